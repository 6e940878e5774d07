import { eq } from 'drizzle-orm'
import type { Queryable } from '#server/db/client.ts'
import { settings } from '#server/db/schema/shop.ts'
import {
  defaultSettings,
  type SettingsKey,
  type SettingsValue,
  settingsSchemas,
} from '#shared/schemas/settings.ts'

/**
 * Reads one settings section. A missing or unreadable row falls back to the
 * defaults, so a half-configured shop still serves pages.
 */
export async function getSettings<K extends SettingsKey>(
  db: Queryable,
  key: K,
): Promise<SettingsValue<K>> {
  const [row] = await db
    .select({ value: settings.value })
    .from(settings)
    .where(eq(settings.key, key))
  if (!row) return defaultSettings[key]
  const parsed = settingsSchemas[key].safeParse(row.value)
  return parsed.success ? (parsed.data as SettingsValue<K>) : defaultSettings[key]
}

export async function putSettings<K extends SettingsKey>(
  db: Queryable,
  key: K,
  value: SettingsValue<K>,
  now: Date,
): Promise<void> {
  await db
    .insert(settings)
    .values({ key, value, updatedAt: now })
    .onConflictDoUpdate({ target: settings.key, set: { value, updatedAt: now } })
}

/** Locks the section's row (when there is one) until the transaction ends. */
export async function lockSettings(tx: Queryable, key: SettingsKey): Promise<void> {
  await tx.select({ key: settings.key }).from(settings).where(eq(settings.key, key)).for('update')
}
