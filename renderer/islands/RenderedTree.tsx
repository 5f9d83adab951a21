import parse, { Element, type DOMNode } from 'html-react-parser'
import { StaticHtml } from './StaticHtml.tsx'
import { Island } from './Island.tsx'
import { SLOT_TAG, islandProps, type RenderNode } from './render-node.ts'

function Frame({ node }: { node: Extract<RenderNode, { kind: 'frame' }> }) {
  return (
    <>
      {parse(node.html, {
        replace(domNode: DOMNode) {
          if (!(domNode instanceof Element) || domNode.name !== SLOT_TAG) return undefined
          const index = Number(domNode.attribs['data-slot']?.split(':')[1])
          const slot = node.slots[index]
          return slot ? <RenderedTree nodes={[slot]} /> : <></>
        },
      })}
    </>
  )
}

/**
 * Places a rendered block tree (render-node.ts): on the server, in the page; in the browser, the
 * inner blocks of an island that hydrates (their HTML read back from the page).
 */
export function RenderedTree({ nodes }: { nodes: RenderNode[] }) {
  return (
    <>
      {nodes.map((node, i) => {
        switch (node.kind) {
          case 'html':
            return <StaticHtml key={node.id} id={node.id} html={node.html} />
          case 'island':
            return (
              <Island
                key={node.id}
                island={{ name: node.name, id: node.id, when: node.when, props: islandProps(node), html: node.html, locale: node.locale }}
              />
            )
          case 'frame':
            return <Frame key={i} node={node} />
        }
      })}
    </>
  )
}
