/** SPEC §8: what the visitor sees when the error page itself could not be rendered. */
export function errorPageFallbackHtml(details: string): string {
  const escaped = details.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)
  return `<!DOCTYPE html>
<html lang="en-US"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>An error occurred while showing the error page</title></head>
<body style="font-family:system-ui,sans-serif;max-width:40rem;margin:4rem auto;padding:0 1rem">
<h1>An error occurred while showing the error page</h1>
<p>Unfortunately an error occurred and while showing the error page another error occurred</p>
<p>Error details: ${escaped}</p>
<p><a href="/">Go back to home</a></p>
</body></html>`
}
