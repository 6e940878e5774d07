/**
 * Emails that carry a one-time link (set-password, reset: staff/password-link-email.ts)
 * are queued with `secret_expires_at`, the link's expiry. Once such an email is sent, or
 * its link has expired unsent, the stored bodies keep no usable link: whoever reads the
 * outbox later (an admin, a backup, a leaked dump) finds nothing that opens an account.
 */

/** An email whose one-time link expired before it was sent is not sent any more. */
export const LINK_EXPIRED_UNSENT = 'Not sent: its one-time link expired first.'

/** What a removed link reads as in a stored body. */
export const REMOVED_LINK_NOTE = '[link removed: used or expired]'

/** One-time links carry their secret in a `token` query parameter. */
const TOKEN_PARAMETER = '?token='

/** Characters that end a link in our bodies: whitespace, and the quotes and brackets of HTML. */
const endsLink = (ch: string) => ch.trim() === '' || `"'<>`.includes(ch)
/** base64url, percent-encoded or not. */
const isTokenChar = (ch: string) => /[\w%-]/.test(ch)

/**
 * The body with every link carrying a `?token=` replaced by REMOVED_LINK_NOTE. A plain
 * scan (each character looked at a bounded number of times), no regular expression.
 */
export function removeOneTimeLinks(body: string): string {
  let out = ''
  let copiedTo = 0
  let searchFrom = 0
  for (;;) {
    const at = body.indexOf(TOKEN_PARAMETER, searchFrom)
    if (at < 0) return out + body.slice(copiedTo)
    let start = at
    while (start > copiedTo && !endsLink(body[start - 1]!)) start -= 1
    let end = at + TOKEN_PARAMETER.length
    while (end < body.length && isTokenChar(body[end]!)) end += 1
    out += body.slice(copiedTo, start) + REMOVED_LINK_NOTE
    copiedTo = end
    searchFrom = end
  }
}

/** The column values that leave a row's bodies without their link, and mark it done. */
export function withoutOneTimeLinks(row: { textBody: string; htmlBody: string | null }) {
  return {
    textBody: removeOneTimeLinks(row.textBody),
    htmlBody: row.htmlBody === null ? null : removeOneTimeLinks(row.htmlBody),
    secretExpiresAt: null,
  }
}
