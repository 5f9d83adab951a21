/**
 * Copies text through the Clipboard API. Without it (old browser, insecure origin, permission
 * refused) the visitor's copy still works: `fallback`'s text is selected for Ctrl+C.
 */
export async function copyText(text: string, fallback: HTMLElement | null): Promise<'copied' | 'selected'> {
  try {
    if (!navigator.clipboard?.writeText) throw new Error('no clipboard')
    await navigator.clipboard.writeText(text)
    return 'copied'
  } catch {
    if (fallback) window.getSelection()?.selectAllChildren(fallback)
    return 'selected'
  }
}
