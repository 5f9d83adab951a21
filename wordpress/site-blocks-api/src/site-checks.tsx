/**
 * The site checks in the post editor of the site's types (includes/site-checks.php enqueues them there).
 * Their icon (beside the pre-publish panel's title) is neutral: a tick would say "all good" over a list of errors.
 */
import { registerPlugin } from '@wordpress/plugins'
import { siteChecks, type SiteChecksConfig } from './site-checks/SiteChecks.tsx'
import './site-checks/site-checks.css'

const config = (window as { siteChecks?: SiteChecksConfig }).siteChecks
if (config) registerPlugin('site-checks', { render: siteChecks(config), icon: 'clipboard' })
