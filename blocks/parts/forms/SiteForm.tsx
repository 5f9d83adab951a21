import { useEffect, useRef, type FormEvent, type ReactNode } from 'react'
import type { FormKind } from '../../../content-schemas/forms.ts'
import { FORM_KEY_FIELD } from '../../../content-schemas/form-rules.ts'
import { formAnchor, useIslandForm } from '../../../renderer/islands/island-form.ts'
import { useT } from '../../../renderer/useT.ts'
import { Honeypot } from './Honeypot.tsx'

/**
 * A site form as the browser can send it alone: `POST /api/forms/{kind}` with named fields, its
 * key (which form of the page it is) and the hidden field bots fill in. The server answers such a
 * post with a 303 back to this form (server/forms/form-notice.ts); the island, once it runs,
 * sends the same fields itself (blocks/parts/forms/useSubmission.ts).
 *
 * `checksItself`: once hydrated the island shows its own message for an invalid field (the
 * newsletter's 'Is that an email?'), so the browser's check is turned off then, and only then.
 */
export function SiteForm({
  kind,
  className,
  checksItself = false,
  onSubmit,
  children,
}: {
  kind: FormKind
  className: string
  checksItself?: boolean
  onSubmit: (event: FormEvent<HTMLFormElement>) => void
  children: ReactNode
}) {
  const { key } = useIslandForm()
  const form = useRef<HTMLFormElement>(null)
  useEffect(() => {
    if (checksItself && form.current) form.current.noValidate = true
  }, [checksItself])
  return (
    <form ref={form} id={key ? formAnchor(key) : undefined} className={className} method="post" action={`/api/forms/${kind}`} onSubmit={onSubmit}>
      {key && <input type="hidden" name={FORM_KEY_FIELD} value={key} />}
      <Honeypot />
      {children}
    </form>
  )
}

/**
 * The props that show a field as the server left it after a post without JavaScript: what was
 * typed, and whether it was refused. Nothing before such a post.
 */
export function useFieldsAsPosted() {
  const { notice } = useIslandForm()
  return {
    text: (name: string) => ({ defaultValue: notice?.values[name], 'aria-invalid': notice?.invalid.includes(name) || undefined }),
    checkbox: (name: string) => ({
      defaultChecked: notice ? notice.values[name] !== undefined : undefined,
      'aria-invalid': notice?.invalid.includes(name) || undefined,
    }),
  }
}

/** The fields the server refused in a post without JavaScript, named by their labels (`labels`: field name → label). */
export function RefusedFields({ labels, className }: { labels: Record<string, string>; className: string }) {
  const t = useT()
  const { notice } = useIslandForm()
  if (notice?.outcome !== 'invalid') return null
  const named = notice.invalid.map((name) => labels[name] ?? name)
  return (
    <p className={className} role="alert">
      {t('forms.invalidFields', { fields: named.join(', ') })}
    </p>
  )
}
