import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { manualPaymentTexts } from '#shared/manual-payment.ts'
import { defaultSettings, type GcashSettings } from '#shared/schemas/settings.ts'
import { GcashInstructions } from './gcash-instructions.tsx'

const gcash: GcashSettings = { ...defaultSettings.gcash, accountNumber: '0917 123 4567' }

describe('the GCash instructions', () => {
  it("show the shop's QR Ph code to scan when it uploaded one", () => {
    const html = renderToString(
      <GcashInstructions gcash={{ ...gcash, qrImage: `/media/${'a'.repeat(32)}/640.webp` }} />,
    )
    expect(html).toMatch(
      new RegExp(`<img[^>]*src="/media/a{32}/640.webp"[^>]*alt="${manualPaymentTexts.qrAlt}"`),
    )
  })

  it('show no picture without one', () => {
    expect(renderToString(<GcashInstructions gcash={gcash} />)).not.toContain('<img')
  })

  it("keep the number on one line, with 'Copy number' beside it", () => {
    const html = renderToString(<GcashInstructions gcash={gcash} />)
    expect(html).toMatch(/<span[^>]*class="whitespace-nowrap[^"]*"[^>]*>0917 123 4567<\/span>/)
    expect(html).toMatch(/<button[^>]*type="button"[^>]*>.*Copy number<\/button>/)
  })
})
