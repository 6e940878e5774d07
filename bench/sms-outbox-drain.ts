// One drain of the text outbox, for bench/sms-outbox.mjs (run under tsx, since it drives
// the server's TypeScript directly): queues `--texts` texts in a fresh database (PGlite
// in memory, or `--database-url`), starts the Semaphore stand-in process with
// `--gateway-limit` calls a minute, runs one TextOutboxWorker paced at `--pace` calls a
// minute until the outbox is empty, and prints one JSON line: how long it took, what the
// database and the stand-in hold afterwards (lost, duplicated) and the pace the stand-in saw.
import { parseArgs } from 'node:util'
import { count, eq } from 'drizzle-orm'
import pino from 'pino'
import { openDatabase } from '#server/db/client.ts'
import { runMigrations } from '#server/db/migrate.ts'
import { textOutbox } from '#server/db/schema/texts.ts'
import { semaphoreClient } from '#server/sms/semaphore-client.ts'
import { enqueueText } from '#server/sms/text-outbox-repo.ts'
import { TextOutboxWorker } from '#server/sms/text-worker.ts'
import { startSemaphoreStandIn } from '#tests/support/sms/semaphore-stand-in-process.ts'

const { values: args } = parseArgs({
  options: {
    'database-url': { type: 'string' },
    texts: { type: 'string', default: '1000' },
    pace: { type: 'string', default: '120' },
    'gateway-limit': { type: 'string', default: '120' },
  },
})
const texts = Number(args.texts)
const pace = Number(args.pace)

const standIn = await startSemaphoreStandIn({ callsPerMinute: Number(args['gateway-limit']) })
const handle = await openDatabase({ databaseUrl: args['database-url'], poolSize: 4 })
try {
  await runMigrations(handle)
  const now = new Date()
  await handle.db.transaction(async (tx) => {
    for (let i = 0; i < texts; i++) {
      await enqueueText(
        tx,
        {
          kind: 'out_for_delivery',
          orderId: null,
          to: `0917${String(i).padStart(7, '0')}`,
          message: `Order E2E-${1764300000000 + i} is out for delivery today, 9 AM-12 PM.`,
        },
        now,
      )
    }
  })
  const worker = new TextOutboxWorker({
    db: handle.db,
    gateway: semaphoreClient({
      apiKey: standIn.apiKey,
      senderName: 'PrimeCuts',
      apiUrl: standIn.url,
    }),
    logger: pino({ level: 'silent' }),
    now: () => new Date(),
    callsPerMinute: pace,
  })
  const started = performance.now()
  let attempted = 0
  for (;;) {
    const n = await worker.drain(texts)
    attempted += n
    const [left] = await handle.db
      .select({ n: count() })
      .from(textOutbox)
      .where(eq(textOutbox.status, 'pending'))
    if (Number(left!.n) === 0) break
    // Only a rate-limited text waits (its Retry-After): give it its time.
    if (n === 0) await new Promise((r) => setTimeout(r, 250))
  }
  const seconds = (performance.now() - started) / 1000
  const [sent] = await handle.db
    .select({ n: count() })
    .from(textOutbox)
    .where(eq(textOutbox.status, 'sent'))
  const received = await standIn.messages()
  const times = received.map((m) => Date.parse(m.receivedAt)).sort((a, b) => a - b)
  let minGapMs = Number.POSITIVE_INFINITY
  for (let i = 1; i < times.length; i++) minGapMs = Math.min(minGapMs, times[i]! - times[i - 1]!)
  const stats = await standIn.stats()
  process.stdout.write(
    `${JSON.stringify({
      texts,
      pace,
      gatewayLimit: Number(args['gateway-limit']),
      seconds,
      perMinute: (Number(sent!.n) / seconds) * 60,
      attempted,
      sent: Number(sent!.n),
      received: received.length,
      lost: texts - new Set(received.map((m) => m.number)).size,
      duplicated: received.length - new Set(received.map((m) => m.number)).size,
      rateLimited: stats.rateLimited,
      maxCallsPerMinute: stats.maxCallsPerMinute,
      minGapMs: Number.isFinite(minGapMs) ? minGapMs : null,
    })}\n`,
  )
} finally {
  await handle.close()
  await standIn.stop()
}
