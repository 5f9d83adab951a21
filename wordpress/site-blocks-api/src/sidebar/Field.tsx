/**
 * A site block's inspector: one field per attribute, of the kind the sidebar rules give it
 * (./field-rules.ts): text, numbers, toggles, selects, dates, images from the media library, lists
 * with add, remove and reorder, and JSON for what has no control.
 */
import { useState } from '@wordpress/element'
import { __ } from '@wordpress/i18n'
import { Button, CheckboxControl, DateTimePicker, PanelBody, SelectControl, TextareaControl, TextControl, ToggleControl } from '@wordpress/components'
import { MediaUpload, MediaUploadCheck, type Media } from '@wordpress/block-editor'
import {
  NO_CHOICE,
  emptyValue,
  enumOf,
  fieldKind,
  fieldLabel,
  isType,
  itemTitle,
  itemsOf,
  optionLabel,
  propertiesOf,
  requiredOf,
  shownLabel,
  singular,
  type WpSchema,
} from './field-rules.ts'
import { onSite } from '../editor-config.ts'

export interface FieldProps {
  /** The attribute's (or property's) name: the rules read some kinds from it. */
  name: string
  label: string
  schema: WpSchema
  required: boolean
  value: unknown
  onChange: (next: unknown) => void
}

/** Every control takes the newer look (no bottom margin, 40 px): see wordpress-globals.d.ts. */
const LOOK = { __nextHasNoMarginBottom: true, __next40pxDefaultSize: true } as const

const text = (value: unknown): string => (typeof value === 'string' ? value : '')

/** A stored scalar as a control's text ('' for none). */
const scalarText = (value: unknown): string => (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean' ? String(value) : '')

export function Field(props: FieldProps) {
  const { schema, value, onChange } = props
  const label = shownLabel(props.label, props.required)
  switch (fieldKind(props.name, schema)) {
    case 'choice': {
      const options = enumOf(schema) ?? []
      return (
        <SelectControl
          {...LOOK}
          label={label}
          value={scalarText(value)}
          options={[
            ...(props.required ? [] : [{ label: NO_CHOICE, value: '' }]),
            ...options.map((option) => ({ label: optionLabel(schema, option), value: String(option) })),
          ]}
          onChange={(next) => onChange(next === '' ? undefined : options.find((option) => String(option) === next))}
        />
      )
    }
    case 'toggle':
      return <ToggleControl __nextHasNoMarginBottom label={label} checked={Boolean(value)} onChange={onChange} />
    case 'number':
      return (
        <TextControl
          {...LOOK}
          label={label}
          type="number"
          value={scalarText(value)}
          min={schema.minimum as number | undefined}
          max={schema.maximum as number | undefined}
          step={isType(schema, 'integer') ? 1 : 'any'}
          onChange={(next) => onChange(next === '' ? undefined : Number(next))}
        />
      )
    case 'date':
      return <DateField {...props} />
    case 'long-text':
    case 'link':
    case 'text': {
      // An optional text that may not be empty is absent once emptied ("" stays where it is allowed, as an image's alt).
      const onText = (next: string) => onChange(next === '' && !props.required && Number(schema.minLength) > 0 ? undefined : next)
      if (fieldKind(props.name, schema) === 'long-text') return <TextareaControl __nextHasNoMarginBottom label={label} value={text(value)} onChange={onText} />
      return <TextControl {...LOOK} label={label} type={fieldKind(props.name, schema) === 'link' ? 'url' : 'text'} value={text(value)} onChange={onText} />
    }
    case 'image':
      return <ImageField {...props} />
    case 'yes-no-or-text':
      return <YesNoOrTextField {...props} />
    case 'options':
      return <OptionsField {...props} />
    case 'list':
      return <ListField {...props} />
    case 'group':
      return (
        <fieldset className="site-blocks-fieldset">
          <legend>{label}</legend>
          <Fields schema={schema} value={value} onChange={onChange} />
        </fieldset>
      )
    case 'json':
      return <JsonField {...props} />
  }
}

/** Every property of an object schema, as fields. */
export function Fields(props: { schema: WpSchema; value: unknown; onChange: (next: Record<string, unknown>) => void }) {
  const value = (props.value ?? {}) as Record<string, unknown>
  const required = requiredOf(props.schema)
  return (
    <>
      {Object.entries(propertiesOf(props.schema) ?? {}).map(([key, property]) => (
        <Field
          key={key}
          name={key}
          label={fieldLabel(key, property)}
          schema={property}
          required={required.has(key)}
          value={value[key]}
          onChange={(next) => {
            const copy = { ...value }
            if (next === undefined) delete copy[key]
            else copy[key] = next
            props.onChange(copy)
          }}
        />
      ))}
    </>
  )
}

/** The countdown's end: `YYYY-MM-DD HH:mm:ss` (the campaign's time zone), typed or picked. */
function DateField(props: FieldProps) {
  const value = text(props.value)
  return (
    <div className="site-blocks-date">
      <TextControl
        {...LOOK}
        label={shownLabel(props.label, props.required)}
        help={__('YYYY-MM-DD HH:mm:ss', 'site-blocks-api')}
        value={value}
        onChange={props.onChange}
      />
      <DateTimePicker
        currentDate={value ? value.replace(' ', 'T') : undefined}
        is12Hour={false}
        __nextRemoveHelpButton
        __nextRemoveResetButton
        onChange={(next) => props.onChange(String(next).slice(0, 19).replace('T', ' '))}
      />
    </div>
  )
}

/** An image from the media library: src, alt and size come from the chosen attachment. */
function ImageField(props: FieldProps) {
  const value = props.value as { src?: string; alt?: string } | undefined
  const pick = (media: Media) => props.onChange({ src: media.url, alt: media.alt ?? '', width: media.width, height: media.height })
  return (
    <fieldset className="site-blocks-fieldset">
      <legend>{shownLabel(props.label, props.required)}</legend>
      {value?.src ? <img src={onSite(value.src)} alt={value.alt} className="site-blocks-image" /> : null}
      <MediaUploadCheck>
        <MediaUpload
          allowedTypes={['image']}
          onSelect={pick}
          render={(media) => (
            <Button variant="secondary" onClick={media.open}>
              {value?.src ? __('Replace image', 'site-blocks-api') : __('Choose image', 'site-blocks-api')}
            </Button>
          )}
        />
      </MediaUploadCheck>
      {value?.src ? (
        <TextControl
          {...LOOK}
          label={__('Alternative text', 'site-blocks-api')}
          value={value.alt ?? ''}
          onChange={(alt) => props.onChange({ ...value, alt })}
        />
      ) : null}
      {value ? (
        <Button variant="link" isDestructive onClick={() => props.onChange(undefined)}>
          {__('Remove image', 'site-blocks-api')}
        </Button>
      ) : null}
    </fieldset>
  )
}

/** A set of the enum's values: one checkbox each. */
function OptionsField(props: FieldProps) {
  const items = Array.isArray(props.value) ? (props.value as unknown[]) : []
  const options = enumOf(itemsOf(props.schema)) ?? []
  return (
    <fieldset className="site-blocks-fieldset">
      <legend>{shownLabel(props.label, props.required)}</legend>
      {options.map((option) => (
        <CheckboxControl
          key={String(option)}
          __nextHasNoMarginBottom
          label={String(option)}
          checked={items.includes(option)}
          onChange={(checked) => props.onChange(options.filter((o) => (o === option ? checked : items.includes(o))))}
        />
      ))}
    </fieldset>
  )
}

/** A list: items with add, remove and reorder; an item with fields is a panel of its own. */
function ListField(props: FieldProps) {
  const items = Array.isArray(props.value) ? (props.value as unknown[]) : []
  const itemSchema = itemsOf(props.schema)
  // A newly added item opens, ready to fill in.
  const [added, setAdded] = useState(-1)
  const set = props.onChange
  const move = (from: number, to: number) => {
    const next = items.slice()
    next.splice(to, 0, ...next.splice(from, 1))
    set(next)
  }
  const max = props.schema.maxItems as number | undefined
  return (
    <fieldset className="site-blocks-fieldset site-blocks-list" data-field={props.name}>
      <legend>{shownLabel(props.label, props.required)}</legend>
      {items.map((item, index) => {
        const controls = (
          <div className="site-blocks-list__controls">
            <Button icon="arrow-up-alt2" label={__('Move up', 'site-blocks-api')} disabled={index === 0} onClick={() => move(index, index - 1)} />
            <Button
              icon="arrow-down-alt2"
              label={__('Move down', 'site-blocks-api')}
              disabled={index === items.length - 1}
              onClick={() => move(index, index + 1)}
            />
            <Button icon="trash" label={__('Remove', 'site-blocks-api')} isDestructive onClick={() => set(items.filter((_, i) => i !== index))} />
          </div>
        )
        const change = (next: unknown) => set(items.map((old, i) => (i === index ? next : old)))
        if (propertiesOf(itemSchema)) {
          return (
            // An item is its place in the list: the attributes hold no ids.
            <PanelBody key={index} title={itemTitle(item, index)} initialOpen={index === added} className="site-blocks-list__item">
              {controls}
              <Fields schema={itemSchema} value={item} onChange={change} />
            </PanelBody>
          )
        }
        return (
          <div key={index} className="site-blocks-list__row">
            <Field name={props.name} label={`${index + 1}.`} schema={itemSchema} required={false} value={item} onChange={change} />
            {controls}
          </div>
        )
      })}
      {max !== undefined && items.length >= max ? null : (
        <Button
          variant="secondary"
          className="site-blocks-list__add"
          onClick={() => {
            setAdded(items.length)
            set([...items, emptyValue(itemSchema)])
          }}
        >
          {`${__('Add', 'site-blocks-api')} ${singular(fieldLabel(props.name, itemSchema).toLowerCase())}`}
        </Button>
      )}
    </fieldset>
  )
}

/** A cell of a comparison: yes (✓), no (✗) or a few words. */
function YesNoOrTextField(props: FieldProps) {
  const { value } = props
  const kind = value === true ? 'yes' : value === false ? 'no' : 'text'
  return (
    <div className="site-blocks-choice">
      <SelectControl
        {...LOOK}
        label={shownLabel(props.label, props.required)}
        value={kind}
        options={[
          { label: __('✓ Yes', 'site-blocks-api'), value: 'yes' },
          { label: __('✗ No', 'site-blocks-api'), value: 'no' },
          { label: __('Text', 'site-blocks-api'), value: 'text' },
        ]}
        onChange={(next) => props.onChange(next === 'yes' ? true : next === 'no' ? false : text(value))}
      />
      {kind === 'text' ? (
        <TextControl {...LOOK} label={__('Text', 'site-blocks-api')} hideLabelFromVision value={text(value)} onChange={props.onChange} />
      ) : null}
    </div>
  )
}

/** Anything the form has no control for: its JSON, checked as it is typed. */
function JsonField(props: FieldProps) {
  const [typed, setTyped] = useState(() => JSON.stringify(props.value === undefined ? null : props.value, null, 2))
  const [error, setError] = useState('')
  return (
    <TextareaControl
      __nextHasNoMarginBottom
      label={`${props.label} (JSON)`}
      help={error}
      value={typed}
      onChange={(next) => {
        setTyped(next)
        try {
          const parsed: unknown = JSON.parse(next)
          setError('')
          props.onChange(parsed === null ? undefined : parsed)
        } catch {
          setError(__('Not valid JSON yet.', 'site-blocks-api'))
        }
      }}
    />
  )
}
