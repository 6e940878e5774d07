/**
 * Puts `text` on the clipboard. Where the browser has no clipboard (an old phone, a
 * page not served over HTTPS) or refuses, the element `selectId` names is selected so
 * the person can copy it from there. True when it was copied.
 */
export async function copyText(text: string, selectId?: string): Promise<boolean> {
  try {
    if (!navigator.clipboard) throw new Error('no clipboard')
    await navigator.clipboard.writeText(text)
    return true
  } catch {
    const shown = selectId ? document.getElementById(selectId) : null
    if (shown) window.getSelection()?.selectAllChildren(shown)
    return false
  }
}
