import { useEffect, useRef, useState } from '@wordpress/element'

/** The site's HTML in a script-free frame, as tall as its content. */
export function PreviewFrame(props: { html: string; title: string }) {
  const ref = useRef<HTMLIFrameElement>(null)
  const [height, setHeight] = useState(120)
  useEffect(() => {
    const frame = ref.current
    if (!frame) return undefined
    let observer: ResizeObserver | undefined
    const measure = () => {
      const root = frame.contentDocument?.documentElement
      if (root) setHeight(Math.max(40, root.scrollHeight))
    }
    const onLoad = () => {
      measure()
      const root = frame.contentDocument?.documentElement
      if (root) {
        observer = new window.ResizeObserver(measure)
        observer.observe(root)
      }
    }
    frame.addEventListener('load', onLoad)
    return () => {
      frame.removeEventListener('load', onLoad)
      observer?.disconnect()
    }
  }, [props.html])
  return (
    <iframe
      ref={ref}
      className="site-blocks-preview__frame"
      title={props.title}
      srcDoc={props.html}
      sandbox="allow-same-origin"
      style={{ height: `${height}px` }}
    />
  )
}
