/** Structured data as the text of a JSON-LD script: no `<` in it, so no `</script>` can close it early. */
export function jsonLdText(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c')
}

/** A JSON-LD script for the page head. */
export function JsonLd({ data }: { data: unknown }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdText(data) }} />
}
