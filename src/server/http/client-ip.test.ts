import { Hono } from 'hono'
import { describe, expect, it } from 'vitest'
import { addressKey, clientAddressKey, clientIp, forwardedHttps } from './client-ip.ts'
import { parseTrustProxy, type TrustedProxies } from './trusted-proxies.ts'

/** TRUST_PROXY as the config reads it. */
function trust(value: string): TrustedProxies {
  const parsed = parseTrustProxy(value)
  if (typeof parsed === 'string') throw new Error(parsed)
  return parsed
}

/** Asks a tiny app who is calling under TRUST_PROXY=`setting`, over a socket from `socketAddress`. */
async function seenAs(
  setting: string,
  socketAddress: string,
  forwardedFor?: string | string[],
  forwardedProto?: string,
) {
  const proxies = trust(setting)
  const app = new Hono().get('/', (c) =>
    c.json({
      ip: clientIp(c, proxies),
      key: clientAddressKey(c, proxies),
      https: forwardedHttps(c, proxies),
    }),
  )
  const headers = new Headers()
  for (const value of [forwardedFor ?? []].flat()) headers.append('x-forwarded-for', value)
  if (forwardedProto) headers.set('x-forwarded-proto', forwardedProto)
  const res = await app.request(
    'http://localhost/',
    { headers },
    {
      incoming: { socket: { remoteAddress: socketAddress, remotePort: 1, remoteFamily: 'IPv4' } },
    },
  )
  return (await res.json()) as { ip: string; key: string; https: boolean }
}

describe('clientIp', () => {
  it('believes only the socket when no proxy is trusted', async () => {
    expect((await seenAs('false', '203.0.113.9', '1.1.1.1')).ip).toBe('203.0.113.9')
  })

  it('reads X-Forwarded-For from the right, one entry per trusted hop', async () => {
    // The client wrote "6.6.6.6" itself; our one proxy appended the address it saw.
    expect((await seenAs('1', '10.0.0.2', '6.6.6.6, 198.51.100.7')).ip).toBe('198.51.100.7')
    // Two proxies: a CDN appended the client, then our load balancer appended the CDN.
    expect((await seenAs('2', '10.0.0.2', '6.6.6.6, 198.51.100.7, 192.0.2.50')).ip).toBe(
      '198.51.100.7',
    )
    // Repeated header lines are one list.
    expect((await seenAs('true', '127.0.0.1', ['6.6.6.6', '198.51.100.8'])).ip).toBe('198.51.100.8')
    expect((await seenAs('1', '::1', '198.51.100.9')).ip).toBe('198.51.100.9')
    expect((await seenAs('1', '::ffff:172.17.0.1', '198.51.100.10')).ip).toBe('198.51.100.10')
  })

  it('reads no header under a hop count when the peer is not on this host or a private network', async () => {
    // A client reaching port 3000 directly writes whatever it likes: its own address counts.
    for (const forged of ['1.1.1.1', '6.6.6.6, 7.7.7.7', '10.0.0.9']) {
      expect((await seenAs('1', '203.0.113.9', forged)).ip).toBe('203.0.113.9')
    }
    expect((await seenAs('2', '2001:db8:5::1', '1.1.1.1')).key).toBe('2001:db8:5::/64')
  })

  it('falls back to the socket when the trusted entry is missing or not an address', async () => {
    expect((await seenAs('1', '10.0.0.2')).ip).toBe('10.0.0.2')
    expect((await seenAs('1', '10.0.0.2', 'not-an-ip')).ip).toBe('10.0.0.2')
    expect((await seenAs('1', '10.0.0.2', '1')).ip).toBe('10.0.0.2')
    // Fewer entries than hops: the furthest one a trusted proxy wrote.
    expect((await seenAs('3', '10.0.0.2', '198.51.100.7')).ip).toBe('198.51.100.7')
  })

  it('reads IPv4-mapped IPv6 as IPv4', async () => {
    expect((await seenAs('false', '::ffff:203.0.113.9')).ip).toBe('203.0.113.9')
  })
})

describe('clientIp with the proxies listed', () => {
  const proxies = '127.0.0.1,10.0.0.0/8,::1'

  it('walks X-Forwarded-For from the right past every listed proxy', async () => {
    expect((await seenAs(proxies, '127.0.0.1', '6.6.6.6, 198.51.100.7')).ip).toBe('198.51.100.7')
    // nginx at 10.1.2.3 in front of a local proxy: both listed, the client is next out.
    expect((await seenAs(proxies, '127.0.0.1', '6.6.6.6, 198.51.100.7, 10.1.2.3')).ip).toBe(
      '198.51.100.7',
    )
    expect((await seenAs(proxies, '::1', '2001:db8:1:2::9')).key).toBe('2001:db8:1:2::/64')
    // Every entry a proxy of ours: the furthest one.
    expect((await seenAs(proxies, '10.0.0.1', '10.0.0.7')).ip).toBe('10.0.0.7')
  })

  it('reads no header from a peer that is not listed', async () => {
    expect((await seenAs(proxies, '203.0.113.9', '1.1.1.1')).ip).toBe('203.0.113.9')
    expect((await seenAs(proxies, '192.168.1.5', '1.1.1.1')).ip).toBe('192.168.1.5')
  })

  it('stops at the proxy that wrote an entry that is no address', async () => {
    expect((await seenAs(proxies, '127.0.0.1', '6.6.6.6, junk, 10.1.2.3')).ip).toBe('10.1.2.3')
  })
})

describe('forwardedHttps', () => {
  it('believes X-Forwarded-Proto only from a trusted proxy', async () => {
    expect((await seenAs('1', '127.0.0.1', undefined, 'https')).https).toBe(true)
    expect((await seenAs('127.0.0.1', '127.0.0.1', undefined, 'https')).https).toBe(true)
    expect((await seenAs('1', '203.0.113.9', undefined, 'https')).https).toBe(false)
    expect((await seenAs('10.0.0.0/8', '127.0.0.1', undefined, 'https')).https).toBe(false)
    expect((await seenAs('false', '127.0.0.1', undefined, 'https')).https).toBe(false)
    expect((await seenAs('1', '127.0.0.1', undefined, 'http')).https).toBe(false)
  })
})

describe('addressKey', () => {
  it('keeps IPv4 whole and keys IPv6 by its /64', async () => {
    expect(addressKey('203.0.113.9')).toBe('203.0.113.9')
    expect(addressKey('2001:db8:1:2:aaaa:bbbb:cccc:dddd')).toBe('2001:db8:1:2::/64')
    expect(addressKey('2001:db8:1:2::1')).toBe(addressKey('2001:db8:1:2:ffff::9'))
    expect(addressKey('2001:db8:1:3::1')).not.toBe(addressKey('2001:db8:1:2::1'))
    expect((await seenAs('false', '2001:db8:1:2::77')).key).toBe('2001:db8:1:2::/64')
  })
})
