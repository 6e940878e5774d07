import { describe, expect, it } from 'vitest'
import { formatItemQuantity, itemPreparation } from './order-format.ts'

const chosen = (choiceLabel: string) => ({
  groupId: 'g',
  groupName: 'Thickness',
  choiceId: 'c',
  choiceLabel,
  extraPerKgCentavos: 0,
})

describe("a line's preparation on the confirmation and status pages (issue 31)", () => {
  it('reads pieces with their weight', () => {
    expect(
      formatItemQuantity({ kind: 'product', unit: 'piece', quantity: 2, averagePieceGrams: 350 }),
    ).toBe('2 pcs (about 700 g)')
    expect(formatItemQuantity({ kind: 'product', unit: 'kg', quantity: 2 })).toBe('2 kg')
  })

  it('says the choices, the note as text and the run-out choice', () => {
    expect(
      itemPreparation({
        kind: 'product',
        choices: [chosen('1.5 in'), chosen('Fat on')],
        note: '<b>2 bags</b>',
        ifRunsOut: 'remove',
        runOutOutcome: null,
        replacedName: null,
      }),
    ).toEqual({
      choices: '1.5 in, fat on',
      note: '<b>2 bags</b>',
      runOut: 'If this runs out: Remove it and refund',
      outcome: null,
    })
  })

  it('says what staff did when the cut ran out', () => {
    expect(
      itemPreparation({ kind: 'product', ifRunsOut: 'remove', runOutOutcome: 'removed' }).outcome,
    ).toBe('Removed (ran out)')
    expect(
      itemPreparation({
        kind: 'product',
        ifRunsOut: 'substitute',
        runOutOutcome: 'replaced',
        replacedName: 'Ribeye, 1.5 in',
      }).outcome,
    ).toBe('Replaced Ribeye, 1.5 in')
  })

  it('reads an order kept on the device before issue 31 as plain, and bundles without a run-out choice', () => {
    expect(itemPreparation({ kind: 'product' })).toEqual({
      choices: null,
      note: null,
      runOut: null,
      outcome: null,
    })
    expect(itemPreparation({ kind: 'bundle', ifRunsOut: 'call', note: 'Gift' })).toMatchObject({
      runOut: null,
      note: 'Gift',
    })
  })
})
