import { getConnInfo } from '@hono/node-server/conninfo'
import type { Context } from 'hono'
import ipaddr from 'ipaddr.js'
import {
  forwardedClient,
  isTrustedPeer,
  parseAddress,
  type TrustedProxies,
} from './trusted-proxies.ts'

/** The socket's peer; `app.request()` in tests has no socket unless it is given one. */
function socketAddress(c: Context) {
  try {
    return parseAddress(getConnInfo(c).remote.address ?? '')
  } catch {
    return undefined
  }
}

/**
 * Whether the request came through one of our own proxies, so that its forwarded headers
 * (X-Forwarded-For, X-Forwarded-Proto) are theirs. From anyone else they are the
 * client's own words and never read.
 */
export function fromTrustedProxy(c: Context, trust: TrustedProxies): boolean {
  return isTrustedPeer(trust, socketAddress(c))
}

/** HTTPS as our own TLS proxy saw it (X-Forwarded-Proto), never as a client claims it. */
export function forwardedHttps(c: Context, trust: TrustedProxies): boolean {
  return c.req.header('x-forwarded-proto') === 'https' && fromTrustedProxy(c, trust)
}

/**
 * The caller's address. The socket's, which a client cannot forge, unless the socket is
 * one of our trusted proxies (`trust`): then the client is read from X-Forwarded-For,
 * from the right, and entries the client wrote itself are never believed. X-Real-IP is
 * never read.
 */
export function clientIp(c: Context, trust: TrustedProxies): string {
  const socket = socketAddress(c)
  if (!socket) return 'unknown'
  if (!isTrustedPeer(trust, socket)) return socket.toString()
  // Node joins repeated headers with ', ', so several X-Forwarded-For lines read as one list.
  const forwarded = (c.req.header('x-forwarded-for') ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '')
  return forwardedClient(trust, socket, forwarded).toString()
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
export function clientAddressKey(c: Context, trust: TrustedProxies): string {
  return addressKey(clientIp(c, trust))
}
