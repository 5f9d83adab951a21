import { useEffect, useId, useRef, useState, type FormEvent } from 'react'
import type { BlockProps } from '../define-block.ts'
import type { NewsletterAttrs } from './schema.ts'
import { useT } from '../../renderer/useT.ts'
import { Link } from '../../renderer/Link.tsx'
import { isEmail } from '../../content-schemas/form-rules.ts'
import { hasCookie, SITE_COOKIES } from '../../renderer/site-cookies.ts'
import { writeCookie } from '../../renderer/cookie-access.ts'
import { SiteForm, useFieldsAsPosted } from '../parts/forms/SiteForm.tsx'
import { useSubmission } from '../parts/forms/useSubmission.ts'
import { formValues } from '../parts/forms/form-values.ts'

/** SPEC §9: the invalid-email flag shows for 3 s; the archive form closes 4 s after subscribing. */
export const INVALID_EMAIL_MS = 3000
export const ARCHIVE_CLOSE_MS = 4000

/** The newsletter form (SPEC §3–§5, §8): default, sidebar (terms checkbox) and archive variants. */
export function Newsletter({ attrs }: BlockProps<NewsletterAttrs>) {
  const t = useT()
  const id = useId()
  const { state, send, notice } = useSubmission('newsletter')
  const asPosted = useFieldsAsPosted()
  // The fields are the DOM's (uncontrolled): what was typed or autofilled before hydration stays.
  // Until the island runs, the button is enabled and the browser itself requires the box.
  const [hydrated, setHydrated] = useState(false)
  const [agreed, setAgreed] = useState(false)
  const agree = useRef<HTMLInputElement>(null)
  const [invalid, setInvalid] = useState(notice?.outcome === 'invalid')
  const [closed, setClosed] = useState(false)
  const archive = attrs.variant === 'archive'

  useEffect(() => {
    if (archive && hasCookie(SITE_COOKIES.newsletterSubscribed)) setClosed(true)
  }, [archive])
  // A box ticked before hydration counts.
  useEffect(() => {
    setAgreed(agree.current?.checked ?? false)
    setHydrated(true)
  }, [])
  useEffect(() => {
    if (!invalid) return
    const timer = setTimeout(() => setInvalid(false), INVALID_EMAIL_MS)
    return () => clearTimeout(timer)
  }, [invalid])
  useEffect(() => {
    if (!archive || state !== 'success') return
    writeCookie(SITE_COOKIES.newsletterSubscribed, 'true')
    const timer = setTimeout(() => setClosed(true), ARCHIVE_CLOSE_MS)
    return () => clearTimeout(timer)
  }, [archive, state])

  if (closed) return null
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const form = event.currentTarget
    if (!isEmail(formValues(form).text('email'))) return setInvalid(true) // nothing is sent
    void send(form)
  }
  const label = state === 'loading' ? t('forms.sending') : invalid ? t('newsletter.invalid') : t('newsletter.subscribe')
  return (
    <section className={`newsletter newsletter--${attrs.variant}`} aria-labelledby={attrs.heading ? `${id}-heading` : undefined}>
      {attrs.heading && <h2 id={`${id}-heading`}>{attrs.heading}</h2>}
      {attrs.text && <p>{attrs.text}</p>}
      {state === 'success' ? (
        <p className="newsletter__message" role="status">
          {t('newsletter.success')}
        </p>
      ) : (
        <SiteForm kind="newsletter" className="newsletter__form" checksItself onSubmit={onSubmit}>
          {attrs.audience !== 'section' && <input type="hidden" name="audience" value={attrs.audience} />}
          <label className="visually-hidden" htmlFor={`${id}-email`}>
            {t('forms.email')}
          </label>
          <input
            id={`${id}-email`}
            type="email"
            name="email"
            required
            autoComplete="email"
            placeholder={t('forms.email')}
            {...asPosted.text('email')}
            aria-invalid={invalid || undefined}
          />
          <button type="submit" className="button button--primary" disabled={state === 'loading' || (hydrated && attrs.variant === 'sidebar' && !agreed)}>
            {label}
          </button>
          {attrs.variant === 'sidebar' && (
            <label className="newsletter__agree">
              <input ref={agree} type="checkbox" name="agree" required {...asPosted.checkbox('agree')} onChange={(event) => setAgreed(event.target.checked)} />{' '}
              <Link href={attrs.privacyHref}>{t('forms.agree')}</Link>
            </label>
          )}
          {state === 'failure' && (
            <p className="newsletter__message newsletter__message--error" role="alert">
              {t('forms.failure')}
            </p>
          )}
        </SiteForm>
      )}
    </section>
  )
}
