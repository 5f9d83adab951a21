import { useEffect, useRef, useState, type KeyboardEvent } from 'react'
import { Link } from '../../renderer/Link.tsx'
import { useLocale } from '../../renderer/LocaleContext.ts'
import { useT } from '../../renderer/useT.ts'
import type { MessageId } from '../../locales/messages.ts'
import { SEARCH_CRITERIA, SEARCH_DEBOUNCE_MS, searchState } from '../../renderer/search-rules.ts'
import type { DocsSearchHit } from '../shared/search-docs.ts'

/** SPEC §4 search states: nothing typed yet, a message, waiting for the answer, the results. */
type SearchView = { kind: 'empty' } | { kind: 'message'; message: MessageId } | { kind: 'loading' } | { kind: 'results'; results: DocsSearchHit[] }

/**
 * The docs search box (SPEC §4, §5, §9): closed or open; Escape or a click on the backdrop closes
 * it. 500 ms after typing stops the keyword is checked (nothing typed, under 3 characters) and
 * searched; an answer to an older keystroke is dropped. Arrow keys move through the results.
 */
export function DocsSearchBox({ scope }: { scope?: number }) {
  const t = useT()
  const locale = useLocale()
  const [open, setOpen] = useState(false)
  const [keyword, setKeyword] = useState<string | null>(null)
  const [view, setView] = useState<SearchView>({ kind: 'empty' })
  // Every keystroke makes the answers in flight stale.
  const generation = useRef(0)
  const results = useRef<HTMLUListElement>(null)

  useEffect(() => {
    if (!open || keyword === null) return
    const timer = setTimeout(() => {
      const state = searchState(keyword)!
      if (state.message) return setView({ kind: 'message', message: state.message })
      const asked = generation.current
      setView({ kind: 'loading' })
      const params = new URLSearchParams({ keyword: state.query, criteria: String(SEARCH_CRITERIA), lang: locale, ...(scope ? { in: String(scope) } : {}) })
      fetch(`/api/docs/search?${params}`)
        .then((response) => (response.ok ? (response.json() as Promise<DocsSearchHit[]>) : Promise.reject(new Error(`HTTP ${response.status}`))))
        .then(
          (hits) => asked === generation.current && setView(hits.length ? { kind: 'results', results: hits } : { kind: 'message', message: 'search.nothing' }),
          () => asked === generation.current && setView({ kind: 'message', message: 'docs.searchFailed' }),
        )
    }, SEARCH_DEBOUNCE_MS)
    return () => clearTimeout(timer)
  }, [keyword, open, locale, scope])

  useEffect(() => {
    if (!open) return
    const onKey = (event: globalThis.KeyboardEvent) => event.key === 'Escape' && setOpen(false)
    document.addEventListener('keydown', onKey)
    return () => document.removeEventListener('keydown', onKey)
  }, [open])

  /** ArrowDown/ArrowUp from the field or a result: the next or previous result. */
  const move = (event: KeyboardEvent) => {
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return
    const links = [...(results.current?.querySelectorAll('a') ?? [])]
    if (!links.length) return
    event.preventDefault()
    const at = links.indexOf(document.activeElement as HTMLAnchorElement)
    const next = event.key === 'ArrowDown' ? Math.min(at + 1, links.length - 1) : at - 1
    if (next < 0) (event.currentTarget.closest('.docs-search__panel')?.querySelector('input') as HTMLInputElement | null)?.focus()
    else links[next]?.focus()
  }

  return (
    <div className="docs-search">
      <button type="button" className="docs-search__open" onClick={() => setOpen(true)}>
        {t('docs.searchOpen')}
      </button>
      {open && (
        <>
          {/* eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions -- a click on the backdrop closes, for a pointer; the keyboard's way is Escape (the document's listener above) */}
          <div className="docs-search__backdrop" data-testid="docs-search-backdrop" onClick={() => setOpen(false)} />
          {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- the arrow keys move through the results from anywhere in the panel */}
          <div className="docs-search__panel" role="dialog" aria-modal="true" aria-label={t('docs.searchOpen')} onKeyDown={move}>
            <input
              type="search"
              className="docs-search__input"
              aria-label={t('docs.searchLabel')}
              placeholder={t('docs.searchLabel')}
              // eslint-disable-next-line jsx-a11y/no-autofocus -- the visitor opened this search panel to type in it
              autoFocus
              value={keyword ?? ''}
              onChange={(event) => {
                generation.current++
                setKeyword(event.target.value)
              }}
            />
            <button type="button" className="docs-search__close" onClick={() => setOpen(false)}>
              {t('docs.searchClose')}
            </button>
            <div className="docs-search__state" aria-live="polite">
              {view.kind === 'message' && <p className="docs-search__message">{t(view.message)}</p>}
              {view.kind === 'loading' && <p className="docs-search__loading">{t('docs.searching')}</p>}
              {view.kind === 'results' && (
                <ul className="docs-search__results" ref={results}>
                  {view.results.map((hit) => (
                    <li key={hit.id}>
                      <Link href={hit.path}>{hit.title}</Link>
                    </li>
                  ))}
                </ul>
              )}
            </div>
          </div>
        </>
      )}
    </div>
  )
}
