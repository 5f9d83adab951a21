import parse, { Element, type DOMNode } from 'html-react-parser'
import { StaticHtml } from './StaticHtml.tsx'
import { Island } from '../renderer/Island.tsx'
import { useCampaignContext } from '../renderer/running-campaign.ts'
import { SLOT_TAG, islandProps, type RenderNode } from './render-node.ts'

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

/** An interactive block, placed with its server HTML; it learns the page's running campaign here (its tree is shared by pages). */
function BlockIsland({ node }: { node: Extract<RenderNode, { kind: 'island' }> }) {
  const context = { ...node.context, ...useCampaignContext() }
  return <Island island={{ name: node.name, id: node.id, when: node.when, props: islandProps(node), context, html: node.html }} />
}

/**
 * Renders a resolved block tree (see render-node.ts) on the server; in the browser, the inner
 * blocks of an island that hydrates (their HTML read back from the page).
 */
export function BlockTree({ nodes }: { nodes: RenderNode[] }) {
  return (
    <>
      {nodes.map((node, i) => {
        switch (node.kind) {
          case 'html':
            return <StaticHtml key={node.id} id={node.id} html={node.html} />
          case 'island':
            return <BlockIsland key={node.id} node={node} />
          case 'frame':
            return <Frame key={i} node={node} />
        }
      })}
    </>
  )
}
