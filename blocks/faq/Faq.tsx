import type { BlockProps } from '../define-block.ts'
import { useT } from '../../renderer/useT.ts'
import type { FaqAttrs } from './schema.ts'
import { Paragraphs } from '../parts/Paragraphs.tsx'
import { JsonLd } from '../../renderer/json-ld.tsx'
import { faqStructuredData } from './faq-structured-data.ts'

/** An accordion made of native <details>: accessible, keyboard-friendly, and no client JavaScript. */
export function Faq({ attrs }: BlockProps<FaqAttrs>) {
  const t = useT()
  return (
    <section className="faq">
      <JsonLd data={faqStructuredData(attrs)} />
      <h2 className="faq__heading">{attrs.heading ?? t('faq.heading')}</h2>
      {attrs.items.map((item) => (
        <details className="faq__item" name={attrs.group} key={item.question}>
          <summary className="faq__question">{item.question}</summary>
          <div className="faq__answer">
            <Paragraphs text={item.answer} />
          </div>
        </details>
      ))}
    </section>
  )
}
