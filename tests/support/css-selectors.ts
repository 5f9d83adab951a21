/** Every style rule's selector list in a stylesheet's source (at-rules' own preludes left out: `@media (…)`). */
export function selectorsIn(css: string): string[] {
  const source = css.replace(/\/\*[\s\S]*?\*\//g, '')
  return source
    .split('{')
    .slice(0, -1)
    .map((piece) => piece.slice(Math.max(piece.lastIndexOf('}'), piece.lastIndexOf(';')) + 1).trim())
    .filter((prelude) => prelude && !prelude.startsWith('@'))
}

/** The class names a selector names (`.plan__amount` in `.plan .plan__amount:hover`). */
export function classesOf(selector: string): string[] {
  return [...selector.replace(/\[[^\]]*\]/g, '').matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)].map((match) => match[1]!)
}
