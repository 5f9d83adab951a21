import hljs from 'highlight.js/lib/core'
import bash from 'highlight.js/lib/languages/bash'
import css from 'highlight.js/lib/languages/css'
import javascript from 'highlight.js/lib/languages/javascript'
import json from 'highlight.js/lib/languages/json'
import php from 'highlight.js/lib/languages/php'
import sql from 'highlight.js/lib/languages/sql'
import xml from 'highlight.js/lib/languages/xml'
import plaintext from 'highlight.js/lib/languages/plaintext'

/** The languages docs show code in, by the name their code blocks give (`language-php`). */
const LANGUAGES = { bash, css, javascript, json, php, sql, html: xml, xml, plaintext }
for (const [name, language] of Object.entries(LANGUAGES)) hljs.registerLanguage(name, language)
hljs.registerAliases(['js'], { languageName: 'javascript' })
hljs.registerAliases(['sh', 'shell'], { languageName: 'bash' })

/**
 * Code as highlighted HTML (highlight.js escapes it and adds only its own spans), on the server: the
 * browser gets no highlighting code. An unknown language is shown as it is, escaped.
 */
export function highlight(code: string, language: string | undefined): { html: string; language: string | undefined } {
  if (language && hljs.getLanguage(language)) return { html: hljs.highlight(code, { language, ignoreIllegals: true }).value, language }
  return { html: hljs.highlight(code, { language: 'plaintext', ignoreIllegals: true }).value, language: undefined }
}
