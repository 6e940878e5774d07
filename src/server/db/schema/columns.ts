import type { ColumnBuilderBase, NotNull } from 'drizzle-orm'
import { type AnyPgColumn, integer, serial, text, timestamp } from 'drizzle-orm/pg-core'
import { emailStatusEnum } from './enums.ts'

/**
 * Column builders that many tables share, so each table lists only what is its own.
 * Each call makes a new builder: a builder is never shared between two tables.
 */

/** A moment in time. Every timestamp in the shop keeps its time zone (`timestamptz`). */
export const instant = <Name extends string>(name: Name) => timestamp(name, { withTimezone: true })

/** The row's own number, counted up by the database. */
export const serialId = () => serial('id').primaryKey()

/** When the row was written. */
export const createdAt = () => instant('created_at').notNull().defaultNow()

/** When the row was written and when it was last changed (no trigger: a change sets `updatedAt`). */
export const timestamps = () => ({
  createdAt: createdAt(),
  updatedAt: instant('updated_at').notNull().defaultNow(),
})

/** Any column builder that can name another table's column (text, integer...). */
interface ReferenceColumn extends ColumnBuilderBase {
  references(owner: () => AnyPgColumn, actions: { onDelete: 'cascade' }): this
  notNull(): NotNull<this>
}

/**
 * A reference to the row this one belongs to: always set, and the row is removed
 * with its owner (`on delete cascade`).
 */
export const belongsTo = <Column extends ReferenceColumn>(
  column: Column,
  owner: () => AnyPgColumn,
) => column.references(owner, { onDelete: 'cascade' }).notNull()

/**
 * Where an outbox row's sending stands (emails and texts alike): a worker takes the
 * pending rows due by `nextAttemptAt` and retries a failed send later.
 */
export const outboxSending = () => ({
  status: emailStatusEnum('status').notNull().default('pending'),
  attempts: integer('attempts').notNull().default(0),
  nextAttemptAt: instant('next_attempt_at').notNull().defaultNow(),
  lastError: text('last_error'),
})
