/**
 * A block as WordPress stores it (`<!-- wp:site/forum-list {"forum":"dokan"} /-->`), for a template
 * that places a block of the registry itself. Attributes are escaped as WordPress's serializer does,
 * so that no value can close the comment or open markup.
 */
export function blockMarkup(name: string, attrs: Record<string, unknown>): string {
  const json = JSON.stringify(attrs)
    .replace(/--/g, '\\u002d\\u002d')
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\\"/g, '\\u0022')
  return `<!-- wp:${name} ${json} /-->`
}
