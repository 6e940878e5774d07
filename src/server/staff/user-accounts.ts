import type { z } from 'zod'
import type { Database } from '#server/db/client.ts'
import { isUniqueViolation } from '#server/db/errors.ts'
import { conflict, notFound, validationFailed } from '#server/http/errors.ts'
import {
  DUPLICATE_STAFF_EMAIL_MESSAGE,
  INVITE_ALREADY_ACCEPTED_MESSAGE,
  type staffUserInputSchema,
} from '#shared/schemas/staff-users.ts'
import { issuePasswordLink } from './password-link-email.ts'
import { deleteUserSessions } from './session-repo.ts'
import {
  deleteStaffUserRow,
  emailTaken,
  findStaffUser,
  insertStaff,
  lockAdminIds,
  lockStaffUser,
  toAdminStaffUser,
  updateStaffUserRow,
} from './staff-repo.ts'

type StaffUserInput = z.output<typeof staffUserInputSchema>

export const USER = 'That user'
const duplicateEmail = () => validationFailed({ email: DUPLICATE_STAFF_EMAIL_MESSAGE })

/** The unique index is the last word: a concurrent create with the same email is a 422 too. */
async function withUniqueEmail<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work()
  } catch (error) {
    if (isUniqueViolation(error)) throw duplicateEmail()
    throw error
  }
}

/** A new account without a usable password, plus its one-time set-password link. */
export async function createStaffUser(
  db: Database,
  input: StaffUserInput,
  baseUrl: string,
  now: Date,
) {
  if (await emailTaken(db, input.email)) throw duplicateEmail()
  return withUniqueEmail(() =>
    db.transaction(async (tx) => {
      const row = await insertStaff(tx, { ...input, passwordHash: null, now })
      const url = await issuePasswordLink(tx, row, 'set_password', baseUrl, now)
      const user = await findStaffUser(tx, row.id)
      return { user: toAdminStaffUser(user!), setPasswordUrl: url }
    }),
  )
}

export async function updateStaffUser(
  db: Database,
  id: number,
  input: StaffUserInput,
  actorId: number,
  now: Date,
) {
  if (await emailTaken(db, input.email, id)) throw duplicateEmail()
  return withUniqueEmail(() =>
    db.transaction(async (tx) => {
      const current = await findStaffUser(tx, id)
      if (!current) throw notFound(USER)
      if (current.role === 'admin' && input.role !== 'admin') {
        if (id === actorId) throw conflict('You cannot remove your own admin role.')
        const admins = await lockAdminIds(tx)
        if (admins.length <= 1) throw conflict('You cannot demote the last admin.')
      }
      await updateStaffUserRow(tx, id, input, now)
      return toAdminStaffUser((await findStaffUser(tx, id))!)
    }),
  )
}

/** Deletes the account and ends its sessions in one transaction: its cookie stops working at once. */
export async function deleteStaffUser(db: Database, id: number, actorId: number) {
  if (id === actorId) throw conflict('You cannot delete your own account.')
  return db.transaction(async (tx) => {
    const current = await findStaffUser(tx, id)
    if (!current) throw notFound(USER)
    if (current.role === 'admin') {
      const admins = await lockAdminIds(tx)
      if (admins.length <= 1) throw conflict('You cannot delete the last admin.')
    }
    await deleteUserSessions(tx, id)
    await deleteStaffUserRow(tx, id)
    return toAdminStaffUser(current)
  })
}

/**
 * A new link for an invitee who lost theirs; older unused links stop working. Only while
 * the invite is not accepted: an account with a password is its owner's, and a link
 * would let whoever holds it (an admin included) take it over; its owner resets it with
 * 'Forgot password?'. The new link is emailed to the account.
 */
export async function renewSetPasswordLink(db: Database, id: number, baseUrl: string, now: Date) {
  return db.transaction(async (tx) => {
    // Locked: the invitee choosing a password meanwhile waits, then the link is refused or spent.
    const current = await lockStaffUser(tx, id)
    if (!current) throw notFound(USER)
    if (!current.invitePending) throw conflict(INVITE_ALREADY_ACCEPTED_MESSAGE)
    const url = await issuePasswordLink(tx, current, 'set_password', baseUrl, now)
    return { user: toAdminStaffUser(current), setPasswordUrl: url }
  })
}
