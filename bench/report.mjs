// The summary of `npm run bench`: the console table, and bench/results/latest.json
// (every figure, raw) and latest.md (the table for docs/performance.md).

import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { printChecks, verdict, writeJson } from './bench-cli.mjs'
import { root } from './bench-lib.mjs'

export const resultsDir = path.join(root, 'bench/results')

/** Load average over the last minute per core: above ~0.5 before a run, figures read low. */
export function machineLoad() {
  return Number((os.loadavg()[0] / os.cpus().length).toFixed(2))
}

export function printReport(report) {
  console.log(`\n=== npm run bench: ${report.measuredAt}, ${report.minutes} min ===`)
  for (const section of report.sections) {
    console.log(`\n${section.title}`)
    if (section.checks.length > 0) printChecks(section.checks)
  }
  const failed = report.sections.flatMap((s) => s.checks).filter((c) => c.ok === false)
  console.log('')
  if (report.loadPerCoreAtStart > 0.5) {
    console.log(
      `note: the machine was busy at the start (load ${report.loadPerCoreAtStart} per core): throughput, Lighthouse and first-paint figures read low`,
    )
  }
  if (failed.length === 0) console.log('all budgets met')
  for (const c of failed) {
    console.log(
      `FAIL ${c.measure}${c.database ? ` (${c.database})` : ''}: ${c.value}; budget ${c.budget}`,
    )
  }
  return failed.length
}

const escapeCell = (text) => String(text ?? '').replaceAll('|', '\\|')

export function markdown(report) {
  const lines = [
    `Measured ${report.measuredAt.slice(0, 10)} by \`npm run bench\` (${report.flags || 'full run'}) on ${report.machine.cpus} cores, Node ${report.machine.node}; each reference is measured in the same run.`,
    '',
    '| measure | db | result | reference | budget | status |',
    '|---|---|---|---|---|---|',
  ]
  for (const section of report.sections) {
    for (const c of section.checks) {
      const cells = [c.measure, c.database, c.value, c.reference, c.budget, verdict(c)]
      lines.push(`| ${cells.map(escapeCell).join(' | ')} |`)
    }
  }
  return `${lines.join('\n')}\n`
}

/**
 * A full run writes latest.json and latest.md (committed, quoted by docs/performance.md); a
 * run with --only, --db or --quick writes partial.json and partial.md beside them
 * (ignored by git), so iterating never overwrites the figures of record.
 */
export function writeReport(report, { full }) {
  const name = full ? 'latest' : 'partial'
  fs.mkdirSync(resultsDir, { recursive: true })
  writeJson(path.join(resultsDir, `${name}.json`), report)
  fs.writeFileSync(path.join(resultsDir, `${name}.md`), markdown(report))
  return [`bench/results/${name}.json`, `bench/results/${name}.md`]
}
