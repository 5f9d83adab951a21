import { useId, useMemo, useRef, useState, type ReactNode } from 'react'
import type { BlockProps } from '../define-block.ts'
import { useT } from '../../renderer/useT.ts'
import { useLocale } from '../../renderer/LocaleContext.ts'
import type { MessageId } from '../../locales/messages.ts'
import type { RefundPolicyGeneratorAttrs } from './schema.ts'
import { copyText } from '../../renderer/copy-text.ts'
import {
  CONDITIONS,
  DAMAGED_HANDLING,
  defaultPolicyOptions,
  generatePolicy,
  NON_RETURNABLE,
  policyFilename,
  policyToText,
  REFUND_METHODS,
  RETURN_SHIPPING,
  SELLS,
  type NonReturnable,
  type PolicyBlock,
  type PolicyOptions,
} from './generate-policy.ts'

const SELLS_LABEL = {
  physical: 'refundPolicy.sells.physical',
  digital: 'refundPolicy.sells.digital',
  both: 'refundPolicy.sells.both',
} as const satisfies Record<(typeof SELLS)[number], MessageId>
const CONDITION_LABEL = {
  unusedOriginal: 'refundPolicy.condition.unusedOriginal',
  unused: 'refundPolicy.condition.unused',
  any: 'refundPolicy.condition.any',
} as const satisfies Record<(typeof CONDITIONS)[number], MessageId>
const SHIPPING_LABEL = {
  customer: 'refundPolicy.shipping.customer',
  store: 'refundPolicy.shipping.store',
  storeIfFaulty: 'refundPolicy.shipping.storeIfFaulty',
} as const satisfies Record<(typeof RETURN_SHIPPING)[number], MessageId>
const METHOD_LABEL = {
  original: 'refundPolicy.method.original',
  storeCredit: 'refundPolicy.method.storeCredit',
  choice: 'refundPolicy.method.choice',
} as const satisfies Record<(typeof REFUND_METHODS)[number], MessageId>
const DAMAGED_LABEL = {
  choice: 'refundPolicy.damaged.choice',
  replace: 'refundPolicy.damaged.replace',
  refund: 'refundPolicy.damaged.refund',
} as const satisfies Record<(typeof DAMAGED_HANDLING)[number], MessageId>
const NON_RETURNABLE_LABEL = {
  sale: 'refundPolicy.nonReturnable.sale',
  giftCards: 'refundPolicy.nonReturnable.giftCards',
  perishable: 'refundPolicy.nonReturnable.perishable',
  personalised: 'refundPolicy.nonReturnable.personalised',
  software: 'refundPolicy.nonReturnable.software',
  hygiene: 'refundPolicy.nonReturnable.hygiene',
} as const satisfies Record<NonReturnable, MessageId>

type Status = 'copied' | 'selected' | 'downloaded' | null

function PolicyContent({ block }: { block: PolicyBlock }) {
  if (block.type === 'paragraph') return <p>{block.text}</p>
  const List = block.ordered ? 'ol' : 'ul'
  return (
    <List>
      {block.items.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </List>
  )
}

function downloadText(text: string, filename: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/plain;charset=utf-8' }))
  const link = document.createElement('a')
  link.href = url
  link.download = filename
  document.body.append(link)
  link.click()
  link.remove()
  // Revoked on the next task: the click has started the download by then.
  setTimeout(() => URL.revokeObjectURL(url), 0)
}

/** The return-and-refund policy generator: a form on one side, the policy it writes on the other. */
export function RefundPolicyGenerator({ attrs }: BlockProps<RefundPolicyGeneratorAttrs>) {
  const t = useT()
  const locale = useLocale()
  const id = useId()
  const [options, setOptions] = useState<PolicyOptions>(() =>
    defaultPolicyOptions(attrs.windows[0] ?? 14, { sells: attrs.defaultSells, vendorHandled: attrs.defaultVendorHandled }),
  )
  const [status, setStatus] = useState<Status>(null)
  const policyRef = useRef<HTMLElement>(null)
  const policy = useMemo(() => generatePolicy(options), [options])
  const filename = policyFilename(options.storeName)

  const update = <K extends keyof PolicyOptions>(key: K, value: PolicyOptions[K]) => {
    setStatus(null)
    setOptions((current) => ({ ...current, [key]: value }))
  }
  const toggleCategory = (category: NonReturnable, checked: boolean) => {
    setStatus(null)
    setOptions((current) => ({
      ...current,
      nonReturnable: checked ? [...current.nonReturnable, category] : current.nonReturnable.filter((c) => c !== category),
    }))
  }
  const field = (name: string) => `${id}-${name}`

  const select = <V extends string>(
    name: keyof PolicyOptions,
    label: string,
    values: readonly V[],
    labels: Record<V, MessageId>,
    value: V,
    onChange: (value: V) => void,
  ): ReactNode => (
    <div className="refund-policy-generator__field">
      <label htmlFor={field(name)}>{label}</label>
      <select id={field(name)} value={value} onChange={(event) => onChange(event.target.value as V)}>
        {values.map((v) => (
          <option key={v} value={v}>
            {t(labels[v])}
          </option>
        ))}
      </select>
    </div>
  )

  const text = (
    name: 'storeName' | 'websiteUrl' | 'contactEmail' | 'jurisdiction',
    label: string,
    type: 'text' | 'url' | 'email',
    autoComplete?: string,
    hint?: string,
  ) => (
    <div className="refund-policy-generator__field">
      <label htmlFor={field(name)}>{label}</label>
      <input
        id={field(name)}
        type={type}
        autoComplete={autoComplete}
        maxLength={200}
        value={options[name]}
        aria-describedby={hint ? field(`${name}-hint`) : undefined}
        onChange={(event) => update(name, event.target.value)}
      />
      {hint && (
        <p className="refund-policy-generator__hint" id={field(`${name}-hint`)}>
          {hint}
        </p>
      )}
    </div>
  )

  const physical = options.sells !== 'digital'

  return (
    <section className="refund-policy-generator" aria-labelledby={field('heading')}>
      <h2 className="refund-policy-generator__heading" id={field('heading')}>
        {attrs.heading ?? t('refundPolicy.heading')}
      </h2>
      {attrs.intro && <p className="refund-policy-generator__intro">{attrs.intro}</p>}
      <div className="refund-policy-generator__layout">
        <form className="refund-policy-generator__form" noValidate onSubmit={(event) => event.preventDefault()}>
          <fieldset className="refund-policy-generator__group">
            <legend>{t('refundPolicy.storeSection')}</legend>
            {text('storeName', t('refundPolicy.storeName'), 'text', 'organization')}
            {text('websiteUrl', t('refundPolicy.websiteUrl'), 'url', 'url')}
            {text('contactEmail', t('refundPolicy.contactEmail'), 'email', 'email')}
            {text('jurisdiction', t('refundPolicy.jurisdiction'), 'text', undefined, t('refundPolicy.jurisdictionHint'))}
            <fieldset className="refund-policy-generator__choices">
              <legend>{t('refundPolicy.sells')}</legend>
              {SELLS.map((value) => (
                <label key={value} className="refund-policy-generator__choice">
                  <input type="radio" name={field('sells')} value={value} checked={options.sells === value} onChange={() => update('sells', value)} />{' '}
                  {t(SELLS_LABEL[value])}
                </label>
              ))}
            </fieldset>
          </fieldset>

          <fieldset className="refund-policy-generator__group">
            <legend>{t('refundPolicy.returnsSection')}</legend>
            <div className="refund-policy-generator__field">
              <label htmlFor={field('windowDays')}>{t('refundPolicy.window')}</label>
              <select id={field('windowDays')} value={options.windowDays} onChange={(event) => update('windowDays', Number(event.target.value))}>
                {attrs.windows.map((days) => (
                  <option key={days} value={days}>
                    {t('refundPolicy.windowDays', { days })}
                  </option>
                ))}
              </select>
            </div>
            {physical && select('condition', t('refundPolicy.condition'), CONDITIONS, CONDITION_LABEL, options.condition, (v) => update('condition', v))}
            {physical &&
              select('returnShipping', t('refundPolicy.shipping'), RETURN_SHIPPING, SHIPPING_LABEL, options.returnShipping, (v) => update('returnShipping', v))}
            {select('refundMethod', t('refundPolicy.method'), REFUND_METHODS, METHOD_LABEL, options.refundMethod, (v) => update('refundMethod', v))}
            <div className="refund-policy-generator__field">
              <label htmlFor={field('processingDays')}>{t('refundPolicy.processingDays')}</label>
              <input
                id={field('processingDays')}
                type="number"
                inputMode="numeric"
                min={1}
                max={365}
                step={1}
                value={options.processingDays}
                onChange={(event) => update('processingDays', event.target.value)}
              />
            </div>
            {select('damaged', t('refundPolicy.damaged'), DAMAGED_HANDLING, DAMAGED_LABEL, options.damaged, (v) => update('damaged', v))}
            <label className="refund-policy-generator__choice">
              <input type="checkbox" checked={options.exchanges} onChange={(event) => update('exchanges', event.target.checked)} />{' '}
              {t('refundPolicy.exchanges')}
            </label>
          </fieldset>

          <fieldset className="refund-policy-generator__group refund-policy-generator__choices">
            <legend>{t('refundPolicy.nonReturnable')}</legend>
            {NON_RETURNABLE.map((category) => (
              <label key={category} className="refund-policy-generator__choice">
                <input
                  type="checkbox"
                  checked={options.nonReturnable.includes(category)}
                  onChange={(event) => toggleCategory(category, event.target.checked)}
                />{' '}
                {t(NON_RETURNABLE_LABEL[category])}
              </label>
            ))}
          </fieldset>

          <fieldset className="refund-policy-generator__group">
            <legend>{t('refundPolicy.marketplaceSection')}</legend>
            <label className="refund-policy-generator__choice">
              <input
                type="checkbox"
                checked={options.vendorHandled}
                aria-describedby={field('vendorHandled-hint')}
                onChange={(event) => update('vendorHandled', event.target.checked)}
              />{' '}
              {t('refundPolicy.vendorHandled')}
            </label>
            <p className="refund-policy-generator__hint" id={field('vendorHandled-hint')}>
              {t('refundPolicy.vendorHandledHint')}
            </p>
          </fieldset>
        </form>

        <div className="refund-policy-generator__output">
          <div className="refund-policy-generator__actions">
            <button type="button" className="button button--primary" onClick={() => void copyText(policyToText(policy), policyRef.current).then(setStatus)}>
              {t('refundPolicy.copy')}
            </button>
            <button
              type="button"
              className="button button--secondary"
              onClick={() => {
                downloadText(policyToText(policy), filename)
                setStatus('downloaded')
              }}
            >
              {t('refundPolicy.download')}
            </button>
          </div>
          <p className="refund-policy-generator__status" role="status">
            {status === 'copied' && t('refundPolicy.copied')}
            {status === 'selected' && t('refundPolicy.selected')}
            {status === 'downloaded' && t('refundPolicy.downloaded', { filename })}
          </p>
          {locale !== 'en' && <p className="refund-policy-generator__language">{t('refundPolicy.englishOnly')}</p>}
          <article className="refund-policy-generator__policy" lang="en" ref={policyRef} aria-labelledby={field('title')}>
            <h3 id={field('title')}>{policy.title}</h3>
            {policy.sections.map((section) => (
              <section key={section.id} data-section={section.id}>
                <h4>{section.heading}</h4>
                {section.blocks.map((block, index) => (
                  <PolicyContent key={index} block={block} />
                ))}
              </section>
            ))}
          </article>
          <p className="refund-policy-generator__disclaimer">{attrs.disclaimer}</p>
        </div>
      </div>
    </section>
  )
}
