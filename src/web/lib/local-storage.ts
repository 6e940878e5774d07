/**
 * The browser's local storage, or null where it is blocked (private mode, a sandboxed
 * frame): reading `window.localStorage` itself throws there, and then nothing is kept.
 */
export function localStorageOrNull(): Storage | null {
  try {
    return window.localStorage
  } catch {
    return null
  }
}
