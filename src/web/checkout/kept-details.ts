import { localStorageOrNull } from '#web/lib/local-storage.ts'
import { storageKeys } from '#web/lib/storage-keys.ts'

/**
 * The details typed at checkout, kept on this device (issue 28 §10, docs/security.md):
 * name, email, phone and the address fields, so a reload or the next order does not
 * start empty. Never the payment, the code texted or the cart. Kept 90 days from the
 * last change; 'Forget my details' removes them at once.
 */
export const KEPT_DETAILS_MAX_AGE_MS = 90 * 24 * 60 * 60 * 1000

export const keptDetailFields = [
  'fullName',
  'email',
  'phone',
  'provinceCode',
  'cityCode',
  'barangayCode',
  'address',
  'landmark',
  'deliveryInstructions',
] as const
export type KeptDetailField = (typeof keptDetailFields)[number]
export type KeptDetails = Partial<Record<KeptDetailField, string>>

/** Longest text kept for any field (the form's own limits are smaller). */
const MAX_FIELD_LENGTH = 400

type DetailStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>
interface StoreOptions {
  /** The browser's local storage unless given (tests give a fake). */
  storage?: DetailStorage | null
  now?: Date
}

const storageOf = (options: StoreOptions) =>
  options.storage !== undefined ? options.storage : localStorageOrNull()

/** Only the kept fields, as short strings: nothing else the form holds is written. */
function pick(values: Record<string, unknown>): KeptDetails {
  const kept: KeptDetails = {}
  for (const field of keptDetailFields) {
    const value = values[field]
    if (typeof value === 'string' && value !== '') kept[field] = value.slice(0, MAX_FIELD_LENGTH)
  }
  return kept
}

/** Keeps what is typed now (an empty form removes what was kept). */
export function keepDetails(values: Record<string, unknown>, options: StoreOptions = {}): void {
  const details = pick(values)
  try {
    const storage = storageOf(options)
    if (Object.keys(details).length === 0) storage?.removeItem(storageKeys.checkoutDetails)
    else
      storage?.setItem(
        storageKeys.checkoutDetails,
        JSON.stringify({ savedAt: (options.now ?? new Date()).toISOString(), details }),
      )
  } catch {
    // Storage full or blocked: the form simply starts empty next time.
  }
}

/** What was kept within the last 90 days, or nothing (older details are removed). */
export function keptDetails(options: StoreOptions = {}): KeptDetails {
  try {
    const storage = storageOf(options)
    const raw = storage?.getItem(storageKeys.checkoutDetails)
    if (!raw) return {}
    const saved = JSON.parse(raw) as { savedAt?: string; details?: Record<string, unknown> }
    const age = (options.now ?? new Date()).getTime() - Date.parse(saved.savedAt ?? '')
    if (!(age >= 0 && age < KEPT_DETAILS_MAX_AGE_MS)) {
      storage?.removeItem(storageKeys.checkoutDetails)
      return {}
    }
    return pick(saved.details ?? {})
  } catch {
    return {}
  }
}

/** 'Forget my details': nothing of the shopper stays on the device. */
export function forgetDetails(options: StoreOptions = {}): void {
  try {
    storageOf(options)?.removeItem(storageKeys.checkoutDetails)
  } catch {
    // Blocked storage holds nothing to forget.
  }
}
