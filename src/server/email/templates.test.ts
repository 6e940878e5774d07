import { describe, expect, it } from 'vitest'
import { contactMessageEmail } from '#server/contact/contact-email.ts'
import { escapeHtml } from '#server/http/escape-html.ts'
import { oneLineSubject, renderEmail } from './templates.ts'

describe('escapeHtml', () => {
  it('escapes the five characters that matter in text and attributes', () => {
    expect(escapeHtml(`<a href="x" title='y'>Tom & Jerry</a>`)).toBe(
      '&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;Tom &amp; Jerry&lt;/a&gt;',
    )
  })
})

describe('renderEmail', () => {
  const content = {
    heading: 'New message',
    intro: 'Someone wrote in.',
    fields: [
      ['Name', 'Juan'],
      ['Email', 'juan@example.com'],
    ] as const,
    body: { label: 'Message', text: 'Line one\nLine two' },
    closing: 'Bye.',
  }

  it('renders aligned plain text', () => {
    const { text } = renderEmail('Prime Cuts', 'Hello', content)
    expect(text).toBe(
      'New message\n\nSomeone wrote in.\n\nName:  Juan\nEmail: juan@example.com\n\nMessage:\nLine one\nLine two\n\nBye.\n',
    )
  })

  it('renders HTML with line breaks kept', () => {
    const { html } = renderEmail('Prime Cuts', 'Hello', content)
    expect(html).toContain('<h1 style="margin:0 0 16px;font-size:20px">New message</h1>')
    expect(html).toContain('Line one<br>Line two')
    expect(html).toContain('juan@example.com')
  })

  it('never lets user text become markup', () => {
    const { html, text } = renderEmail('Shop <b>', 'Hi', {
      heading: '<script>alert(1)</script>',
      fields: [['Name', '"><img src=x onerror=alert(1)>']],
      body: { label: 'Message', text: '</p><iframe>' },
    })
    expect(html).not.toMatch(/<script|<img|<iframe|<b>/)
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;')
    expect(html).toContain('&quot;&gt;&lt;img src=x onerror=alert(1)&gt;')
    // The plain-text part is not HTML: it keeps the characters as typed.
    expect(text).toContain('<script>alert(1)</script>')
  })
})

describe('oneLineSubject', () => {
  it('keeps a subject on one line (no header injection) and bounded', () => {
    expect(oneLineSubject('Hello\r\nBcc: victim@example.com')).toBe('Hello Bcc: victim@example.com')
    expect(oneLineSubject('a'.repeat(300))).toHaveLength(150)
  })
})

describe('contactMessageEmail', () => {
  it('lists the sender, says when, and escapes the message in HTML', () => {
    const email = contactMessageEmail(
      {
        name: 'Ana Reyes',
        email: 'ana@example.com',
        phone: '',
        subject: 'Party order\nfor Saturday',
        message: 'Do you have <10 kg> of liempo?',
        receivedAt: new Date('2026-01-15T02:30:00Z'),
      },
      'Prime Cuts Butchery',
    )
    expect(email.subject).toBe('Contact form: Party order for Saturday')
    expect(email.text).toContain('Name:     Ana Reyes')
    expect(email.text).toContain('Phone:    not given')
    expect(email.text).toMatch(/Received: Jan 15, 2026,? 10:30/)
    expect(email.text).toContain('Do you have <10 kg> of liempo?')
    expect(email.html).toContain('Do you have &lt;10 kg&gt; of liempo?')
  })
})
