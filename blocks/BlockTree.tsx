import parse, { Element, type DOMNode } from 'html-react-parser'
import { getLoadedIsland } from './islands.ts'
import { BlockErrorBoundary } from './BlockErrorBoundary.tsx'
import { StaticHtml } from './StaticHtml.tsx'
import { SLOT_TAG, type RenderNode } from './render-node.ts'

function Island({ node }: { node: Extract<RenderNode, { kind: 'island' }> }) {
  const Component = getLoadedIsland(node.name)
  if (!Component) {
    console.error(`[blocks] ${node.name} was not loaded before rendering`)
    return null
  }
  return (
    <BlockErrorBoundary name={node.name}>
      <Component attrs={node.attrs}>{node.children.length ? <BlockTree nodes={node.children} /> : undefined}</Component>
    </BlockErrorBoundary>
  )
}

function Frame({ node }: { node: Extract<RenderNode, { kind: 'frame' }> }) {
  return (
    <>
      {parse(node.html, {
        replace(domNode: DOMNode) {
          if (!(domNode instanceof Element) || domNode.name !== SLOT_TAG) return undefined
          const index = Number(domNode.attribs['data-slot']?.split(':')[1])
          const slot = node.slots[index]
          return slot ? <BlockTree nodes={[slot]} /> : <></>
        },
      })}
    </>
  )
}

/** Renders a resolved block tree (see render-node.ts); the same on the server and in the browser. */
export function BlockTree({ nodes }: { nodes: RenderNode[] }) {
  return (
    <>
      {nodes.map((node, i) => {
        switch (node.kind) {
          case 'html':
            return <StaticHtml key={node.id} id={node.id} html={node.html} />
          case 'island':
            return <Island key={i} node={node} />
          case 'frame':
            return <Frame key={i} node={node} />
        }
      })}
    </>
  )
}
