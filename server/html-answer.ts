/** Whether a rendered answer (vike's headers, as pairs) is an HTML page: what the page's finishing steps apply to. */
export const isHtmlAnswer = (headers: readonly (readonly [string, string])[]): boolean =>
  headers.some(([name, value]) => name.toLowerCase() === 'content-type' && value.startsWith('text/html'))
