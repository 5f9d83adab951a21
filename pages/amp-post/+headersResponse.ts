import { AMP_CONTENT_SECURITY_POLICY } from '../../layouts/amp-boilerplate.ts'

/** The AMP document's own security policy (server/http/security-headers.ts keeps a page's own). */
export default { 'Content-Security-Policy': AMP_CONTENT_SECURITY_POLICY }
