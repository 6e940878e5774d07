import { getConnInfo } from '@hono/node-server/conninfo'
import type { Context } from 'hono'
import ipaddr from 'ipaddr.js'

/** The socket's address; `app.request()` in tests has no socket. */
function socketAddress(c: Context): string | undefined {
  try {
    return getConnInfo(c).remote.address
  } catch {
    return undefined
  }
}

/**
 * The caller's address. With no proxy trusted, the socket's, which a client cannot
 * forge. Behind `trustProxyHops` proxies that each append the address they saw, the
 * client is that many entries from the right of X-Forwarded-For: entries further left
 * were written by the client itself and are never believed.
 */
export function clientIp(c: Context, trustProxyHops: number): string {
  const socket = socketAddress(c)
  if (trustProxyHops > 0) {
    // Node joins repeated headers with ', ', so several X-Forwarded-For lines read as one list.
    const forwarded = (c.req.header('x-forwarded-for') ?? '')
      .split(',')
      .map((entry) => entry.trim())
      .filter((entry) => entry !== '')
    // The nearest proxy is the socket itself; the client sits `hops` places out from it.
    const chain = [socket, ...forwarded.reverse()]
    const picked = chain[Math.min(trustProxyHops, chain.length - 1)]
    if (picked && ipaddr.isValid(picked)) return normalizeAddress(picked)
  }
  return socket && ipaddr.isValid(socket) ? normalizeAddress(socket) : 'unknown'
}

/** IPv4-mapped IPv6 (`::ffff:1.2.3.4`) as plain IPv4; IPv6 in its canonical short form. */
function normalizeAddress(address: string): string {
  const parsed = ipaddr.process(address)
  return parsed.toString()
}

/**
 * What per-address limits count by: an IPv4 address as it is, an IPv6 address by its
 * /64, since one subscriber line or phone is routinely handed a whole /64 and can
 * rotate through it at will.
 */
export function addressKey(address: string): string {
  if (!ipaddr.isValid(address)) return address
  const parsed = ipaddr.process(address)
  if (parsed.kind() === 'ipv4') return parsed.toString()
  const network = (parsed as ipaddr.IPv6).parts.slice(0, 4)
  return `${new ipaddr.IPv6([...network, 0, 0, 0, 0]).toString()}/64`
}

/** The limit key of the caller: its address (behind trusted proxies), by /64 for IPv6. */
export function clientAddressKey(c: Context, trustProxyHops: number): string {
  return addressKey(clientIp(c, trustProxyHops))
}
