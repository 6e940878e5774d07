import { describe, expect, it } from 'vitest'
import { unstorableTextFields } from './validate.ts'

describe('the scan for text PostgreSQL cannot store', () => {
  it('names each field holding NUL or a lone surrogate, keys included', () => {
    expect(
      unstorableTextFields({
        name: 'Ana\u0000',
        lines: [{ note: 'ok' }, { note: 'half \ud800 a pair' }],
        fine: 'a whole pair \ud83e\udd69',
        extra: { 'key\u0000': 'value' },
      }),
    ).toEqual({
      name: 'Contains characters that cannot be saved',
      'lines.1.note': 'Contains characters that cannot be saved',
      'extra.key\u0000': 'Contains characters that cannot be saved',
    })
    expect(unstorableTextFields('\u0000')).toEqual({
      _: 'Contains characters that cannot be saved',
    })
  })

  it('reads a value nested 200,000 deep (a z.unknown() field) without running out of stack', () => {
    let value: unknown = 'deep\u0000'
    for (let i = 0; i < 200_000; i++) value = [value]
    const fields = unstorableTextFields(value)
    expect(Object.keys(fields)).toEqual([Array(200_000).fill('0').join('.')])
  })

  it('stops after 20 fields: enough to show what to fix, however many there are', () => {
    const fields = unstorableTextFields(Array.from({ length: 100_000 }, () => '\u0000'))
    expect(Object.keys(fields)).toEqual(Array.from({ length: 20 }, (_, i) => String(i)))
  })
})
