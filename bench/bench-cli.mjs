// What every bench shares besides the server: statistics, autocannon, tables, and the
// standalone entry point. Each bench module exports `run(options)` (plain results)
// and `checks(results)` (rows for the summary: measure, value, reference, budget, ok);
// `npm run bench` (bench/run.mjs) calls them, and `standalone()` lets the same module
// run alone with `node bench/<name>.mjs [--db pglite,postgres] [--quick] [--json file]`.
import fs from 'node:fs'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { parseArgs } from 'node:util'
import autocannon from 'autocannon'

export const databases = ['pglite', 'postgres']

export const median = (values) => percentile(values, 50)

export function percentile(values, p) {
  if (values.length === 0) return Number.NaN
  const sorted = [...values].sort((a, b) => a - b)
  const rank = Math.ceil((p / 100) * sorted.length) - 1
  return sorted[Math.min(sorted.length - 1, Math.max(0, rank))]
}

export const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`
export const mb = (bytes) => `${(bytes / 1024 / 1024).toFixed(1)} MB`
export const ms = (value) => `${value.toFixed(1)} ms`

/** autocannon as a promise; also the first request error, which its result omits. */
export function cannon(options) {
  return new Promise((resolve, reject) => {
    let firstError
    const instance = autocannon(options, (err, result) =>
      err ? reject(err) : resolve({ ...result, firstError }),
    )
    instance.on('reqError', (err) => {
      firstError ??= err
    })
  })
}

export function printTable(rows) {
  const columns = [...new Set(rows.flatMap((r) => Object.keys(r)))]
  const cell = (value) => (value === undefined || value === null ? '' : String(value))
  const widths = columns.map((c) => Math.max(c.length, ...rows.map((r) => cell(r[c]).length)))
  const line = (cells) =>
    cells
      .map((text, i) => text.padEnd(widths[i]))
      .join('  ')
      .trimEnd()
  console.log(line(columns))
  console.log(line(widths.map((w) => '-'.repeat(w))))
  for (const row of rows) console.log(line(columns.map((c) => cell(row[c]))))
}

/**
 * 'ok', 'FAIL (budget)', or for a figure with no pass/fail (reported without a budget,
 * or informative) its own `status` text, else ''.
 */
export function verdict(check) {
  if (check.ok === undefined) return check.status ?? ''
  return check.ok ? 'ok' : `FAIL (${check.budget})`
}

export function printChecks(checks) {
  printTable(
    checks.map((c) => ({
      measure: c.measure,
      db: c.database ?? '',
      result: c.value,
      reference: c.reference ?? '',
      budget: c.budget ?? '',
      status: verdict(c),
    })),
  )
}

export function writeJson(file, data) {
  fs.mkdirSync(path.dirname(path.resolve(file)), { recursive: true })
  fs.writeFileSync(file, `${JSON.stringify(data, null, 2)}\n`)
}

/** `--db pglite,postgres` (default both) as a checked list. */
export function parseDatabases(text) {
  const list = text ? text.split(',').map((s) => s.trim()) : databases
  for (const kind of list) {
    if (!databases.includes(kind)) throw new Error(`--db: '${kind}' is not one of ${databases}`)
  }
  return list
}

/**
 * Runs the module when it is the script node was started with: parses the shared
 * flags and the module's own, prints its checks, writes `--json`, and exits non-zero
 * when a budget fails.
 */
export async function standalone(moduleUrl, { options = {}, run, checks }) {
  if (!process.argv[1] || pathToFileURL(path.resolve(process.argv[1])).href !== moduleUrl) return
  const { values } = parseArgs({
    options: {
      db: { type: 'string' },
      quick: { type: 'boolean', default: false },
      json: { type: 'string' },
      ...options,
    },
  })
  try {
    const results = await run({ ...values, databases: parseDatabases(values.db) })
    const rows = checks(results)
    console.log('')
    printChecks(rows)
    if (values.json) writeJson(values.json, { measuredAt: new Date().toISOString(), results })
    if (rows.some((r) => r.ok === false)) process.exitCode = 1
  } catch (err) {
    console.error(err)
    process.exitCode = 1
  }
}
