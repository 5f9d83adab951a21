import 'react'

declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      /** AMP's image element (AMP pages only). */
      'amp-img': {
        class?: string
        src: string
        srcset?: string
        width: string
        height: string
        alt: string
        layout: 'responsive' | 'fixed' | 'intrinsic'
      }
    }
  }
}
