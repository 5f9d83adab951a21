import { useEffect, useId, useRef, type FormEvent } from 'react'
import type { BlockProps } from '../define-block.ts'
import type { WebinarRegistrationAttrs } from './schema.ts'
import { preselectedWebinar } from './preselected-webinar.ts'
import { SiteForm, RefusedFields, useFieldsAsPosted } from '../parts/forms/SiteForm.tsx'
import { useSubmission } from '../parts/forms/useSubmission.ts'
import { useT } from '../../renderer/useT.ts'
import { useLocale } from '../../renderer/LocaleContext.ts'
import { Link } from '../../renderer/Link.tsx'
import { formatUtcDateTime } from '../../renderer/format-date.ts'

/** The registration's visible fields, named as its submission schema names them (content-schemas/forms.ts). */
type WebinarField = 'webinar' | 'first_name' | 'last_name' | 'email' | 'agree'

/** Registration for a webinar (SPEC §4 form states): stored by the site's server, then sent to the forms service. */
export function WebinarRegistration({ attrs }: BlockProps<WebinarRegistrationAttrs>) {
  const t = useT()
  const id = useId()
  const locale = useLocale()
  const { state, send } = useSubmission('webinar')
  const asPosted = useFieldsAsPosted()
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
    void send(event.currentTarget)
  }
  const labels: Record<WebinarField, string> = {
    webinar: t('webinar.choose'),
    first_name: t('forms.firstName'),
    last_name: t('forms.lastName'),
    email: t('forms.email'),
    agree: t('forms.agree'),
  }
  const input = (name: 'first_name' | 'last_name' | 'email', type: string, required: boolean, autoComplete: string) => (
    <p className="webinar-registration__field">
      <label htmlFor={`${id}-${name}`}>{labels[name]}</label>
      <input id={`${id}-${name}`} name={name} type={type} required={required} autoComplete={autoComplete} {...asPosted.text(name)} />
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
        <SiteForm kind="webinar" className="webinar-registration__form" onSubmit={onSubmit}>
          <input type="hidden" name="formId" value={attrs.formId} />
          <p className="webinar-registration__field webinar-registration__field--wide">
            <label htmlFor={`${id}-webinar`}>{labels.webinar}</label>
            <select ref={webinar} id={`${id}-webinar`} name="webinar" required defaultValue={asPosted.text('webinar').defaultValue ?? first}>
              {attrs.webinars.map((webinar) => (
                <option key={webinar.slug} value={webinar.slug}>
                  {webinar.title} · {formatUtcDateTime(webinar.startsAt, locale, 'short')}
                </option>
              ))}
            </select>
          </p>
          {input('first_name', 'text', true, 'given-name')}
          {input('last_name', 'text', false, 'family-name')}
          {input('email', 'email', true, 'email')}
          <p className="webinar-registration__agree">
            <input id={`${id}-agree`} name="agree" type="checkbox" required {...asPosted.checkbox('agree')} />{' '}
            <label htmlFor={`${id}-agree`}>{labels.agree}</label> <Link href={attrs.privacyHref}>↗</Link>
          </p>
          <button type="submit" className="button button--primary" disabled={state === 'loading'}>
            {state === 'loading' ? t('forms.sending') : t('webinar.submit')}
          </button>
          <RefusedFields className="webinar-registration__message webinar-registration__message--error" labels={labels} />
          {state === 'failure' && (
            <p className="webinar-registration__message webinar-registration__message--error" role="alert">
              {t('forms.failure')}
            </p>
          )}
        </SiteForm>
      )}
    </section>
  )
}
