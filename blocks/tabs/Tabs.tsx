import { useId, useRef, useState, type KeyboardEvent } from 'react'
import type { BlockProps } from '../define-block.ts'
import { Link } from '../../renderer/Link.tsx'
import type { TabsAttrs } from './schema.ts'
import { tabForKey } from './tab-keys.ts'
import { BlockImage } from '../parts/BlockImage.tsx'
import { Paragraphs } from '../parts/Paragraphs.tsx'

/**
 * WAI-ARIA tabs with automatic activation. Every panel is in the server HTML (inactive ones hidden),
 * so the content is indexed and the first panel reads fine before hydration.
 */
export function Tabs({ attrs }: BlockProps<TabsAttrs>) {
  const id = useId()
  const [selected, setSelected] = useState(0)
  const tabs = useRef<(HTMLButtonElement | null)[]>([])
  const tabId = (index: number) => `${id}-tab-${index}`
  const panelId = (index: number) => `${id}-panel-${index}`

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const next = tabForKey(event.key, selected, attrs.tabs.length)
    if (next === null) return
    event.preventDefault()
    setSelected(next)
    tabs.current[next]?.focus()
  }

  return (
    <section className="tabs" aria-labelledby={attrs.heading ? `${id}-heading` : undefined}>
      {attrs.heading && (
        <h2 className="tabs__heading" id={`${id}-heading`}>
          {attrs.heading}
        </h2>
      )}
      {/* eslint-disable-next-line jsx-a11y/interactive-supports-focus -- the tabs in it take the focus (one at a time, the arrow keys move it), not the list */}
      <div className="tabs__list" role="tablist" aria-labelledby={attrs.heading ? `${id}-heading` : undefined} onKeyDown={onKeyDown}>
        {attrs.tabs.map((tab, index) => (
          <button
            key={index}
            ref={(element) => {
              tabs.current[index] = element
            }}
            type="button"
            role="tab"
            className="tabs__tab"
            id={tabId(index)}
            aria-selected={index === selected}
            aria-controls={panelId(index)}
            tabIndex={index === selected ? 0 : -1}
            onClick={() => setSelected(index)}
          >
            {tab.label}
          </button>
        ))}
      </div>
      {attrs.tabs.map((tab, index) => (
        <div
          key={index}
          className={`tabs__panel${tab.image ? ' tabs__panel--with-image' : ''}`}
          role="tabpanel"
          id={panelId(index)}
          aria-labelledby={tabId(index)}
          tabIndex={0}
          hidden={index !== selected}
        >
          <div className="tabs__body">
            {tab.title && <h3 className="tabs__title">{tab.title}</h3>}
            <Paragraphs text={tab.text} className="tabs__text" />
            {tab.bullets.length > 0 && (
              <ul className="tabs__bullets">
                {tab.bullets.map((bullet) => (
                  <li key={bullet}>{bullet}</li>
                ))}
              </ul>
            )}
            {tab.cta && (
              <p className="tabs__action">
                <Link className="button button--primary" href={tab.cta.href}>
                  {tab.cta.label}
                </Link>
              </p>
            )}
          </div>
          {tab.image && <BlockImage className="tabs__image" image={tab.image} />}
        </div>
      ))}
    </section>
  )
}
