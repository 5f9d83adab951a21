import { __ } from '@wordpress/i18n'
import { InspectorControls, useBlockProps } from '@wordpress/block-editor'
import { Notice, PanelBody, Placeholder, Spinner } from '@wordpress/components'
import type { BlockEditProps } from '@wordpress/blocks'
import type { BlockJson } from '../../../../build/block-json.ts'
import { Fields } from '../sidebar/Field.tsx'
import { attributesSchema, withDefaults } from '../sidebar/field-rules.ts'
import { usePreview } from '../preview/usePreview.ts'
import { PreviewFrame } from '../preview/PreviewFrame.tsx'

/**
 * A site block in the editor: its inspector, generated from its attributes, and in the canvas the
 * site's own rendering of it, asked again as the attributes change.
 */
export function blockEdit(meta: BlockJson) {
  const schema = attributesSchema(meta.attributes)
  return function Edit(props: BlockEditProps) {
    const { attributes } = props
    // What the site applies to attributes the comment leaves out: shown, not stored.
    const shown = withDefaults(schema, attributes) as Record<string, unknown>
    const preview = usePreview(props.name, attributes)
    const blockProps = useBlockProps({ className: 'site-blocks-preview' })
    return (
      <>
        <InspectorControls>
          <PanelBody title={meta.title} className="site-blocks-inspector">
            <Fields
              schema={schema}
              value={shown}
              onChange={(next) => {
                const changes: Record<string, unknown> = {}
                for (const key of Object.keys(meta.attributes)) if (JSON.stringify(next[key]) !== JSON.stringify(shown[key])) changes[key] = next[key]
                props.setAttributes(changes)
              }}
            />
          </PanelBody>
        </InspectorControls>
        <div {...blockProps}>
          {preview.problems.length ? (
            <Notice status="warning" isDismissible={false} className="site-blocks-problems">
              <ul>
                {preview.problems.map((problem) => (
                  <li key={problem}>{problem}</li>
                ))}
              </ul>
            </Notice>
          ) : null}
          {preview.error ? (
            <Notice status="error" isDismissible={false}>
              {preview.error}
            </Notice>
          ) : null}
          {preview.html ? (
            <PreviewFrame html={preview.html} title={meta.title} />
          ) : (
            <Placeholder icon={meta.icon} label={meta.title} instructions={preview.loading ? __('Loading the site’s preview…', 'site-blocks-api') : ''}>
              {preview.loading ? <Spinner /> : null}
            </Placeholder>
          )}
        </div>
      </>
    )
  }
}
