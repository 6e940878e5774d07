// `npm run bench`: builds, then measures the whole shop on the embedded database and
// on PostgreSQL, each figure beside its reference from the same run and its budget
// (docs/performance.md), and writes bench/results/latest.json and latest.md. A budget that
// fails prints FAIL and makes the command exit 1, after everything ran.
//
//   npm run bench [-- --only catalog,memory,search,orders,delivery,bundle,lighthouse,
//                            lighthouse-load,firstpaint,interactive,repeatvisit,renderburst,sms,verified]
//                 [--db pglite,postgres] [--quick] [--no-build]
//
// --only   a subset of the sections (default: all); lighthouse-load is Lighthouse again
//          while 50 connections keep the catalog busy (its own server, its own budget);
// --db     the databases (default: both); Lighthouse, first paint and repeat visit use
//          the first one;
// --quick  shorter rounds, fewer queries and one Lighthouse run per page: to check
//          the harness, not to quote;
// --no-build  use the existing dist/ (the sections still need one).
import { spawnSync } from 'node:child_process'
import os from 'node:os'
import { parseArgs } from 'node:util'
import { parseDatabases } from './bench-cli.mjs'
import { root } from './bench-lib.mjs'
import * as bundle from './bundle-size.mjs'
import * as catalogSearch from './catalog-search.mjs'
import * as catalogThroughput from './catalog-throughput.mjs'
import * as delivery from './delivery-throughput.mjs'
import * as firstPaint from './first-paint.mjs'
import * as interactive from './interactive.mjs'
import * as lighthouse from './lighthouse.mjs'
import * as orders from './orders-throughput.mjs'
import * as renderBurst from './render-burst.mjs'
import * as repeatVisit from './repeat-visit.mjs'
import { machineLoad, printReport, writeReport } from './report.mjs'
import * as smsOutbox from './sms-outbox.mjs'
import * as verifiedCheckout from './verified-checkout.mjs'

const sectionNames = [
  'bundle',
  'catalog',
  'memory',
  'search',
  'orders',
  'delivery',
  'lighthouse',
  'lighthouse-load',
  'firstpaint',
  'interactive',
  'repeatvisit',
  'renderburst',
  'sms',
  'verified',
]

const { values: args } = parseArgs({
  options: {
    only: { type: 'string' },
    db: { type: 'string' },
    quick: { type: 'boolean', default: false },
    'no-build': { type: 'boolean', default: false },
  },
})
const only = args.only ? args.only.split(',').map((s) => s.trim()) : sectionNames
for (const name of only) {
  if (!sectionNames.includes(name))
    throw new Error(`--only: '${name}' is not one of ${sectionNames}`)
}
const databases = parseDatabases(args.db)
const quick = args.quick
const wants = (name) => only.includes(name)

/** Sections in run order: the cheap and deterministic first. catalog and memory share a server. */
const sections = [
  {
    title: 'Storefront bundle (first page JavaScript and CSS)',
    when: wants('bundle'),
    module: bundle,
  },
  {
    title: wants('catalog') ? 'Cached catalog reads and server memory' : 'Server memory',
    when: wants('catalog') || wants('memory'),
    module: catalogThroughput,
    options: { memory: wants('memory'), compare: wants('catalog') },
  },
  { title: 'Uncached listing and search', when: wants('search'), module: catalogSearch },
  { title: 'Checkout throughput', when: wants('orders'), module: orders },
  {
    title: 'Checkout with verified phone numbers vs without verification',
    when: wants('verified'),
    module: verifiedCheckout,
  },
  {
    title: 'Checkout with delivery windows vs before delivery dates',
    when: wants('delivery'),
    module: delivery,
  },
  { title: 'Lighthouse (mobile)', when: wants('lighthouse'), module: lighthouse },
  {
    title: 'Lighthouse (mobile) while 50 connections load the catalog',
    when: wants('lighthouse-load'),
    module: lighthouse,
    options: { underLoad: true },
  },
  {
    title: 'First paint without JavaScript (mobile, slow 4G)',
    when: wants('firstpaint'),
    module: firstPaint,
  },
  {
    title: 'First paint to the app, and a tap before it (mobile, slow 4G)',
    when: wants('interactive'),
    module: interactive,
  },
  {
    title: 'Repeat visit from the service worker against a cold one (mobile, slow 4G)',
    when: wants('repeatvisit'),
    module: repeatVisit,
  },
  {
    title: 'Cached JSON while a burst of uncached pages renders',
    when: wants('renderburst'),
    module: renderBurst,
  },
  {
    title: 'Text outbox draining against the Semaphore stand-in',
    when: wants('sms'),
    module: smsOutbox,
  },
]

const started = Date.now()
const loadPerCoreAtStart = machineLoad()
if (!args['no-build']) {
  console.log('npm run build')
  const build = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' })
  if (build.status !== 0) {
    console.error('build failed: nothing measured')
    process.exit(1)
  }
}

const report = {
  measuredAt: new Date().toISOString(),
  flags: process.argv.slice(2).join(' '),
  machine: { cpus: os.cpus().length, node: process.version, cpu: os.cpus()[0]?.model },
  loadPerCoreAtStart,
  databases,
  quick,
  sections: [],
}
for (const section of sections.filter((s) => s.when)) {
  console.log(`\n--- ${section.title} ---`)
  const sectionStarted = Date.now()
  let entry
  try {
    const results = await section.module.run({ databases, quick, ...section.options })
    entry = { checks: section.module.checks(results), results }
  } catch (err) {
    // One broken section must not cost the others' figures: record it and go on.
    console.error(err)
    entry = {
      checks: [
        { measure: section.title, value: `error: ${err.message}`, budget: 'runs', ok: false },
      ],
      error: String(err.stack ?? err),
    }
  }
  const seconds = Math.round((Date.now() - sectionStarted) / 1000)
  report.sections.push({ title: section.title, seconds, ...entry })
}
report.minutes = Number(((Date.now() - started) / 60000).toFixed(1))
report.loadPerCoreAtEnd = machineLoad()

const failures = printReport(report)
const full = !args.only && !args.db && !quick
const files = writeReport(report, { full })
console.log(`wrote ${files.join(' and ')}`)
process.exitCode = failures > 0 ? 1 : 0
