import ipaddr from 'ipaddr.js'

type Address = ipaddr.IPv4 | ipaddr.IPv6

/**
 * Who may tell us the client's address and scheme (TRUST_PROXY, docs/security.md "Client
 * addresses behind proxies", decision 0083). Forwarded headers are read only from a
 * connection whose peer is one of them; from anyone else they are the client's own words.
 *
 * - `none`: the socket address, headers never read.
 * - `hops`: the number of proxies that append to X-Forwarded-For, read from the right; the
 *   peer must be on a loopback or private address (nginx on the same host or network).
 *   A proxy elsewhere must be listed.
 * - `list`: the proxies' addresses and ranges; X-Forwarded-For is walked from the right
 *   past every listed address, and the first one not listed is the client.
 */
export type TrustedProxies =
  | { kind: 'none' }
  | { kind: 'hops'; hops: number }
  | { kind: 'list'; ranges: readonly (readonly [Address, number])[] }

export const noTrustedProxy: TrustedProxies = { kind: 'none' }

/** What TRUST_PROXY takes, for the configuration error. */
export const trustProxyFormat =
  'must be true, false, a number of proxy hops (0-10), or the proxies’ addresses or CIDRs separated by commas (e.g. 127.0.0.1,10.0.0.0/8,::1)'

/** The most hops a chain can plausibly have: more is a typo. */
const MAX_HOPS = 10

/**
 * An address as a proxy writes it: dotted-quad IPv4 or IPv6, IPv4-mapped IPv6 as IPv4.
 * ipaddr.js alone also takes `1` or `0x7f.1`, which no proxy writes.
 */
export function parseAddress(text: string): Address | undefined {
  const trimmed = text.trim()
  if (ipaddr.IPv4.isValidFourPartDecimal(trimmed) || ipaddr.IPv6.isValid(trimmed)) {
    return ipaddr.process(trimmed)
  }
  return undefined
}

function parseRange(entry: string): readonly [Address, number] | string {
  const [addressText = '', prefixText, ...rest] = entry.split('/')
  const address = parseAddress(addressText)
  if (!address || rest.length > 0) return `"${entry}" is not an address or CIDR`
  const maxPrefix = address.kind() === 'ipv4' ? 32 : 128
  if (prefixText === undefined) return [address, maxPrefix]
  const prefix = /^\d{1,3}$/.test(prefixText) ? Number(prefixText) : Number.NaN
  if (!(prefix <= maxPrefix)) return `"${entry}" has no valid prefix length`
  // Nobody runs a proxy on every address: /0 would believe any client's header.
  if (prefix === 0) return `"${entry}" would trust every address; list your proxies`
  return [address, prefix]
}

/** TRUST_PROXY as set, or the reason it is not understood. */
export function parseTrustProxy(value: string | undefined): TrustedProxies | string {
  const text = (value ?? '').trim().toLowerCase()
  if (text === '' || text === 'false' || text === 'no' || text === '0') return noTrustedProxy
  if (text === 'true' || text === 'yes') return { kind: 'hops', hops: 1 }
  if (/^\d{1,2}$/.test(text)) {
    const hops = Number(text)
    return hops <= MAX_HOPS ? { kind: 'hops', hops } : trustProxyFormat
  }
  if (!/[.:]/.test(text)) return trustProxyFormat
  const ranges: (readonly [Address, number])[] = []
  for (const entry of text.split(',').map((e) => e.trim())) {
    if (entry === '') continue
    const range = parseRange(entry)
    if (typeof range === 'string') return `${trustProxyFormat}: ${range}`
    ranges.push(range)
  }
  return ranges.length > 0 ? { kind: 'list', ranges } : trustProxyFormat
}

/** Address ranges a hop count believes a peer from: this host and private networks. */
const hopPeerRanges = new Set(['loopback', 'private', 'uniqueLocal'])

function listed(trust: TrustedProxies, address: Address): boolean {
  if (trust.kind !== 'list') return false
  return trust.ranges.some(([range, prefix]) => {
    return range.kind() === address.kind() && address.match(range, prefix)
  })
}

/** Whether the connection's peer is a proxy whose forwarded headers we read. */
export function isTrustedPeer(trust: TrustedProxies, peer: Address | undefined): boolean {
  if (!peer) return false
  switch (trust.kind) {
    case 'none':
      return false
    case 'hops':
      return hopPeerRanges.has(peer.range())
    case 'list':
      return listed(trust, peer)
  }
}

/**
 * The client among `forwarded` (X-Forwarded-For, oldest first) as seen from `peer`, a
 * trusted proxy. Entries the client wrote itself (left of what our proxies appended) are
 * never picked; an entry that is no address ends the walk at the proxy that wrote it.
 */
export function forwardedClient(
  trust: TrustedProxies,
  peer: Address,
  forwarded: readonly string[],
): Address {
  // The nearest proxy is the peer itself; the client sits further out, right to left.
  const chain = [...forwarded].reverse()
  if (trust.kind === 'hops') {
    let client = peer
    for (const entry of chain.slice(0, trust.hops)) {
      const address = parseAddress(entry)
      if (!address) break
      client = address
    }
    return client
  }
  let client = peer
  for (const entry of chain) {
    if (!listed(trust, client)) break
    const address = parseAddress(entry)
    if (!address) break
    client = address
  }
  return client
}
