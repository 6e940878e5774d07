/** A stored URL ('/images/x.svg' or already absolute) as an absolute URL. */
export function absoluteUrl(origin: string, url: string): string {
  if (/^https?:\/\//i.test(url)) return url
  return `${origin}${url.startsWith('/') ? '' : '/'}${url}`
}
