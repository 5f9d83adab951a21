import * as editor from '@wordpress/editor'
import * as editPost from '@wordpress/edit-post'

/*
 * The post editor's slots for plugins: `wp.editor`'s since WordPress 6.6; `wp.editPost`'s before,
 * deprecated since (they warn in the console when used where the others exist).
 */

/** A panel in the document settings. */
export const PluginDocumentSettingPanel = editor.PluginDocumentSettingPanel ?? editPost.PluginDocumentSettingPanel
/** A sidebar of the plugin's own, opened from its button in the editor's toolbar. */
export const PluginSidebar = editor.PluginSidebar ?? editPost.PluginSidebar
/** A panel of the publish sidebar, shown before publishing. */
export const PluginPrePublishPanel = editor.PluginPrePublishPanel ?? editPost.PluginPrePublishPanel
