import { describe, expect, it } from 'vitest'
import {
  type ChosenOption,
  checkChoices,
  choiceSetKey,
  choicesSummary,
  chooseGroupMessage,
  extrasPerKg,
  lineTitleWithChoices,
  type OptionGroup,
} from './preparation.ts'

const choice = (id: string, label: string, extra = 0, available = true) => ({
  id,
  label,
  extraPerKgCentavos: extra,
  available,
})

const thickness: OptionGroup = {
  id: 'thick',
  name: 'Thickness',
  required: true,
  choices: [choice('in1', '1 in'), choice('in15', '1.5 in'), choice('in2', '2 in', 0, false)],
}
const trim: OptionGroup = {
  id: 'trim',
  name: 'Trim',
  required: false,
  choices: [choice('faton', 'Fat on'), choice('trimmed', 'Trimmed', 3_000)],
}
const cut: OptionGroup = {
  id: 'cut',
  name: 'Cut',
  required: false,
  choices: [choice('whole', 'Whole slab'), choice('ground', 'Ground', 2_000)],
}
const ribeye = [thickness, trim]

describe('checkChoices', () => {
  it('copies each chosen option, in the groups’ order whatever order they came in', () => {
    expect(checkChoices(ribeye, ['trimmed', 'in15'])).toEqual({
      ok: true,
      chosen: [
        {
          groupId: 'thick',
          groupName: 'Thickness',
          choiceId: 'in15',
          choiceLabel: '1.5 in',
          extraPerKgCentavos: 0,
        },
        {
          groupId: 'trim',
          groupName: 'Trim',
          choiceId: 'trimmed',
          choiceLabel: 'Trimmed',
          extraPerKgCentavos: 3_000,
        },
      ],
    })
  })

  it('takes nothing for a product without options, and an optional group left out', () => {
    expect(checkChoices([], [])).toEqual({ ok: true, chosen: [] })
    expect(checkChoices([cut], [])).toEqual({ ok: true, chosen: [] })
    expect(checkChoices(ribeye, ['in1'])).toMatchObject({ ok: true, chosen: [{ choiceId: 'in1' }] })
  })

  it('asks for a required group left out', () => {
    expect(checkChoices(ribeye, [])).toEqual({ ok: false, message: 'Choose a thickness' })
    expect(checkChoices(ribeye, ['faton'])).toEqual({ ok: false, message: 'Choose a thickness' })
  })

  it('refuses a choice the product does not offer', () => {
    expect(checkChoices(ribeye, ['in1', 'ground'])).toEqual({
      ok: false,
      message: 'A chosen option is no longer offered.',
    })
    expect(checkChoices([], ['in1'])).toEqual({
      ok: false,
      message: 'A chosen option is no longer offered.',
    })
  })

  it('refuses a choice switched off today, naming it', () => {
    expect(checkChoices(ribeye, ['in2'])).toEqual({
      ok: false,
      message: '2 in is not available today.',
    })
  })

  it('refuses two choices of one group, and the same choice twice', () => {
    expect(checkChoices(ribeye, ['in1', 'in15'])).toEqual({
      ok: false,
      message: 'Choose one thickness only.',
    })
    expect(checkChoices(ribeye, ['in1', 'in1'])).toEqual({
      ok: false,
      message: 'Choose one thickness only.',
    })
  })
})

describe('chooseGroupMessage', () => {
  it('says a or an as the group’s name needs, lowercased', () => {
    expect(chooseGroupMessage('Thickness')).toBe('Choose a thickness')
    expect(chooseGroupMessage('Cut')).toBe('Choose a cut')
    expect(chooseGroupMessage('  Option ')).toBe('Choose an option')
  })
})

describe('extrasPerKg', () => {
  it('adds what the chosen extras cost a kilogram', () => {
    const chosen = checkChoices([...ribeye, cut], ['in1', 'trimmed', 'ground'])
    expect(chosen.ok && extrasPerKg(chosen.chosen)).toBe(5_000)
    expect(extrasPerKg([])).toBe(0)
  })
})

describe('choicesSummary and lineTitleWithChoices', () => {
  const chosen = (...labels: string[]): Pick<ChosenOption, 'choiceLabel'>[] =>
    labels.map((choiceLabel) => ({ choiceLabel }))

  it('says the choices as the counter does: plain words lowered, sizes and initials kept', () => {
    expect(choicesSummary(chosen('1.5 in', 'Fat on'))).toBe('1.5 in, fat on')
    expect(choicesSummary(chosen('Cubed for adobo'))).toBe('cubed for adobo')
    expect(choicesSummary(chosen('BBQ cut', '2 in'))).toBe('BBQ cut, 2 in')
    expect(choicesSummary([])).toBe('')
  })

  it('names a line with its choices, or alone without', () => {
    expect(lineTitleWithChoices('Ribeye', chosen('1.5 in', 'Fat on'))).toBe(
      'Ribeye, 1.5 in, fat on',
    )
    expect(lineTitleWithChoices('Ribeye', [])).toBe('Ribeye')
  })
})

describe('choiceSetKey', () => {
  it('is one key for the same choices in any order, another for other choices', () => {
    expect(choiceSetKey(['trimmed', 'in15'])).toBe(choiceSetKey(['in15', 'trimmed']))
    expect(choiceSetKey(['in1'])).not.toBe(choiceSetKey(['in15']))
    expect(choiceSetKey([])).toBe('')
  })
})
