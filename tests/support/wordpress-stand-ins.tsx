/**
 * Stand-ins for the `@wordpress/*` packages the plugin's editor scripts import (the unit tests
 * alias every one of them here, vitest.config.ts): enough to render the editor's components to
 * static markup outside WordPress. Each control renders as `<div data-control="…">` with the
 * props a test reads; slots render their children.
 */
import type { ReactNode } from 'react'

export { createElement, Fragment, useEffect, useRef, useState } from 'react'

export const __ = (text: string) => text
export const sprintf = (format: string, ...args: (string | number)[]) => {
  let i = 0
  return format.replace(/%(\d+\$)?[sd]/g, () => String(args[i++]))
}

/** Dates as ISO 8601 days: the format and the time zone are the site's, which there is none of here. */
export const getSettings = () => ({ formats: { date: 'Y-m-d', time: 'H:i', datetime: 'Y-m-d H:i' } })
export const dateI18n = (_format: string, date: string | Date) => new Date(date).toISOString().slice(0, 10)

type Props = Record<string, unknown> & { children?: ReactNode }

/** A control as an element whose data attributes are its label, type, bounds and options. */
const control =
  (name: string) =>
  ({ children, label, type, min, max, options }: Props) => (
    <div
      data-control={name}
      data-label={typeof label === 'string' ? label : undefined}
      data-type={typeof type === 'string' ? type : undefined}
      data-min={typeof min === 'number' ? min : undefined}
      data-max={typeof max === 'number' ? max : undefined}
      data-options={Array.isArray(options) ? JSON.stringify(options.map((option: { label: string }) => option.label)) : undefined}
    >
      {children}
    </div>
  )

export const SelectControl = control('SelectControl')
export const ToggleControl = control('ToggleControl')
export const CheckboxControl = control('CheckboxControl')
export const TextControl = control('TextControl')
export const TextareaControl = control('TextareaControl')
export const DateTimePicker = control('DateTimePicker')
export const Button = control('Button')
export const Notice = control('Notice')
export const Placeholder = control('Placeholder')
export const Spinner = control('Spinner')
export const PanelBody = control('PanelBody')

export const InspectorControls = ({ children }: Props) => <div data-slot="inspector">{children}</div>
export const useBlockProps = (props: Record<string, unknown> = {}) => props
export const MediaUploadCheck = ({ children }: Props) => <>{children}</>
export const MediaUpload = () => null

/** No editor store: the scripts see none, as outside the post editor. */
export const select = () => undefined
export const dispatch = () => undefined
export const registerBlockType = () => undefined
export const registerPlugin = () => undefined
export const PluginDocumentSettingPanel = undefined

export default function apiFetch(): Promise<never> {
  return new Promise(() => {})
}
