/** The live page preview in the post editor of the site's types (includes/live-preview.php enqueues it there). */
import { registerPlugin } from '@wordpress/plugins'
import { livePreview, type LivePreviewConfig } from './live-preview/LivePreview.tsx'
import './live-preview/live-preview.css'

const config = (window as { siteLivePreview?: LivePreviewConfig }).siteLivePreview
if (config) registerPlugin('site-live-preview', { render: livePreview(config), icon: 'visibility' })
