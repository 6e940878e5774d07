import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { adminSubscribersApiPaths as paths } from '#shared/api-paths/newsletter.ts'
import { insertSubscribers, subscriberClient } from '#tests/support/fixtures/subscriber-fixtures.ts'
import { createTestApp, type TestApp } from '#tests/support/test-app.ts'

let t: TestApp
let admin: ReturnType<typeof subscriberClient>
let cookie: string
beforeAll(async () => {
  t = await createTestApp()
  cookie = (await t.signIn('admin')).cookie
  admin = subscriberClient(t, cookie)
  await insertSubscribers(t, [
    { email: 'midnight@range.test', createdAt: '2026-03-10T00:00:00+08:00' },
    { email: 'before-midnight@range.test', createdAt: '2026-03-09T23:59:59+08:00' },
    { email: 'six-days@range.test', createdAt: '2026-03-03T09:30:00+08:00' },
    { email: 'eight-days@range.test', createdAt: '2026-03-02T08:00:00+08:00' },
    { email: 'forty-days@range.test', createdAt: '2026-01-29T09:00:00+08:00' },
  ])
})
afterAll(() => t.close())

async function emailsIn(range: 'all' | 'today' | '7d' | '30d') {
  const list = await admin.list({ q: '@range.test', range, sort: 'oldest' })
  return list.items.map((s) => s.email.replace('@range.test', ''))
}

describe('date filter', () => {
  it("'Today' starts at midnight in Manila, not in UTC", async () => {
    // 00:30 in Manila is still 16:30 of the day before in UTC.
    t.setNow(new Date('2026-03-10T00:30:00+08:00'))
    expect(await emailsIn('today')).toEqual(['midnight'])
    t.setNow(new Date('2026-03-10T23:59:00+08:00'))
    expect(await emailsIn('today')).toEqual(['midnight'])
    // One minute into the next Manila day, yesterday's subscribers are not 'today'.
    t.setNow(new Date('2026-03-11T00:01:00+08:00'))
    expect(await emailsIn('today')).toEqual([])
  })

  it('Last 7 and 30 Days count back from now', async () => {
    t.setNow(new Date('2026-03-10T09:00:00+08:00'))
    expect(await emailsIn('7d')).toEqual(['six-days', 'before-midnight', 'midnight'])
    expect(await emailsIn('30d')).toEqual(['eight-days', 'six-days', 'before-midnight', 'midnight'])
    expect(await emailsIn('all')).toHaveLength(5)
    // Seven days to the minute after 'six-days' was added, it drops out.
    t.setNow(new Date('2026-03-10T09:31:00+08:00'))
    expect(await emailsIn('7d')).toEqual(['before-midnight', 'midnight'])
  })
})

describe('GET /export.csv', () => {
  beforeAll(async () => {
    await insertSubscribers(t, [
      {
        email: '=hyperlink("http://evil.test","x")@csv.test',
        createdAt: '2026-03-10T01:05:00+08:00',
        source: '=HYPERLINK("http://evil.test","Click")',
      },
      { email: 'plain@csv.test', createdAt: '2026-03-09T20:00:00Z', source: '@SUM(A1)' },
    ])
  })

  const exportCsv = (filter: { q?: string; range?: 'all' | 'today'; sort?: 'oldest' }) =>
    t.request(paths.exportCsv({ q: '', range: 'all', sort: 'newest', ...filter }), { cookie })

  it('downloads what the filters select, newest first, in Manila time, formula-safe, with a BOM', async () => {
    t.setNow(new Date('2026-03-10T12:00:00+08:00'))
    const res = await exportCsv({ q: '@csv.test' })
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8')
    expect(res.headers.get('content-disposition')).toBe(
      'attachment; filename="subscribers-2026-03-10.csv"',
    )
    const bytes = new Uint8Array(await res.arrayBuffer())
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
    const text = new TextDecoder().decode(bytes)
    expect(text.split('\r\n')).toEqual([
      'Email,Subscribed On,Source,Status',
      "plain@csv.test,2026-03-10 04:00,'@SUM(A1),Active",
      `"'=hyperlink(""http://evil.test"",""x"")@csv.test",2026-03-10 01:05,` +
        `"'=HYPERLINK(""http://evil.test"",""Click"")",Active`,
      '',
    ])
  })

  it('follows the date filter and the sort, over every page', async () => {
    t.setNow(new Date('2026-03-10T12:00:00+08:00'))
    const today = await (await exportCsv({ range: 'today', sort: 'oldest' })).text()
    const emails = today
      .split('\r\n')
      .slice(1, -1)
      .map((line) => line.split(',')[0])
    expect(emails).toEqual([
      'midnight@range.test',
      expect.stringContaining('evil.test'),
      'plain@csv.test',
    ])
    // 40 rows: more than a page of the list, all in the file.
    await insertSubscribers(
      t,
      Array.from({ length: 40 }, (_, i) => ({
        email: `bulk${i}@many.test`,
        createdAt: new Date(),
      })),
    )
    const many = await (await exportCsv({ q: '@many.test' })).text()
    expect(many.split('\r\n')).toHaveLength(1 + 40 + 1)
  })
})
