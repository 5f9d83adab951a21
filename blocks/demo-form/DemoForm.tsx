import { useId, useState, type FormEvent } from 'react'
import type { BlockProps } from '../define-block.ts'
import type { DemoFormAttrs } from './schema.ts'
import { DEMO_FIELD_NAMES, demoHiddenFields, type DemoField } from './demo-fields.ts'
import { SiteForm, RefusedFields, useFieldsAsPosted } from '../parts/forms/SiteForm.tsx'
import { useSubmission } from '../parts/forms/useSubmission.ts'
import { countryOptions } from '../parts/forms/countries.ts'
import { Dialog, DialogClose } from '../parts/dialog/Dialog.tsx'
import { useT } from '../../renderer/useT.ts'
import { Link } from '../../renderer/Link.tsx'
import { useLocale } from '../../renderer/LocaleContext.ts'
import { LOCALES } from '../../content-rules/locales.ts'
import { rememberClosed, useExitIntent } from '../../renderer/useExitIntent.ts'
import { useRunningCampaign } from '../../renderer/running-campaign.ts'
import { usePageFacts } from '../../renderer/usePageFacts.ts'
import { siteNow } from '../../renderer/site-clock.ts'

/** The success text shows this long before the visitor is taken to the demo. */
export const DEMO_REDIRECT_DELAY_MS = 1500

/** The fields and states of a demo request (SPEC §3–§5, §8). */
function DemoFormBody({ attrs }: BlockProps<DemoFormAttrs>) {
  const t = useT()
  const id = useId()
  const locale = useLocale()
  const { state, send } = useSubmission(`demo-${attrs.variant}`)
  const asPosted = useFieldsAsPosted()
  const names: Partial<Record<DemoField, string>> = DEMO_FIELD_NAMES[attrs.variant]
  // Country names in the page language, the server's on its render: the browser keeps them when it
  // hydrates (its own list may name a country differently), so no option is rendered twice.
  const countries = attrs.variant === 'b' ? countryOptions(LOCALES[locale].iso) : []

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    // The fields are the DOM's (uncontrolled): what was typed or autofilled before hydration stays.
    const result = await send(event.currentTarget)
    const target = result?.redirectTo
    if (result?.ok && target) setTimeout(() => window.location.assign(target), DEMO_REDIRECT_DELAY_MS)
  }
  if (state === 'success') {
    return (
      <p className="demo-form__message" role="status">
        {t('demoForm.success')}
      </p>
    )
  }
  const labels: Record<DemoField, string> = {
    firstName: t('forms.firstName'),
    lastName: t('forms.lastName'),
    email: t('forms.email'),
    phone: t('forms.phone'),
    company: t('forms.company'),
    country: t('forms.country'),
    agree: t('forms.agree'),
  }
  const field = (key: 'firstName' | 'lastName' | 'email' | 'phone' | 'company', type: string, required: boolean, autoComplete: string) => {
    const name = names[key]!
    return (
      <p className="demo-form__field">
        <label htmlFor={`${id}-${key}`}>{labels[key]}</label>
        <input id={`${id}-${key}`} name={name} type={type} required={required} autoComplete={autoComplete} {...asPosted.text(name)} />
      </p>
    )
  }
  return (
    <SiteForm kind={`demo-${attrs.variant}`} className="demo-form__form" onSubmit={(event) => void onSubmit(event)}>
      {Object.entries(demoHiddenFields(attrs)).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      {field('firstName', 'text', true, 'given-name')}
      {field('lastName', 'text', false, 'family-name')}
      {field('email', 'email', true, 'email')}
      {attrs.variant === 'b' && (
        <>
          {field('phone', 'tel', false, 'tel')}
          {field('company', 'text', false, 'organization')}
          <p className="demo-form__field">
            <label htmlFor={`${id}-country`}>{labels.country}</label>
            <select
              id={`${id}-country`}
              name={names.country}
              required
              defaultValue={asPosted.text(names.country!).defaultValue ?? ''}
              aria-invalid={asPosted.text(names.country!)['aria-invalid']}
            >
              <option value="">{t('forms.chooseCountry')}</option>
              {countries.map((c) => (
                <option key={c.code} value={c.code} suppressHydrationWarning>
                  {c.name}
                </option>
              ))}
            </select>
          </p>
        </>
      )}
      <p className="demo-form__agree">
        <input id={`${id}-agree`} name={names.agree} type="checkbox" required {...asPosted.checkbox(names.agree!)} />{' '}
        <label htmlFor={`${id}-agree`}>{labels.agree}</label> <Link href={attrs.privacyHref}>↗</Link>
      </p>
      <button type="submit" className="button button--primary" disabled={state === 'loading'}>
        {state === 'loading' ? t('forms.sending') : t('demoForm.submit')}
      </button>
      <RefusedFields
        className="demo-form__message demo-form__message--error"
        labels={Object.fromEntries(Object.entries(names).map(([key, name]) => [name, labels[key as DemoField]]))}
      />
      {state === 'failure' && (
        <p className="demo-form__message demo-form__message--error" role="alert">
          {t('forms.failure')}
        </p>
      )}
    </SiteForm>
  )
}

function Intro({ attrs, headingId }: { attrs: DemoFormAttrs; headingId: string }) {
  return (
    <>
      {attrs.heading && <h2 id={headingId}>{attrs.heading}</h2>}
      {attrs.text && <p className="demo-form__text">{attrs.text}</p>}
    </>
  )
}

/**
 * Form B as SPEC §3 shows it: a dialog on exit intent, only while the campaign countdown runs and
 * if it was not closed in the last 2 hours; closing stores the time. It listens once.
 */
function DemoFormOnExitIntent({ attrs }: BlockProps<DemoFormAttrs>) {
  const campaign = useRunningCampaign()
  const facts = usePageFacts()
  const headingId = useId()
  const [open, setOpen] = useState(false)
  const [closed, setClosed] = useState(false)
  const endsAt = campaign?.endsAt ?? 0
  useExitIntent(
    Boolean(campaign) && !open && !closed,
    attrs.storageKey,
    () => {
      if (siteNow(facts) < endsAt) setOpen(true)
    },
    { first: true },
  )
  if (!open) return null
  const close = () => {
    rememberClosed(attrs.storageKey)
    setOpen(false)
    setClosed(true)
  }
  return (
    <Dialog open onClose={close} className="demo-form demo-form--dialog" aria-labelledby={headingId}>
      <div className="demo-form__body">
        <DialogClose />
        <Intro attrs={attrs} headingId={headingId} />
        <DemoFormBody attrs={attrs} />
      </div>
    </Dialog>
  )
}

/** Demo request forms A, B and C. */
export function DemoForm({ attrs }: BlockProps<DemoFormAttrs>) {
  const headingId = useId()
  if (attrs.variant === 'b' && attrs.display === 'exit-intent') return <DemoFormOnExitIntent attrs={attrs} />
  return (
    <section className="demo-form" aria-labelledby={attrs.heading ? headingId : undefined}>
      <Intro attrs={attrs} headingId={headingId} />
      <DemoFormBody attrs={attrs} />
    </section>
  )
}
