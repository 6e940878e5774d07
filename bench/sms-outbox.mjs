// The text outbox draining against the Semaphore stand-in (issue 27 "Speed"): 1,000
// queued texts must leave at least at the gateway's documented 120 calls a minute,
// none lost and none sent twice, and the worker must never call faster than its pace.
//
// Two drains per database, each in a child process (bench/sms-outbox-drain.ts, under
// tsx: it drives the worker's TypeScript), each on a fresh database with its own
// stand-in process:
// - throughput: 1,000 texts, the worker paced at 6,000 calls a minute and the stand-in
//   allowing as many (a real account sends at 120: eight minutes for 1,000), so the
//   figure is what the worker and the database can do above the gateway's limit;
// - pace: 40 texts (15 with --quick) at Semaphore's own 120 a minute against a stand-in
//   enforcing 120: the shortest gap between two calls shows the worker keeps to it.
//
//   node bench/sms-outbox.mjs [--db pglite,postgres] [--quick]
import { spawn } from 'node:child_process'
import path from 'node:path'
import { standalone } from './bench-cli.mjs'
import { createTarget, root } from './bench-lib.mjs'

/** Semaphore's documented limit on its messages endpoint. */
export const GATEWAY_CALLS_PER_MINUTE = 120
const TEXTS = 1000
const FAST_PACE = 6000

function drain(databaseUrl, { texts, pace, gatewayLimit }) {
  const args = ['--import', 'tsx', path.join(root, 'bench/sms-outbox-drain.ts')]
  args.push(
    '--texts',
    String(texts),
    '--pace',
    String(pace),
    '--gateway-limit',
    String(gatewayLimit),
  )
  if (databaseUrl) args.push('--database-url', databaseUrl)
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] })
    let out = ''
    let err = ''
    child.stdout.on('data', (d) => (out += d))
    child.stderr.on('data', (d) => (err += d))
    child.on('exit', (code) => {
      const line = out.split('\n').find((l) => l.startsWith('{'))
      if (code === 0 && line) resolve(JSON.parse(line))
      else reject(new Error(`the drain exited ${code}:\n${out}\n${err}`))
    })
  })
}

export async function run({ databases, quick = false }) {
  const runs = []
  for (const database of databases) {
    const target = database === 'postgres' ? await createTarget('postgres') : undefined
    try {
      const throughput = await drain(target?.databaseUrl, {
        texts: quick ? 200 : TEXTS,
        pace: FAST_PACE,
        gatewayLimit: FAST_PACE,
      })
      console.log(`${database} throughput`, throughput)
      if (target) await target.dispose()
      const paceTarget = database === 'postgres' ? await createTarget('postgres') : undefined
      try {
        const pace = await drain(paceTarget?.databaseUrl, {
          texts: quick ? 15 : 40,
          pace: GATEWAY_CALLS_PER_MINUTE,
          gatewayLimit: GATEWAY_CALLS_PER_MINUTE,
        })
        console.log(`${database} pace`, pace)
        runs.push({ database, throughput, pace })
      } finally {
        await paceTarget?.dispose()
      }
    } catch (err) {
      await target?.dispose().catch(() => {})
      throw err
    }
  }
  return { gatewayCallsPerMinute: GATEWAY_CALLS_PER_MINUTE, runs }
}

const whole = (r) => r.lost === 0 && r.duplicated === 0 && r.sent === r.texts

export function checks(results) {
  return results.runs.flatMap(({ database, throughput: t, pace: p }) => [
    {
      measure: `text outbox drain, ${t.texts} texts against the Semaphore stand-in`,
      database,
      value: `${t.perMinute.toFixed(0)} texts/min (${t.seconds.toFixed(1)} s), ${t.lost} lost, ${t.duplicated} sent twice; never above its pace: ${t.maxCallsPerMinute} calls in the busiest minute`,
      reference: `worker paced at ${t.pace}/min`,
      budget: `≥ ${results.gatewayCallsPerMinute}/min, none lost or twice`,
      ok: t.perMinute >= results.gatewayCallsPerMinute && whole(t) && t.maxCallsPerMinute <= t.pace,
    },
    {
      measure: `text worker at Semaphore's pace, ${p.texts} texts`,
      database,
      value: `${p.perMinute.toFixed(0)} texts/min, shortest gap ${p.minGapMs} ms, ${p.rateLimited} rate-limited`,
      reference: `${results.gatewayCallsPerMinute}/min = one call every ${60_000 / results.gatewayCallsPerMinute} ms`,
      // Tens of ms of timer and loopback jitter; a gap well under 500 ms would be a second call early.
      budget: `no gap under ${60_000 / results.gatewayCallsPerMinute - 50} ms, no 429`,
      ok:
        whole(p) &&
        p.rateLimited === 0 &&
        p.minGapMs >= 60_000 / results.gatewayCallsPerMinute - 50,
    },
  ])
}

await standalone(import.meta.url, { run, checks })
