import { createSiteCms } from '../../server/site-cms.ts'
import { testConfig } from './site-config.ts'

/** The content client the server makes, on the embedded content (what pages get as pageContext.cms), for unit tests. */
export const embeddedCms = createSiteCms(testConfig().content)
