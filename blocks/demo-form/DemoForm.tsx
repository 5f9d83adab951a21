import { useEffect, useId, useRef, useState, type FormEvent } from 'react'
import type { BlockProps } from '../define-block.ts'
import type { DemoFormAttrs } from './schema.ts'
import { demoPayload, type DemoFields } from './demo-payload.ts'
import { Honeypot } from '../forms/Honeypot.tsx'
import { useSubmission } from '../forms/useSubmission.ts'
import { formValues } from '../forms/form-values.ts'
import { countryOptions } from '../forms/countries.ts'
import { useT } from '../../renderer/useT.ts'
import { Link } from '../../renderer/Link.tsx'
import { useLocale } from '../../renderer/LocaleContext.ts'
import { LOCALES } from '../../locales/locales.ts'
import { rememberClosed, useExitIntent } from '../../renderer/useExitIntent.ts'
import { useRunningCampaign } from '../../renderer/running-campaign.ts'

/** The success text shows this long before the visitor is taken to the demo. */
export const DEMO_REDIRECT_DELAY_MS = 1500

/** The fields and states of a demo request (SPEC §3–§5, §8). */
function DemoFormBody({ attrs }: BlockProps<DemoFormAttrs>) {
  const t = useT()
  const id = useId()
  const locale = useLocale()
  const { state, send, honeypot } = useSubmission(`demo-${attrs.variant}`)
  // Country names come from the browser after hydration (server and browser name lists may differ).
  const [countries, setCountries] = useState<{ code: string; name: string }[]>([])
  useEffect(() => {
    if (attrs.variant === 'b') setCountries(countryOptions(LOCALES[locale].iso))
  }, [attrs.variant, locale])

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    // The fields are the DOM's (uncontrolled): what was typed or autofilled before hydration stays.
    const form = formValues(event.currentTarget)
    const fields: DemoFields = {
      firstName: form.text('firstName'),
      lastName: form.text('lastName'),
      email: form.text('email'),
      phone: form.text('phone'),
      company: form.text('company'),
      country: form.text('country'),
      agree: form.checked('agree'),
    }
    const result = await send(demoPayload(attrs, fields))
    const target = attrs.redirectUrl ?? result?.redirectTo
    if (result?.ok && target) setTimeout(() => window.location.assign(target), DEMO_REDIRECT_DELAY_MS)
  }
  if (state === 'success') {
    return (
      <p className="demo-form__message" role="status">
        {t('demoForm.success')}
      </p>
    )
  }
  const field = (key: 'firstName' | 'lastName' | 'email' | 'phone' | 'company', label: string, type: string, required: boolean, autoComplete: string) => (
    <p className="demo-form__field">
      <label htmlFor={`${id}-${key}`}>{label}</label>
      <input id={`${id}-${key}`} name={key} type={type} required={required} autoComplete={autoComplete} />
    </p>
  )
  return (
    <form className="demo-form__form" onSubmit={(event) => void onSubmit(event)}>
      <Honeypot inputRef={honeypot} />
      {field('firstName', t('forms.firstName'), 'text', true, 'given-name')}
      {field('lastName', t('forms.lastName'), 'text', false, 'family-name')}
      {field('email', t('forms.email'), 'email', true, 'email')}
      {attrs.variant === 'b' && (
        <>
          {field('phone', t('forms.phone'), 'tel', false, 'tel')}
          {field('company', t('forms.company'), 'text', false, 'organization')}
          <p className="demo-form__field">
            <label htmlFor={`${id}-country`}>{t('forms.country')}</label>
            <select id={`${id}-country`} name="country" required defaultValue="">
              <option value="">{t('forms.chooseCountry')}</option>
              {countries.map((c) => (
                <option key={c.code} value={c.code}>
                  {c.name}
                </option>
              ))}
            </select>
          </p>
        </>
      )}
      <p className="demo-form__agree">
        <input id={`${id}-agree`} name="agree" type="checkbox" required />{' '}
        <label htmlFor={`${id}-agree`}>{t('forms.agree')}</label> <Link href={attrs.privacyHref}>↗</Link>
      </p>
      <button type="submit" className="button button--primary" disabled={state === 'loading'}>
        {state === 'loading' ? t('forms.sending') : t('demoForm.submit')}
      </button>
      {state === 'failure' && (
        <p className="demo-form__message demo-form__message--error" role="alert">
          {t('forms.failure')}
        </p>
      )}
    </form>
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
  const t = useT()
  const headingId = useId()
  const dialog = useRef<HTMLDialogElement>(null)
  const [open, setOpen] = useState(false)
  const [closed, setClosed] = useState(false)
  const endsAt = campaign?.endsAt ?? 0
  useExitIntent(
    Boolean(campaign) && !open && !closed,
    attrs.storageKey,
    () => {
      if (Date.now() < endsAt) setOpen(true)
    },
    { first: true },
  )
  useEffect(() => {
    if (open && dialog.current && !dialog.current.open) dialog.current.showModal()
  }, [open])
  if (!open) return null
  const close = () => {
    rememberClosed(attrs.storageKey)
    dialog.current?.close()
    setOpen(false)
    setClosed(true)
  }
  return (
    <dialog ref={dialog} className="demo-form demo-form--dialog" aria-labelledby={headingId} onCancel={close} onClick={(e) => e.target === dialog.current && close()}>
      <div className="demo-form__body">
        <button type="button" className="demo-modal__close" aria-label={t('common.close')} onClick={close}>
          ×
        </button>
        <Intro attrs={attrs} headingId={headingId} />
        <DemoFormBody attrs={attrs} />
      </div>
    </dialog>
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
