/**
 * The parts of WordPress's editor packages this plugin uses, as WordPress 6.1 to 7.1 give them to
 * scripts (`wp.*` globals: the build maps each `@wordpress/x` import to `wp.x`). Declared here, not
 * installed: the packages' own types would bring some 1.3 GB of node_modules for these few names,
 * and the packages' newest types describe only the newest WordPress. The editor tests run the code
 * on both WordPress versions.
 */

declare module '@wordpress/element' {
  export { createElement, Fragment, useCallback, useEffect, useRef, useState } from 'react'
}

declare module '@wordpress/i18n' {
  export function __(text: string, domain?: string): string
  export function sprintf(format: string, ...args: (string | number)[]): string
}

/** Dates in the site's format and time zone (its General settings). */
declare module '@wordpress/date' {
  export function dateI18n(format: string, date: string | Date): string
  export function getSettings(): { formats: { date: string; time: string; datetime: string } }
}

declare module '@wordpress/api-fetch' {
  export default function apiFetch<T = unknown>(options: { path: string; method?: 'GET' | 'POST'; data?: unknown }): Promise<T>
}

declare module '@wordpress/data' {
  /** The saved post as `core/editor` holds it (the fields this plugin reads). */
  interface SavedPost {
    slug?: string
    parent?: number
    status?: string
    /** When it was last saved (changes with every save). */
    modified?: string
    meta?: Record<string, unknown>
  }
  interface EditorSelectors {
    getCurrentPostId(): number | null
    getCurrentPostType(): string | null
    getCurrentPost(): SavedPost | null
    getEditedPostAttribute(attribute: 'meta'): Record<string, unknown> | undefined
    getEditedPostAttribute(attribute: 'title' | 'excerpt'): string | undefined
    getEditedPostAttribute(attribute: 'parent' | 'featured_media'): number | undefined
    /** The unsaved blocks, serialized. */
    getEditedPostContent(): string
    isEditedPostNew(): boolean
    isEditedPostDirty(): boolean
  }
  interface EditorActions {
    editPost: (edits: Record<string, unknown>) => void
    savePost: () => Promise<void>
  }
  /** A block in the editor's tree (the fields this plugin reads). */
  interface EditorBlock {
    clientId: string
    name: string
    innerBlocks: EditorBlock[]
  }
  interface BlockEditorSelectors {
    getBlocks(): EditorBlock[]
    getSelectedBlockClientId(): string | null
  }
  interface BlockEditorActions {
    selectBlock(clientId: string): void
  }
  export function select(store: 'core/editor'): EditorSelectors
  export function select(store: 'core/block-editor'): BlockEditorSelectors
  export function dispatch(store: 'core/editor'): EditorActions
  export function dispatch(store: 'core/block-editor'): BlockEditorActions
  export function useSelect<T>(map: (selectFrom: typeof select) => T, deps: unknown[]): T
  /** Calls `listener` after every change of any store; returns its removal. */
  export function subscribe(listener: () => void): () => void
  export function useDispatch(store: 'core/editor'): EditorActions
}

declare module '@wordpress/blocks' {
  import type { ComponentType } from 'react'
  export interface BlockEditProps {
    name: string
    attributes: Record<string, unknown>
    setAttributes(changes: Record<string, unknown>): void
  }
  export function registerBlockType(
    name: string,
    settings: {
      apiVersion: number
      title: string
      description?: string
      category: string
      icon?: string
      keywords?: string[]
      supports?: Record<string, unknown>
      attributes: Record<string, unknown>
      example?: unknown
      variations?: Record<string, unknown>[]
      edit: ComponentType<BlockEditProps>
      save: () => null
    },
  ): unknown
}

declare module '@wordpress/block-editor' {
  import type { ComponentType, ReactNode } from 'react'
  export const InspectorControls: ComponentType<{ children?: ReactNode }>
  export function useBlockProps(props?: Record<string, unknown>): Record<string, unknown>
  /** What the media library gives for a chosen image. */
  export interface Media {
    url: string
    alt?: string
    width?: number
    height?: number
  }
  export const MediaUpload: ComponentType<{ allowedTypes: string[]; onSelect: (media: Media) => void; render: (media: { open: () => void }) => ReactNode }>
  export const MediaUploadCheck: ComponentType<{ children?: ReactNode }>
}

declare module '@wordpress/components' {
  import type { ComponentType, ReactNode } from 'react'
  /**
   * The props of the newer look (WordPress 6.7 and 6.8 warn without them; 6.1 ignores them):
   * controls without the old bottom margin, at the 40 px size.
   */
  interface Sized {
    __nextHasNoMarginBottom?: boolean
    __next40pxDefaultSize?: boolean
  }
  interface Labelled extends Sized {
    label: string
    hideLabelFromVision?: boolean
    help?: string
  }
  export const SelectControl: ComponentType<Labelled & { value: string; options: { label: string; value: string }[]; onChange: (value: string) => void }>
  export const ToggleControl: ComponentType<Labelled & { checked: boolean; onChange: (checked: boolean) => void }>
  export const CheckboxControl: ComponentType<Labelled & { checked: boolean; onChange: (checked: boolean) => void }>
  export const TextControl: ComponentType<
    Labelled & { value: string; type?: string; min?: number; max?: number; step?: number | 'any'; onChange: (value: string) => void }
  >
  export const TextareaControl: ComponentType<Labelled & { value: string; onChange: (value: string) => void }>
  /** `__nextRemove…Button`: 6.1 warns without them (the buttons were removed later, and the props with them). */
  export const DateTimePicker: ComponentType<{
    currentDate?: string
    is12Hour?: boolean
    __nextRemoveHelpButton?: boolean
    __nextRemoveResetButton?: boolean
    onChange: (date: string | null) => void
  }>
  export const Button: ComponentType<
    Sized & {
      variant?: 'primary' | 'secondary' | 'tertiary' | 'link'
      size?: 'small' | 'compact' | 'default'
      icon?: string
      label?: string
      className?: string
      disabled?: boolean
      isBusy?: boolean
      isDestructive?: boolean
      'aria-label'?: string
      onClick?: () => void
      children?: ReactNode
    }
  >
  export const PanelBody: ComponentType<{ title: string; initialOpen?: boolean; className?: string; children?: ReactNode }>
  export const Notice: ComponentType<{ status: 'warning' | 'error' | 'info' | 'success'; isDismissible?: boolean; className?: string; children?: ReactNode }>
  export const Placeholder: ComponentType<{ icon?: string; label: string; instructions?: string; children?: ReactNode }>
  export const Spinner: ComponentType
}

declare module '@wordpress/plugins' {
  import type { ComponentType } from 'react'
  export function registerPlugin(name: string, settings: { render: ComponentType; icon?: string }): unknown
}

/** The document settings panel: `wp.editor`'s since 6.6, `wp.editPost`'s before (deprecated since). */
declare module '@wordpress/editor' {
  import type { ComponentType, ReactNode } from 'react'
  export const PluginDocumentSettingPanel: ComponentType<{ name: string; title: string; className?: string; children?: ReactNode }> | undefined
  export const PluginSidebar: ComponentType<{ name: string; title: string; icon?: string; className?: string; children?: ReactNode }> | undefined
  /** A panel of the publish sidebar, before publishing. */
  export const PluginPrePublishPanel:
    ComponentType<{ name?: string; title: string; className?: string; initialOpen?: boolean; children?: ReactNode }> | undefined
}
declare module '@wordpress/edit-post' {
  export { PluginDocumentSettingPanel, PluginSidebar, PluginPrePublishPanel } from '@wordpress/editor'
}

/** jQuery, for WordPress's colour picker (a jQuery plugin: `wp-color-picker`). */
declare module 'jquery' {
  const jQuery: (selector: string) => { wpColorPicker(): void }
  export default jQuery
}
