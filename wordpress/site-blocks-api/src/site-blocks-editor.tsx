/**
 * The site's blocks in the block editor, each registered from its generated block.json
 * (window.siteBlocksEditor.blocks, given by includes/editor.php):
 * - the inspector is generated from the attribute schema (./sidebar/);
 * - the canvas shows the site's own rendering of the block, refreshed as attributes change (./preview/);
 * - the block saves nothing but its comment, which holds every attribute (the site's contract).
 */
import { registerBlockType } from '@wordpress/blocks'
import { editorConfig } from './editor-config.ts'
import { withDefaults } from './sidebar/field-rules.ts'
import { blockEdit } from './blocks/BlockEdit.tsx'
import './site-blocks-editor.css'

for (const meta of editorConfig.blocks) {
  // No `default` in the registered attributes: the editor leaves attributes equal to their default
  // out of the comment, and the comment must hold every attribute the block was given.
  const attributes = Object.fromEntries(Object.entries(meta.attributes).map(([key, { default: _default, ...rest }]) => [key, rest]))
  const starter = withDefaults({ type: 'object', properties: meta.attributes }, structuredClone(meta.example.attributes))
  registerBlockType(meta.name, {
    apiVersion: meta.apiVersion,
    title: meta.title,
    description: meta.description,
    category: meta.category,
    icon: meta.icon,
    keywords: meta.keywords,
    supports: meta.supports,
    attributes,
    example: meta.example,
    // A new block starts as the block's example, every attribute set, ready to edit.
    variations: [
      { name: 'example', title: meta.title, description: meta.description, icon: meta.icon, isDefault: true, scope: ['inserter'], attributes: starter },
    ],
    edit: blockEdit(meta),
    save: () => null,
  })
}
