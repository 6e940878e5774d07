import { escapeHtml } from '#server/http/escape-html.ts'

/**
 * Email bodies: plain text for every client plus a simple HTML version. Content is
 * described as data (heading, labelled fields, free text) and rendered twice, so the
 * two versions cannot drift apart, and every value is escaped on its way into HTML.
 */
export interface EmailContent {
  heading: string
  intro?: string
  fields?: readonly (readonly [label: string, value: string])[]
  /** Free text such as a shopper's message; line breaks are kept. */
  body?: { label: string; text: string }
  closing?: string
}

export interface RenderedEmail {
  subject: string
  text: string
  html: string
}

/** Header-safe subject: one line (a newline in a header would start a new header), bounded. */
export function oneLineSubject(subject: string, max = 150): string {
  const line = subject.replace(/\s+/g, ' ').trim()
  return line.length > max ? `${line.slice(0, max - 1)}…` : line
}

export function renderText(content: EmailContent): string {
  const parts = [content.heading]
  if (content.intro) parts.push(content.intro)
  if (content.fields?.length) {
    const width = Math.max(...content.fields.map(([label]) => label.length)) + 1
    parts.push(content.fields.map(([l, v]) => `${`${l}:`.padEnd(width)} ${v}`).join('\n'))
  }
  if (content.body) parts.push(`${content.body.label}:\n${content.body.text}`)
  if (content.closing) parts.push(content.closing)
  return `${parts.join('\n\n')}\n`
}

const text = (value: string) => escapeHtml(value).replace(/\r?\n/g, '<br>')

export function renderHtml(siteName: string, content: EmailContent): string {
  const rows = (content.fields ?? [])
    .map(
      ([label, value]) =>
        `<tr><th align="left" style="padding:4px 12px 4px 0;color:#57534e;font-weight:600">${text(label)}</th><td style="padding:4px 0">${text(value)}</td></tr>`,
    )
    .join('')
  return [
    '<!doctype html><html><head><meta charset="utf-8"></head>',
    '<body style="margin:0;padding:24px;background:#f5f5f4;font-family:Arial,sans-serif;color:#1c1917">',
    '<div style="max-width:560px;margin:0 auto;background:#fff;border-radius:8px;padding:24px">',
    `<p style="margin:0 0 16px;color:#8a1c1c;font-weight:700">${text(siteName)}</p>`,
    `<h1 style="margin:0 0 16px;font-size:20px">${text(content.heading)}</h1>`,
    content.intro ? `<p>${text(content.intro)}</p>` : '',
    rows ? `<table role="presentation" style="border-collapse:collapse">${rows}</table>` : '',
    content.body
      ? `<h2 style="margin:20px 0 8px;font-size:16px">${text(content.body.label)}</h2><p style="margin:0">${text(content.body.text)}</p>`
      : '',
    content.closing ? `<p style="margin-top:20px;color:#57534e">${text(content.closing)}</p>` : '',
    '</div></body></html>',
  ].join('')
}

export function renderEmail(
  siteName: string,
  subject: string,
  content: EmailContent,
): RenderedEmail {
  return {
    subject: oneLineSubject(subject),
    text: renderText(content),
    html: renderHtml(siteName, content),
  }
}
