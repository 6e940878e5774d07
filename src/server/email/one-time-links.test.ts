import { describe, expect, it } from 'vitest'
import { REMOVED_LINK_NOTE, removeOneTimeLinks, withoutOneTimeLinks } from './one-time-links.ts'
import { renderEmail } from './templates.ts'

const link =
  'https://shop.example/admin/set-password?token=AbC-12_xyzAbC-12_xyzAbC-12_xyzAbC-12_xyz0'

describe('removeOneTimeLinks', () => {
  it('replaces the whole link, in the text and the HTML of a rendered email', () => {
    const email = renderEmail('Prime Cuts', 'Reset', {
      heading: 'Reset your password',
      intro: `Hi Ana, open this link to choose a new password: ${link}`,
      closing: 'The link works once.',
    })
    const text = removeOneTimeLinks(email.text)
    const html = removeOneTimeLinks(email.html)
    for (const body of [text, html]) {
      expect(body).not.toContain('token')
      expect(body).not.toContain('shop.example')
      expect(body).toContain(`choose a new password: ${REMOVED_LINK_NOTE}`)
    }
    expect(text).toContain('The link works once.')
    expect(html).toContain(`${REMOVED_LINK_NOTE}</p>`)
  })

  it('removes every link, percent-encoded tokens too, and leaves other text alone', () => {
    const body = `a ${link}\nb "http://x.test/p?token=a%2Bb%3D" c http://x.test/page?id=1`
    expect(removeOneTimeLinks(body)).toBe(
      `a ${REMOVED_LINK_NOTE}\nb "${REMOVED_LINK_NOTE}" c http://x.test/page?id=1`,
    )
    expect(removeOneTimeLinks('no links here')).toBe('no links here')
  })

  it('removes back-to-back links in a long body with no whitespace', () => {
    // Thousands of "?token=" with nothing to stop the backward scan but the previous link.
    const body = 'x?token='.repeat(50_000)
    expect(removeOneTimeLinks(body)).toBe(REMOVED_LINK_NOTE.repeat(50_000))
  })

  it('gives the columns of a scrubbed row, the secret marker cleared', () => {
    expect(withoutOneTimeLinks({ textBody: `go ${link}`, htmlBody: null })).toEqual({
      textBody: `go ${REMOVED_LINK_NOTE}`,
      htmlBody: null,
      secretExpiresAt: null,
    })
  })
})
