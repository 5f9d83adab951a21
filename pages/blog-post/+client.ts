// The browser's one entry on the site's pages (AMP and block previews have none): browser/site-client.ts.
import '../../browser/site-client.ts'
