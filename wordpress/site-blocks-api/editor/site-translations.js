/**
 * The Language panel of the block editor's document settings, written against the editor's own
 * globals (no build step): the item's language (the `_site_lang` meta, saved with the post) and its
 * translations, the items of the same type at the same path in the other languages
 * (GET site/v1/translations/{id}), each with its editor, or a button that creates it as a draft copy
 * (POST site/v1/translations/{id}) and opens it.
 */
;(function (wp, config) {
  'use strict'

  if (!wp || !wp.plugins || !wp.editPost || !wp.editPost.PluginDocumentSettingPanel || !config) return

  var el = wp.element.createElement
  var useState = wp.element.useState
  var useEffect = wp.element.useEffect
  var useSelect = wp.data.useSelect
  var useDispatch = wp.data.useDispatch
  var __ = wp.i18n.__
  var sprintf = wp.i18n.sprintf
  var components = wp.components

  var META = '_site_lang'
  var LANGS = Object.keys(config.languages)

  function errorText(error) {
    return (error && error.message) || String(error)
  }

  /** One other language: its translation (title, status, Edit) or the button that creates it. */
  function TranslationRow(props) {
    var lang = props.lang
    var item = props.item
    var name = config.languages[lang]
    var body
    if (item) {
      body = [
        el('span', { key: 'title', className: 'site-translations__title' }, item.title || __('(no title)', 'site-blocks-api')),
        el('span', { key: 'status', className: 'site-translations__status' }, ' — ' + item.statusLabel + ' '),
        item.editLink
          ? el(
              'a',
              { key: 'edit', href: item.editLink, 'aria-label': sprintf(__('Edit the %s translation', 'site-blocks-api'), name) },
              __('Edit', 'site-blocks-api'),
            )
          : null,
      ]
    } else {
      body = el(
        components.Button,
        {
          variant: 'secondary',
          isSmall: true,
          isBusy: props.creating,
          disabled: props.disabled,
          onClick: props.onCreate,
          'aria-label': sprintf(__('Create translation: %s', 'site-blocks-api'), name),
        },
        __('Create translation', 'site-blocks-api'),
      )
    }
    return el(
      'div',
      { className: 'site-translations__row', 'data-lang': lang, style: { margin: '8px 0' } },
      el('strong', { style: { display: 'block' } }, name),
      body,
    )
  }

  function LanguagePanel() {
    var post = useSelect(function (select) {
      var editor = select('core/editor')
      var saved = editor.getCurrentPost() || {}
      var meta = editor.getEditedPostAttribute('meta')
      return {
        id: editor.getCurrentPostId(),
        isNew: editor.isEditedPostNew(),
        meta: meta,
        lang: (meta && meta[META]) || config.default,
        // What the group depends on, as saved: the panel asks again when one changes.
        savedKey: [saved.slug, saved.parent, saved.status, saved.meta && saved.meta[META]].join('|'),
      }
    }, [])
    var editPost = useDispatch('core/editor').editPost
    var group = useState(null)
    var error = useState('')
    var creating = useState('')

    useEffect(
      function () {
        if (post.isNew || !post.id) return undefined
        var current = true
        wp.apiFetch({ path: '/site/v1/translations/' + post.id }).then(
          function (answer) {
            if (current) {
              group[1](answer)
              error[1]('')
            }
          },
          function (failure) {
            if (current) error[1](sprintf(__('The translations could not be read: %s', 'site-blocks-api'), errorText(failure)))
          },
        )
        return function () {
          current = false
        }
      },
      [post.id, post.isNew, post.savedKey],
    )

    function create(lang) {
      creating[1](lang)
      error[1]('')
      // The copy is made of what is saved: unsaved edits are saved first (and nothing prompts on leaving).
      var editor = wp.data.select('core/editor')
      var saved = editor.isEditedPostDirty() ? Promise.resolve(wp.data.dispatch('core/editor').savePost()) : Promise.resolve()
      saved
        .then(function () {
          if (editor.isEditedPostDirty()) {
            throw new Error(__('Save this item first: its translation copies what is saved.', 'site-blocks-api'))
          }
          return wp.apiFetch({ path: '/site/v1/translations/' + post.id, method: 'POST', data: { lang: lang } })
        })
        .then(
          function (answer) {
            window.location.href = answer.editLink
          },
          function (failure) {
            creating[1]('')
            error[1](errorText(failure))
          },
        )
    }

    var answer = group[0]
    var savedLang = answer ? answer.lang : post.lang
    // A language chosen (not yet saved) that already has this page: two items would share a path.
    var taken = answer && post.lang !== savedLang && answer.translations[post.lang]

    var rows
    if (!post.isNew && !answer) {
      rows = error[0] ? null : el(components.Spinner)
    } else {
      // A new item (an auto-draft) has nothing saved to copy yet: its buttons wait, with a hint.
      rows = LANGS.filter(function (lang) {
        return lang !== savedLang
      }).map(function (lang) {
        return el(TranslationRow, {
          key: lang,
          lang: lang,
          item: answer ? answer.translations[lang] : null,
          creating: creating[0] === lang,
          disabled: post.isNew || creating[0] !== '',
          onCreate: function () {
            create(lang)
          },
        })
      })
      if (post.isNew) {
        rows.push(
          el('p', { key: 'hint', className: 'site-translations__hint' }, __('Save a draft first: a translation starts as a copy of it.', 'site-blocks-api')),
        )
      }
    }

    return el(
      wp.editPost.PluginDocumentSettingPanel,
      { name: 'site-translations', title: __('Language', 'site-blocks-api'), className: 'site-translations' },
      post.meta
        ? el(components.SelectControl, {
            label: __('Language', 'site-blocks-api'),
            hideLabelFromVision: true, // the panel's title says it
            value: post.lang,
            options: LANGS.map(function (lang) {
              return { value: lang, label: config.languages[lang] }
            }),
            onChange: function (lang) {
              var meta = {}
              meta[META] = lang
              editPost({ meta: meta })
            },
          })
        : el('p', null, config.languages[post.lang]),
      taken
        ? el(
            components.Notice,
            { status: 'warning', isDismissible: false },
            sprintf(
              __('This item already has a %1$s translation (“%2$s”): two items of one language at one path, and the site shows only one.', 'site-blocks-api'),
              config.languages[post.lang],
              taken.title,
            ),
          )
        : null,
      el('h3', { style: { margin: '16px 0 4px', fontSize: '13px' } }, __('Translations', 'site-blocks-api')),
      rows,
      error[0] ? el(components.Notice, { status: 'error', isDismissible: false }, error[0]) : null,
    )
  }

  wp.plugins.registerPlugin('site-translations', { render: LanguagePanel, icon: 'translation' })
})(window.wp, window.siteTranslations)
