/**
 * The site's blocks in the block editor, written against the editor's own globals (no build step).
 *
 * Each block is registered from its generated block.json (window.siteBlocksEditor.blocks):
 * - the inspector is generated from the attribute schema (text, numbers, toggles, selects for enums,
 *   links, dates, images from the media library, repeatable lists with add, remove and reorder);
 * - the canvas shows the site's own rendering of the block, refreshed as attributes change;
 * - the block saves nothing but its comment, which holds every attribute (the site's contract).
 */
;(function (wp, config) {
  'use strict'

  var el = wp.element.createElement
  var Fragment = wp.element.Fragment
  var useState = wp.element.useState
  var useEffect = wp.element.useEffect
  var useRef = wp.element.useRef
  var __ = wp.i18n.__
  var sprintf = wp.i18n.sprintf
  var components = wp.components
  var blockEditor = wp.blockEditor

  var PREVIEW_DELAY_MS = 400

  /* ---------- schema helpers ---------- */

  function typesOf(schema) {
    if (!schema || schema.type === undefined) return []
    return Array.isArray(schema.type) ? schema.type : [schema.type]
  }

  function isType(schema, type) {
    return typesOf(schema).indexOf(type) !== -1
  }

  function clone(value) {
    return value === undefined ? undefined : JSON.parse(JSON.stringify(value))
  }

  /** `value` with the schema's defaults filled in, recursively (a new item, a new block). */
  function withDefaults(schema, value) {
    if (value === undefined && schema && schema.default !== undefined) value = clone(schema.default)
    if (isType(schema, 'object') && schema.properties && (value === undefined || (value && typeof value === 'object'))) {
      var out = Object.assign({}, value || {})
      Object.keys(schema.properties).forEach(function (key) {
        var filled = withDefaults(schema.properties[key], out[key])
        if (filled !== undefined) out[key] = filled
      })
      return value === undefined && Object.keys(out).length === 0 ? undefined : out
    }
    if (isType(schema, 'array') && Array.isArray(value) && schema.items) {
      return value.map(function (item) {
        return withDefaults(schema.items, item)
      })
    }
    return value
  }

  /** A new, empty value of the schema's shape (an added list item). */
  function emptyValue(schema) {
    var filled = withDefaults(schema, undefined)
    if (filled !== undefined) return filled
    if (isType(schema, 'object')) return {}
    if (isType(schema, 'array')) return []
    if (schema && Array.isArray(schema.enum)) return schema.enum[0]
    if (isType(schema, 'boolean')) return false
    if (isType(schema, 'number') || isType(schema, 'integer')) return 0
    return ''
  }

  /** "discountPercent" → "Discount percent". */
  function labelOf(key, schema) {
    if (schema && schema.title) return schema.title
    var words = String(key)
      .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
      .replace(/[_-]+/g, ' ')
      .toLowerCase()
    return words.charAt(0).toUpperCase() + words.slice(1)
  }

  /** "plans" → "plan", "entries" → "entry": what one item of a list is called. */
  function singular(words) {
    return words.replace(/ies$/, 'y').replace(/([^s])s$/, '$1')
  }

  var LONG_TEXT = /^(text|answer|description|quote|intro|summary|body|bio|note|notes|content|excerpt)$/i
  var DATE_KEY = /date$/i

  function isImage(schema) {
    return isType(schema, 'object') && schema.properties && schema.properties.src && schema.properties.alt && schema.properties.width
  }

  /** A short name for a list item: its first text property. */
  function itemTitle(item, index) {
    if (item && typeof item === 'object') {
      var keys = ['name', 'label', 'title', 'question', 'heading', 'feature', 'text']
      for (var i = 0; i < keys.length; i++) {
        if (typeof item[keys[i]] === 'string' && item[keys[i]]) return index + 1 + '. ' + item[keys[i]]
      }
    }
    if (typeof item === 'string' && item) return index + 1 + '. ' + item
    return index + 1 + '.'
  }

  /* ---------- fields ---------- */

  function Field(props) {
    var schema = props.schema || {}
    var value = props.value
    var onChange = props.onChange
    var label = props.label + (props.required ? ' *' : '')

    if (Array.isArray(schema.enum)) {
      var options = (props.required ? [] : [{ label: '—', value: '' }]).concat(
        schema.enum.map(function (option) {
          // The site may name its options (`enumLabels`: the newsletter's audiences); else the value shows.
          var named = schema.enumLabels && schema.enumLabels[String(option)]
          return { label: named || String(option), value: String(option) }
        }),
      )
      return el(components.SelectControl, {
        label: label,
        value: value === undefined ? '' : String(value),
        options: options,
        onChange: function (next) {
          if (next === '') return onChange(undefined)
          var match = schema.enum.filter(function (option) {
            return String(option) === next
          })[0]
          onChange(match)
        },
      })
    }
    if (isType(schema, 'boolean')) {
      return el(components.ToggleControl, { label: label, checked: !!value, onChange: onChange })
    }
    if (isType(schema, 'number') || isType(schema, 'integer')) {
      return el(components.TextControl, {
        label: label,
        type: 'number',
        value: value === undefined ? '' : String(value),
        min: schema.minimum,
        max: schema.maximum,
        step: isType(schema, 'integer') ? 1 : 'any',
        onChange: function (next) {
          onChange(next === '' ? undefined : Number(next))
        },
      })
    }
    if (isType(schema, 'string')) {
      if (DATE_KEY.test(props.name) || schema.format === 'date-time' || schema.format === 'date') return el(DateField, props)
      // An optional text that may not be empty is absent once emptied ("" stays where it is allowed, as an image's alt).
      var onText = function (next) {
        onChange(next === '' && !props.required && schema.minLength > 0 ? undefined : next)
      }
      if (LONG_TEXT.test(props.name)) {
        return el(components.TextareaControl, { label: label, value: value || '', onChange: onText })
      }
      return el(components.TextControl, {
        label: label,
        type: schema.format === 'uri' || /^(href|url|src)$/i.test(props.name) ? 'url' : 'text',
        value: value || '',
        onChange: onText,
      })
    }
    if (isImage(schema)) return el(ImageField, props)
    if (
      Array.isArray(schema.anyOf) &&
      schema.anyOf.every(function (branch) {
        return isType(branch, 'boolean') || isType(branch, 'string')
      })
    ) {
      return el(YesNoOrTextField, props)
    }
    if (isType(schema, 'array')) return el(ListField, props)
    if (isType(schema, 'object') && schema.properties) {
      return el(
        'fieldset',
        { className: 'site-blocks-fieldset' },
        el('legend', null, label),
        el(Fields, { schema: schema, value: value || {}, onChange: onChange }),
      )
    }
    return el(JsonField, props)
  }

  /** Every property of an object schema, as fields. */
  function Fields(props) {
    var schema = props.schema
    var value = props.value || {}
    var required = Array.isArray(schema.required) ? schema.required : []
    return el(
      Fragment,
      null,
      Object.keys(schema.properties).map(function (key) {
        return el(Field, {
          key: key,
          name: key,
          label: labelOf(key, schema.properties[key]),
          schema: schema.properties[key],
          required: required.indexOf(key) !== -1,
          value: value[key],
          onChange: function (next) {
            var copy = Object.assign({}, value)
            if (next === undefined) delete copy[key]
            else copy[key] = next
            props.onChange(copy)
          },
        })
      }),
    )
  }

  /** The countdown's end: `YYYY-MM-DD HH:mm:ss` (the campaign's time zone). */
  function DateField(props) {
    var value = props.value || ''
    return el(
      'div',
      { className: 'site-blocks-date' },
      el(components.TextControl, {
        label: props.label + (props.required ? ' *' : ''),
        help: __('YYYY-MM-DD HH:mm:ss', 'site-blocks-api'),
        value: value,
        onChange: props.onChange,
      }),
      el(components.DateTimePicker, {
        currentDate: value ? value.replace(' ', 'T') : undefined,
        is12Hour: false,
        onChange: function (next) {
          props.onChange(String(next).slice(0, 19).replace('T', ' '))
        },
      }),
    )
  }

  /** A URL as the site resolves it: `/images/x.svg` is the site's, not wp-admin's. */
  function onSite(url) {
    return config.siteUrl && /^\/(?!\/)/.test(url) ? config.siteUrl + url : url
  }

  /** An image from the media library: src, alt and size come from the chosen attachment. */
  function ImageField(props) {
    var value = props.value
    var pick = function (media) {
      props.onChange({ src: media.url, alt: media.alt || '', width: media.width, height: media.height })
    }
    return el(
      'fieldset',
      { className: 'site-blocks-fieldset' },
      el('legend', null, props.label + (props.required ? ' *' : '')),
      value && value.src ? el('img', { src: onSite(value.src), alt: value.alt, className: 'site-blocks-image' }) : null,
      el(
        blockEditor.MediaUploadCheck,
        null,
        el(blockEditor.MediaUpload, {
          allowedTypes: ['image'],
          onSelect: pick,
          render: function (media) {
            return el(
              components.Button,
              { variant: 'secondary', onClick: media.open },
              value && value.src ? __('Replace image', 'site-blocks-api') : __('Choose image', 'site-blocks-api'),
            )
          },
        }),
      ),
      value && value.src
        ? el(components.TextControl, {
            label: __('Alternative text', 'site-blocks-api'),
            value: value.alt || '',
            onChange: function (alt) {
              props.onChange(Object.assign({}, value, { alt: alt }))
            },
          })
        : null,
      value
        ? el(
            components.Button,
            {
              variant: 'link',
              isDestructive: true,
              onClick: function () {
                props.onChange(undefined)
              },
            },
            __('Remove image', 'site-blocks-api'),
          )
        : null,
    )
  }

  /** A list: checkboxes for a set of options, else items with add, remove and reorder. */
  function ListField(props) {
    var items = Array.isArray(props.value) ? props.value : []
    var itemSchema = props.schema.items || {}
    if (Array.isArray(itemSchema.enum)) {
      return el(
        'fieldset',
        { className: 'site-blocks-fieldset' },
        el('legend', null, props.label + (props.required ? ' *' : '')),
        itemSchema.enum.map(function (option) {
          return el(components.CheckboxControl, {
            key: String(option),
            label: String(option),
            checked: items.indexOf(option) !== -1,
            onChange: function (checked) {
              var next = itemSchema.enum.filter(function (o) {
                return o === option ? checked : items.indexOf(o) !== -1
              })
              props.onChange(next)
            },
          })
        }),
      )
    }
    // A newly added item opens, ready to fill in.
    var added = useState(-1)
    var set = props.onChange
    var move = function (from, to) {
      var next = items.slice()
      var moved = next.splice(from, 1)[0]
      next.splice(to, 0, moved)
      set(next)
    }
    var max = props.schema.maxItems
    return el(
      'fieldset',
      { className: 'site-blocks-fieldset site-blocks-list', 'data-field': props.name },
      el('legend', null, props.label + (props.required ? ' *' : '')),
      items.map(function (item, index) {
        var controls = el(
          'div',
          { className: 'site-blocks-list__controls' },
          el(components.Button, {
            icon: 'arrow-up-alt2',
            label: __('Move up', 'site-blocks-api'),
            disabled: index === 0,
            onClick: function () {
              move(index, index - 1)
            },
          }),
          el(components.Button, {
            icon: 'arrow-down-alt2',
            label: __('Move down', 'site-blocks-api'),
            disabled: index === items.length - 1,
            onClick: function () {
              move(index, index + 1)
            },
          }),
          el(components.Button, {
            icon: 'trash',
            label: __('Remove', 'site-blocks-api'),
            isDestructive: true,
            onClick: function () {
              set(
                items.filter(function (_, i) {
                  return i !== index
                }),
              )
            },
          }),
        )
        var change = function (next) {
          var copy = items.slice()
          copy[index] = next
          set(copy)
        }
        // An item with fields is a panel of its own (its fields directly in it); a single value is a row.
        if (isType(itemSchema, 'object') && itemSchema.properties) {
          return el(
            components.PanelBody,
            { key: index, title: itemTitle(item, index), initialOpen: index === added[0], className: 'site-blocks-list__item' },
            controls,
            el(Fields, { schema: itemSchema, value: item || {}, onChange: change }),
          )
        }
        var field = el(Field, { name: props.name, label: index + 1 + '.', schema: itemSchema, value: item, onChange: change })
        return el('div', { key: index, className: 'site-blocks-list__row' }, field, controls)
      }),
      max !== undefined && items.length >= max
        ? null
        : el(
            components.Button,
            {
              variant: 'secondary',
              className: 'site-blocks-list__add',
              onClick: function () {
                added[1](items.length)
                set(items.concat([emptyValue(itemSchema)]))
              },
            },
            __('Add', 'site-blocks-api') + ' ' + singular(labelOf(props.name, itemSchema).toLowerCase()),
          ),
    )
  }

  /** A cell of a comparison: yes (✓), no (✗) or a few words. */
  function YesNoOrTextField(props) {
    var value = props.value
    var kind = value === true ? 'yes' : value === false ? 'no' : 'text'
    return el(
      'div',
      { className: 'site-blocks-choice' },
      el(components.SelectControl, {
        label: props.label + (props.required ? ' *' : ''),
        value: kind,
        options: [
          { label: __('✓ Yes', 'site-blocks-api'), value: 'yes' },
          { label: __('✗ No', 'site-blocks-api'), value: 'no' },
          { label: __('Text', 'site-blocks-api'), value: 'text' },
        ],
        onChange: function (next) {
          props.onChange(next === 'yes' ? true : next === 'no' ? false : typeof value === 'string' ? value : '')
        },
      }),
      kind === 'text'
        ? el(components.TextControl, { label: __('Text', 'site-blocks-api'), hideLabelFromVision: true, value: value || '', onChange: props.onChange })
        : null,
    )
  }

  /** Anything the form has no control for: its JSON, checked as it is typed. */
  function JsonField(props) {
    var text = useState(JSON.stringify(props.value === undefined ? null : props.value, null, 2))
    var error = useState('')
    return el(components.TextareaControl, {
      label: props.label + ' (JSON)',
      help: error[0],
      value: text[0],
      onChange: function (next) {
        text[1](next)
        try {
          var parsed = JSON.parse(next)
          error[1]('')
          props.onChange(parsed === null ? undefined : parsed)
        } catch (e) {
          error[1](__('Not valid JSON yet.', 'site-blocks-api'))
        }
      },
    })
  }

  /* ---------- the site's preview ---------- */

  /*
   * The editor asks the site for each preview itself, with an access WordPress signs (good for an
   * hour, renewed a minute before it runs out, or once when the site refuses it). Not through
   * WordPress: a PHP worker waiting on the site while the site asks WordPress for the content a
   * block shows starved a small pool of workers.
   */
  var ACCESS_RENEWAL_S = 60
  var access = null

  /**
   * The preview access for a post, `{ url, token, lang, expires }`, shared by every block; a new one
   * when it runs out soon or when the site refused `refused` (the one it holds).
   */
  function previewAccess(postId, refused) {
    var stale = access && (access.postId !== postId || (refused && access.answer === refused) || access.expires - ACCESS_RENEWAL_S < Date.now() / 1000)
    if (!access || stale) {
      var asked = { postId: postId, expires: Infinity, answer: null }
      asked.promise = wp.apiFetch({ path: '/site/v1/block-preview-access?post=' + postId }).then(
        function (answer) {
          asked.expires = answer.expires
          asked.answer = answer
          return answer
        },
        function (error) {
          if (access === asked) access = null
          throw error
        },
      )
      access = asked
    }
    return access.promise
  }

  /** The site's answer for one block: `{ html, problems }`, or an error that says what went wrong. */
  function fetchPreview(name, attributes, postId, signal, refused) {
    return previewAccess(postId, refused).then(function (given) {
      return window
        .fetch(given.url, {
          method: 'POST',
          signal: signal,
          headers: { authorization: 'Bearer ' + given.token, 'content-type': 'application/json' },
          body: JSON.stringify({ name: name, attributes: attributes, lang: given.lang }),
        })
        .then(
          function (response) {
            if (response.status === 401 && !refused) return fetchPreview(name, attributes, postId, signal, given)
            return response
              .json()
              .catch(function () {
                return null
              })
              .then(function (answer) {
                if (response.ok && answer) return answer
                var reason = answer && answer.error ? answer.error : sprintf(__('it answered %d', 'site-blocks-api'), response.status)
                throw new Error(sprintf(__('The site refused the preview: %s', 'site-blocks-api'), reason))
              })
          },
          function (error) {
            if (signal.aborted) throw error
            throw new Error(sprintf(__('The site could not be reached for a preview: %s', 'site-blocks-api'), error.message))
          },
        )
    })
  }

  function usePreview(name, attributes) {
    var state = useState({ html: '', problems: [], error: '', loading: true })
    var postId = wp.data.select('core/editor') ? wp.data.select('core/editor').getCurrentPostId() : 0
    var json = JSON.stringify(attributes)
    useEffect(
      function () {
        // A preview the block no longer needs (changed again, or gone) is called off, sent or not.
        var controller = new window.AbortController()
        var timer = setTimeout(function () {
          fetchPreview(name, JSON.parse(json), postId || 0, controller.signal).then(
            function (answer) {
              if (!controller.signal.aborted) state[1]({ html: answer.html, problems: answer.problems || [], error: '', loading: false })
            },
            function (error) {
              if (controller.signal.aborted) return
              state[1](function (previous) {
                return Object.assign({}, previous, { error: (error && error.message) || String(error), loading: false })
              })
            },
          )
        }, PREVIEW_DELAY_MS)
        return function () {
          clearTimeout(timer)
          controller.abort()
        }
      },
      [name, json, postId],
    )
    return state[0]
  }

  /** The site's HTML in a script-free frame, as tall as its content. */
  function PreviewFrame(props) {
    var ref = useRef()
    var height = useState(120)
    useEffect(
      function () {
        var frame = ref.current
        if (!frame) return undefined
        var observer
        var measure = function () {
          var doc = frame.contentDocument
          if (doc && doc.documentElement) height[1](Math.max(40, doc.documentElement.scrollHeight))
        }
        var onLoad = function () {
          measure()
          var doc = frame.contentDocument
          if (doc && window.ResizeObserver) {
            observer = new window.ResizeObserver(measure)
            observer.observe(doc.documentElement)
          }
        }
        frame.addEventListener('load', onLoad)
        return function () {
          frame.removeEventListener('load', onLoad)
          if (observer) observer.disconnect()
        }
      },
      [props.html],
    )
    return el('iframe', {
      ref: ref,
      className: 'site-blocks-preview__frame',
      title: props.title,
      srcDoc: props.html,
      sandbox: 'allow-same-origin',
      style: { height: height[0] + 'px' },
    })
  }

  function edit(meta) {
    var schema = {
      type: 'object',
      properties: meta.attributes,
      required: Object.keys(meta.attributes).filter(function (key) {
        return meta.attributes[key].required === true
      }),
    }
    return function Edit(props) {
      var attributes = props.attributes
      // What the site applies to attributes the comment leaves out: shown, not stored.
      var shown = withDefaults(schema, attributes)
      var preview = usePreview(props.name, attributes)
      var blockProps = blockEditor.useBlockProps({ className: 'site-blocks-preview' })
      return el(
        Fragment,
        null,
        el(
          blockEditor.InspectorControls,
          null,
          el(
            components.PanelBody,
            { title: meta.title, className: 'site-blocks-inspector' },
            el(Fields, {
              schema: schema,
              value: shown,
              onChange: function (next) {
                var changes = {}
                Object.keys(meta.attributes).forEach(function (key) {
                  if (JSON.stringify(next[key]) !== JSON.stringify(shown[key])) changes[key] = next[key]
                })
                props.setAttributes(changes)
              },
            }),
          ),
        ),
        el(
          'div',
          blockProps,
          preview.problems.length
            ? el(
                components.Notice,
                { status: 'warning', isDismissible: false, className: 'site-blocks-problems' },
                el(
                  'ul',
                  null,
                  preview.problems.map(function (problem, i) {
                    return el('li', { key: i }, problem)
                  }),
                ),
              )
            : null,
          preview.error ? el(components.Notice, { status: 'error', isDismissible: false }, preview.error) : null,
          preview.html
            ? el(PreviewFrame, { html: preview.html, title: meta.title })
            : el(
                components.Placeholder,
                { icon: meta.icon, label: meta.title, instructions: preview.loading ? __('Loading the site’s preview…', 'site-blocks-api') : '' },
                preview.loading ? el(components.Spinner) : null,
              ),
        ),
      )
    }
  }

  /* ---------- registration ---------- */

  ;(config.blocks || []).forEach(function (meta) {
    // No `default` in the registered attributes: the editor leaves attributes equal to their
    // default out of the comment, and the comment must hold every attribute the block was given.
    var attributes = {}
    Object.keys(meta.attributes).forEach(function (key) {
      var copy = Object.assign({}, meta.attributes[key])
      delete copy.default
      attributes[key] = copy
    })
    var starter = withDefaults({ type: 'object', properties: meta.attributes }, clone(meta.example.attributes))
    wp.blocks.registerBlockType(meta.name, {
      apiVersion: 2,
      title: meta.title,
      description: meta.description,
      category: meta.category,
      icon: meta.icon,
      keywords: meta.keywords,
      supports: meta.supports,
      attributes: attributes,
      example: meta.example,
      // A new block starts as the block's example, every attribute set, ready to edit.
      variations: [
        { name: 'example', title: meta.title, description: meta.description, icon: meta.icon, isDefault: true, scope: ['inserter'], attributes: starter },
      ],
      edit: edit(meta),
      save: function () {
        return null
      },
    })
  })
})(window.wp, window.siteBlocksEditor || { blocks: [] })
