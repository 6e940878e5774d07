import type { Queryable } from '#server/db/client.ts'
import { conflict } from '#server/http/errors.ts'
import {
  type AdminSubscriber,
  DUPLICATE_EMAIL_MESSAGE,
  MANUAL_ADD_SOURCE,
} from '#shared/schemas/admin-subscribers.ts'
import { addSubscriber, findSubscriberByEmail } from './subscribers-repo.ts'

/**
 * Subscribers > Add: one INSERT ... ON CONFLICT DO NOTHING, so two admins adding the
 * same address at once get one row and one 409, never a unique-violation 500.
 */
export async function addSubscriberByHand(
  db: Queryable,
  email: string,
  now: Date,
): Promise<AdminSubscriber> {
  const added = await addSubscriber(db, { email, source: MANUAL_ADD_SOURCE, now })
  const subscriber = added ? await findSubscriberByEmail(db, email) : null
  if (!subscriber) throw conflict(DUPLICATE_EMAIL_MESSAGE, { email: DUPLICATE_EMAIL_MESSAGE })
  return subscriber
}
