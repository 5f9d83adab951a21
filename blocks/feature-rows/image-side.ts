export type ImageSide = 'left' | 'right'

/** Rows alternate: the first row's image is on the side `startWith` names, the next on the other. */
export function imageSide(startWith: 'image-right' | 'image-left', index: number): ImageSide {
  const first: ImageSide = startWith === 'image-left' ? 'left' : 'right'
  if (index % 2 === 0) return first
  return first === 'left' ? 'right' : 'left'
}
