import { stringify } from 'csv-stringify/sync'
import { manilaStamp, neutraliseFormula } from '#server/orders/orders-csv.ts'
import { manilaIsoDate } from '#shared/manila-time.ts'

const header = ['Email', 'Subscribed On', 'Source', 'Status']

/**
 * The subscriber export: every text cell made formula-safe (an address or a source
 * is typed by outsiders), dates in Manila time, a BOM so Excel reads UTF-8.
 */
export function subscribersCsv(
  rows: readonly { email: string; createdAt: Date; source: string; status: string }[],
): string {
  const records = rows.map((r) =>
    [r.email, manilaStamp(r.createdAt), r.source, r.status].map(neutraliseFormula),
  )
  return `\uFEFF${stringify([header, ...records], { record_delimiter: '\r\n' })}`
}

export const subscribersCsvFileName = (now: Date) => `subscribers-${manilaIsoDate(now)}.csv`
