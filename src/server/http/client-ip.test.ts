import { Hono } from 'hono'
import { describe, expect, it } from 'vitest'
import { addressKey, clientAddressKey, clientIp } from './client-ip.ts'

/** Asks a tiny app who is calling, as seen over a socket from `socketAddress`. */
async function seenAs(hops: number, socketAddress: string, forwardedFor?: string | string[]) {
  const app = new Hono().get('/', (c) =>
    c.json({ ip: clientIp(c, hops), key: clientAddressKey(c, hops) }),
  )
  const headers = new Headers()
  for (const value of [forwardedFor ?? []].flat()) headers.append('x-forwarded-for', value)
  const res = await app.request(
    'http://localhost/',
    { headers },
    {
      incoming: { socket: { remoteAddress: socketAddress, remotePort: 1, remoteFamily: 'IPv4' } },
    },
  )
  return (await res.json()) as { ip: string; key: string }
}

describe('clientIp', () => {
  it('believes only the socket when no proxy is trusted', async () => {
    expect((await seenAs(0, '203.0.113.9', '1.1.1.1')).ip).toBe('203.0.113.9')
  })

  it('reads X-Forwarded-For from the right, one entry per trusted hop', async () => {
    // The client wrote "6.6.6.6" itself; our one proxy appended the address it saw.
    expect((await seenAs(1, '10.0.0.2', '6.6.6.6, 198.51.100.7')).ip).toBe('198.51.100.7')
    // Two proxies: a CDN appended the client, then our load balancer appended the CDN.
    expect((await seenAs(2, '10.0.0.2', '6.6.6.6, 198.51.100.7, 192.0.2.50')).ip).toBe(
      '198.51.100.7',
    )
    // Repeated header lines are one list.
    expect((await seenAs(1, '10.0.0.2', ['6.6.6.6', '198.51.100.8'])).ip).toBe('198.51.100.8')
  })

  it('falls back to the socket when the trusted entry is missing or not an address', async () => {
    expect((await seenAs(1, '10.0.0.2')).ip).toBe('10.0.0.2')
    expect((await seenAs(1, '10.0.0.2', 'not-an-ip')).ip).toBe('10.0.0.2')
    // Fewer entries than hops: the furthest one a trusted proxy wrote.
    expect((await seenAs(3, '10.0.0.2', '198.51.100.7')).ip).toBe('198.51.100.7')
  })

  it('reads IPv4-mapped IPv6 as IPv4', async () => {
    expect((await seenAs(0, '::ffff:203.0.113.9')).ip).toBe('203.0.113.9')
  })
})

describe('addressKey', () => {
  it('keeps IPv4 whole and keys IPv6 by its /64', async () => {
    expect(addressKey('203.0.113.9')).toBe('203.0.113.9')
    expect(addressKey('2001:db8:1:2:aaaa:bbbb:cccc:dddd')).toBe('2001:db8:1:2::/64')
    expect(addressKey('2001:db8:1:2::1')).toBe(addressKey('2001:db8:1:2:ffff::9'))
    expect(addressKey('2001:db8:1:3::1')).not.toBe(addressKey('2001:db8:1:2::1'))
    expect((await seenAs(0, '2001:db8:1:2::77')).key).toBe('2001:db8:1:2::/64')
  })
})
