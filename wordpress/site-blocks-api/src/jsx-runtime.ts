/**
 * What JSX compiles to in the editor scripts (build/editor-scripts.ts maps `react/jsx-runtime`
 * here): WordPress's own createElement, as `wp.element` gives it on every supported WordPress.
 * WordPress's JSX runtime script exists only since 6.6, and React's own runtime makes elements for
 * the React it comes with, not for the one WordPress runs.
 */
import { createElement, Fragment } from '@wordpress/element'
import type { ElementType, ReactElement } from 'react'

export { Fragment }

export function jsx(type: ElementType, props: Record<string, unknown>, key?: string | number): ReactElement {
  return createElement(type, key === undefined ? props : { ...props, key })
}

export { jsx as jsxs }
