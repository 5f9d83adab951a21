/** JSON as the text of a script element (JSON-LD, the page facts): no `<` in it, so no `</script>` can close it early. */
export function jsonScriptText(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c')
}

/** A JSON-LD script for the page head. */
export function JsonLd({ data }: { data: unknown }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonScriptText(data) }} />
}
