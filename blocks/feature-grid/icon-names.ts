/** The feature grid's built-in icons (drawn in icons.tsx). */
export const FEATURE_ICONS = [
  'store',
  'cart',
  'chart',
  'shield',
  'truck',
  'users',
  'bolt',
  'globe',
  'puzzle',
  'chat',
  'calendar',
  'clock',
  'mobile',
  'card',
  'star',
  'lock',
  'tag',
  'mail',
  'layers',
  'code',
] as const

export type FeatureIcon = (typeof FEATURE_ICONS)[number]
