import * as editor from '@wordpress/editor'
import * as editPost from '@wordpress/edit-post'

/**
 * The document settings' panel slot: `wp.editor`'s since WordPress 6.6; `wp.editPost`'s before,
 * deprecated since (it warns in the console when used where the other exists).
 */
export const PluginDocumentSettingPanel = editor.PluginDocumentSettingPanel ?? editPost.PluginDocumentSettingPanel
