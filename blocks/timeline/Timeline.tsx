import type { BlockProps } from '../define-block.ts'
import type { TimelineAttrs } from './schema.ts'

/** Milestones in the order the editor wrote them: when, what happened, and a line about it. */
export function Timeline({ attrs }: BlockProps<TimelineAttrs>) {
  return (
    <section className="timeline">
      {attrs.heading && <h2 className="timeline__heading">{attrs.heading}</h2>}
      <ol className="timeline__items">
        {attrs.items.map((item, i) => (
          <li className="timeline__item" key={`${item.when}-${i}`}>
            <p className="timeline__when">{item.when}</p>
            <h3 className="timeline__title">{item.title}</h3>
            {item.text && <p className="timeline__text">{item.text}</p>}
          </li>
        ))}
      </ol>
    </section>
  )
}
