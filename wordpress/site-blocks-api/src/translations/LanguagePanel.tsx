import { useEffect, useState } from '@wordpress/element'
import { __, sprintf } from '@wordpress/i18n'
import apiFetch from '@wordpress/api-fetch'
import { dispatch, select, useDispatch, useSelect } from '@wordpress/data'
import { Notice, SelectControl, Spinner } from '@wordpress/components'
import { PluginDocumentSettingPanel } from '../editor-slots.ts'
import type { TranslationsConfig } from './translations-config.ts'
import { TranslationRow, type Translation } from './TranslationRow.tsx'
import { OutdatedNotice, type TranslationSource } from './OutdatedNotice.tsx'
import { normalizeError } from '../../../../renderer/normalize-error.ts'

/** GET site/v1/translations/{id}: the item's saved language, its translations by language and the source it was made from. */
interface TranslationGroup {
  lang: string
  translations: Record<string, Translation | undefined>
  source: TranslationSource | null
}

/**
 * The Language panel of the document settings: the item's language (the `_site_lang` meta, saved
 * with the post) and its translations, the items of the same type at the same path in the other
 * languages, each with its editor, or a button that creates it as a draft copy
 * (POST site/v1/translations/{id}) and opens it. A translation whose source changed since it was
 * made says so, until it is marked up to date (POST site/v1/translations/{id}/up-to-date).
 */
export function languagePanel(config: TranslationsConfig) {
  const langs = Object.keys(config.languages)
  return function LanguagePanel() {
    const post = useSelect((selectFrom) => {
      const editor = selectFrom('core/editor')
      const saved = editor.getCurrentPost() ?? {}
      const meta = editor.getEditedPostAttribute('meta')
      const lang = meta?.[config.meta]
      return {
        id: editor.getCurrentPostId() ?? 0,
        isNew: editor.isEditedPostNew(),
        hasMeta: Boolean(meta),
        lang: typeof lang === 'string' && lang ? lang : config.default,
        // What the group depends on, as saved: the panel asks again when one changes (and after every
        // save: a saved source may have outdated its translations, or brought them back).
        savedKey: [saved.slug, saved.parent, saved.status, saved.meta?.[config.meta], saved.modified].join('|'),
      }
    }, [])
    const { editPost } = useDispatch('core/editor')
    const [group, setGroup] = useState<TranslationGroup | null>(null)
    const [error, setError] = useState('')
    const [creating, setCreating] = useState('')
    const [marking, setMarking] = useState(false)

    useEffect(() => {
      if (post.isNew || !post.id) return undefined
      let current = true
      apiFetch<TranslationGroup>({ path: `/site/v1/translations/${post.id}` }).then(
        (answer) => {
          if (!current) return
          setGroup(answer)
          setError('')
        },
        (failure: unknown) => {
          if (current) setError(sprintf(__('The translations could not be read: %s', 'site-blocks-api'), normalizeError(failure).message))
        },
      )
      return () => {
        current = false
      }
    }, [post.id, post.isNew, post.savedKey])

    const create = async (lang: string) => {
      setCreating(lang)
      setError('')
      try {
        // The copy is made of what is saved: unsaved edits are saved first (and nothing prompts on leaving).
        if (select('core/editor').isEditedPostDirty()) await dispatch('core/editor').savePost()
        if (select('core/editor').isEditedPostDirty()) throw new Error(__('Save this item first: its translation copies what is saved.', 'site-blocks-api'))
        const answer = await apiFetch<{ editLink: string }>({ path: `/site/v1/translations/${post.id}`, method: 'POST', data: { lang } })
        window.location.href = answer.editLink
      } catch (failure) {
        setCreating('')
        setError(normalizeError(failure).message)
      }
    }

    const markUpToDate = async () => {
      setMarking(true)
      setError('')
      try {
        setGroup(await apiFetch<TranslationGroup>({ path: `/site/v1/translations/${post.id}/up-to-date`, method: 'POST' }))
      } catch (failure) {
        setError(normalizeError(failure).message)
      } finally {
        setMarking(false)
      }
    }

    const savedLang = group ? group.lang : post.lang
    // A language chosen (not yet saved) that already has this page: two items would share a path.
    const taken = group && post.lang !== savedLang ? group.translations[post.lang] : undefined
    const source = group?.source

    let rows
    if (!post.isNew && !group) {
      rows = error ? null : <Spinner />
    } else {
      // A new item (an auto-draft) has nothing saved to copy yet: its buttons wait, with a hint.
      rows = (
        <>
          {langs
            .filter((lang) => lang !== savedLang)
            .map((lang) => (
              <TranslationRow
                key={lang}
                lang={lang}
                name={config.languages[lang] ?? lang}
                item={group?.translations[lang] ?? null}
                creating={creating === lang}
                disabled={post.isNew || creating !== ''}
                onCreate={() => void create(lang)}
              />
            ))}
          {post.isNew ? <p className="site-translations__hint">{__('Save a draft first: a translation starts as a copy of it.', 'site-blocks-api')}</p> : null}
        </>
      )
    }

    if (!PluginDocumentSettingPanel) return null
    return (
      <PluginDocumentSettingPanel name="site-translations" title={__('Language', 'site-blocks-api')} className="site-translations">
        {post.hasMeta ? (
          <SelectControl
            __nextHasNoMarginBottom
            __next40pxDefaultSize
            label={__('Language', 'site-blocks-api')}
            hideLabelFromVision // the panel's title says it
            value={post.lang}
            options={langs.map((lang) => ({ value: lang, label: config.languages[lang] ?? lang }))}
            onChange={(lang) => editPost({ meta: { [config.meta]: lang } })}
          />
        ) : (
          <p>{config.languages[post.lang]}</p>
        )}
        {source?.outdatedSince ? (
          <OutdatedNotice
            since={source.outdatedSince}
            compareUrl={source.compareUrl}
            sourceName={config.languages[source.lang] ?? source.lang}
            busy={marking}
            onMarkUpToDate={() => void markUpToDate()}
          />
        ) : null}
        {taken ? (
          <Notice status="warning" isDismissible={false}>
            {sprintf(
              __('This item already has a %1$s translation (“%2$s”): two items of one language at one path, and the site shows only one.', 'site-blocks-api'),
              config.languages[post.lang] ?? post.lang,
              taken.title,
            )}
          </Notice>
        ) : null}
        <h3 style={{ margin: '16px 0 4px', fontSize: '13px' }}>{__('Translations', 'site-blocks-api')}</h3>
        {rows}
        {error ? (
          <Notice status="error" isDismissible={false}>
            {error}
          </Notice>
        ) : null}
      </PluginDocumentSettingPanel>
    )
  }
}
