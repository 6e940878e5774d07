import type { Context } from 'hono'
import type { Config } from '../config'

/**
 * The origin absolute links are built on (canonical, og:image, sitemap): PUBLIC_URL
 * when set, else the address the request came to. Behind our own proxy
 * (TRUST_PROXY) the scheme comes from X-Forwarded-Proto, as for session cookies.
 */
export function publicOrigin(c: Context, config: Pick<Config, 'publicUrl' | 'trustProxy'>): string {
  if (config.publicUrl) return config.publicUrl
  const url = new URL(c.req.url)
  const forwarded = c.req.header('x-forwarded-proto')?.split(',')[0]?.trim()
  const protocol =
    config.trustProxy && (forwarded === 'https' || forwarded === 'http')
      ? `${forwarded}:`
      : url.protocol
  return `${protocol}//${url.host}`
}

/** A stored URL ('/images/x.svg' or already absolute) as an absolute URL. */
export function absoluteUrl(origin: string, url: string): string {
  if (/^https?:\/\//i.test(url)) return url
  return `${origin}${url.startsWith('/') ? '' : '/'}${url}`
}
