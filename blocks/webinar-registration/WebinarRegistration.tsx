import { useEffect, useId, useRef, type FormEvent } from 'react'
import type { BlockProps } from '../define-block.ts'
import type { WebinarRegistrationAttrs } from './schema.ts'
import { preselectedWebinar, webinarPayload, type WebinarFields } from './webinar-payload.ts'
import { Honeypot } from '../forms/Honeypot.tsx'
import { useSubmission } from '../forms/useSubmission.ts'
import { formValues } from '../forms/form-values.ts'
import { useT } from '../../renderer/useT.ts'
import { useLocale } from '../../renderer/LocaleContext.ts'
import { Link } from '../../renderer/Link.tsx'
import { formatUtcDateTime } from '../../renderer/format-date.ts'

/** Registration for a webinar (SPEC §4 form states): stored by the site's server, then sent to the forms service. */
export function WebinarRegistration({ attrs }: BlockProps<WebinarRegistrationAttrs>) {
  const t = useT()
  const id = useId()
  const locale = useLocale()
  const { state, send, honeypot } = useSubmission('webinar')
  const webinar = useRef<HTMLSelectElement>(null)
  const first = attrs.webinars[0]!.slug

  // A link from the webinar list names the webinar in the query; read after hydration, unless the
  // visitor chose one already.
  useEffect(() => {
    const slug = preselectedWebinar(window.location.search, attrs.webinars)
    if (slug && webinar.current && webinar.current.value === first) webinar.current.value = slug
  }, [attrs.webinars, first])

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    // The fields are the DOM's (uncontrolled): what was typed or autofilled before hydration stays.
    const form = formValues(event.currentTarget)
    const fields: WebinarFields = { webinar: form.text('webinar'), firstName: form.text('firstName'), lastName: form.text('lastName'), email: form.text('email'), agree: form.checked('agree') }
    void send(webinarPayload(attrs, fields))
  }
  const input = (key: 'firstName' | 'lastName' | 'email', label: string, type: string, required: boolean, autoComplete: string) => (
    <p className="webinar-registration__field">
      <label htmlFor={`${id}-${key}`}>{label}</label>
      <input id={`${id}-${key}`} name={key} type={type} required={required} autoComplete={autoComplete} />
    </p>
  )
  return (
    <section className="webinar-registration" aria-labelledby={attrs.heading ? `${id}-heading` : undefined}>
      {attrs.heading && <h2 id={`${id}-heading`}>{attrs.heading}</h2>}
      {attrs.text && <p className="webinar-registration__text">{attrs.text}</p>}
      {state === 'success' ? (
        <p className="webinar-registration__message" role="status">
          {t('webinar.success')}
        </p>
      ) : (
        <form className="webinar-registration__form" onSubmit={onSubmit}>
          <Honeypot inputRef={honeypot} />
          <p className="webinar-registration__field webinar-registration__field--wide">
            <label htmlFor={`${id}-webinar`}>{t('webinar.choose')}</label>
            <select ref={webinar} id={`${id}-webinar`} name="webinar" required defaultValue={first}>
              {attrs.webinars.map((webinar) => (
                <option key={webinar.slug} value={webinar.slug}>
                  {webinar.title} · {formatUtcDateTime(webinar.startsAt, locale, 'short')}
                </option>
              ))}
            </select>
          </p>
          {input('firstName', t('forms.firstName'), 'text', true, 'given-name')}
          {input('lastName', t('forms.lastName'), 'text', false, 'family-name')}
          {input('email', t('forms.email'), 'email', true, 'email')}
          <p className="webinar-registration__agree">
            <input id={`${id}-agree`} name="agree" type="checkbox" required />{' '}
            <label htmlFor={`${id}-agree`}>{t('forms.agree')}</label> <Link href={attrs.privacyHref}>↗</Link>
          </p>
          <button type="submit" className="button button--primary" disabled={state === 'loading'}>
            {state === 'loading' ? t('forms.sending') : t('webinar.submit')}
          </button>
          {state === 'failure' && (
            <p className="webinar-registration__message webinar-registration__message--error" role="alert">
              {t('forms.failure')}
            </p>
          )}
        </form>
      )}
    </section>
  )
}
