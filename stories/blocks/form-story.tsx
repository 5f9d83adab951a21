import { createElement } from 'react'
import { z } from 'zod'
import type { BlockDefinition } from '../../blocks/define-block.ts'
import { Island } from '../../renderer/islands/Island.tsx'
import { pageFactsOf } from '../../renderer/usePageFacts.ts'
import { renderIslandHtml } from '../../renderer/islands/island-html.ts'
import { postedValues } from '../../server/forms/posted-values.ts'
import { FORM_RESULT_STATUS } from '../../server/forms/result-status.ts'
import { stubFetch } from '../stub-fetch.ts'
import { formNoticeSchema, formSubmissionSchemas, type FormKind, type FormNotice, type FormResult } from '../../content-schemas/forms.ts'
import { englishMessages } from '../../locales/english.ts'
import { blockAttrs, type BlockArgs } from './block-story.tsx'

/** The island id the page's resolver gives the first block of a page (blocks/markup/resolve-blocks.ts): the form's key. */
const FORM_KEY = 'b-0-'

/** The facts of the page an island of these stories sits on. */
const pageFacts = pageFactsOf(undefined, { locale: 'en', renderedAt: 0 })

/** Any id: the schema wants one, and a refused post is refused for its fields, not for its id. */
const SUBMISSION_ID = '00000000-0000-4000-8000-000000000000'

/**
 * The notice the server hands a form after a post without JavaScript (server/api/forms.ts): the
 * outcome, what the visitor typed, and, for a refused post, the fields the kind's schema refuses.
 */
export function postedNotice(kind: FormKind, outcome: FormNotice['outcome'], posted: Record<string, string>): FormNotice {
  const refused = formSubmissionSchemas[kind].safeParse({ submissionId: SUBMISSION_ID, ...postedValues(kind, posted) })
  const invalid = outcome === 'invalid' && !refused.success ? [...new Set(refused.error.issues.map((issue) => String(issue.path[0])))] : []
  if (outcome === 'invalid' && invalid.length === 0) throw new Error(`${kind}: the schema accepts this post, so the server would not refuse it`)
  return formNoticeSchema.parse({ form: FORM_KEY, kind, outcome, values: posted, invalid })
}

/**
 * A story's render for the page the server answers a post without JavaScript with
 * (server/forms/form-notice-page.ts): the block as an island, its server HTML rendered inside the
 * notice (renderer/islands/island-html.ts, IslandFormContext), not hydrated, as the visitor sees it.
 */
export function postedWithoutScript<S extends z.ZodType, D>(
  definition: Pick<BlockDefinition<S, D>, 'name' | 'attrs' | 'Component' | 'hydrate'>,
  notice: (attrs: z.output<S>) => FormNotice,
) {
  return (args: BlockArgs) => {
    const attrs = blockAttrs(definition, args)
    if (!attrs.ok) throw new Error(`${definition.name}: ${attrs.problem}`)
    const facts = { ...pageFacts, formNotice: notice(attrs.attrs) }
    const html = renderIslandHtml({ name: definition.name, id: FORM_KEY }, createElement(definition.Component, { attrs: attrs.attrs }), facts, englishMessages)
    return <Island island={{ name: definition.name, id: FORM_KEY, when: definition.hydrate ?? 'visible', props: { attrs: attrs.attrs, children: [] }, html }} />
  }
}

/** What the stubbed forms API does with a post: answer as the site's server does, or never (the form stays 'Sending...'). */
type Answer = { result: FormResult } | 'never'

/**
 * A story's beforeEach: the page's fetch of `/api/forms/…` answered by a stand-in for the site's
 * server (Storybook has none), every post recorded; the real fetch back at the story's cleanup.
 */
export function stubFormsApi(answer: Answer, posts: URLSearchParams[] = []) {
  return stubFetch((url, init) => {
    if (!url.pathname.startsWith('/api/forms/')) return undefined
    posts.push(new URLSearchParams(init?.body as URLSearchParams))
    if (answer === 'never') return new Promise<Response>(() => {})
    return Promise.resolve(Response.json(answer.result, { status: FORM_RESULT_STATUS[answer.result.status] }))
  })
}

/**
 * A story's beforeEach: the component's timers of `ms` never fire, so a timed state (the
 * newsletter's 3 s invalid flag) stays for the screenshot taken after the play; restored at cleanup.
 */
export function holdTimers(ms: number) {
  return () => {
    const real = window.setTimeout
    window.setTimeout = ((handler: TimerHandler, timeout?: number, ...rest: unknown[]) =>
      timeout === ms ? -1 : real(handler, timeout, ...rest)) as typeof window.setTimeout
    return () => {
      window.setTimeout = real
    }
  }
}
