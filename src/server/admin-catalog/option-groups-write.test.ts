import { describe, expect, it } from 'vitest'
import type { OptionGroup } from '#shared/preparation.ts'
import { OPTION_ID_PATTERN } from '#shared/preparation.ts'
import { newOptionId, optionGroupsToStore } from './option-groups-write.ts'

/** Ids drawn in order: 'n1', 'n2', … (after any given first). */
const counter = (...first: string[]) => {
  let n = 0
  return () => first.shift() ?? `n${++n}`
}

const stored: OptionGroup[] = [
  {
    id: 'thick',
    name: 'Thickness',
    required: true,
    choices: [
      { id: 'in1', label: '1 in', extraPerKgCentavos: 0, available: true },
      { id: 'in2', label: '2 in', extraPerKgCentavos: 0, available: true },
    ],
  },
]

describe('optionGroupsToStore', () => {
  it('gives new groups and choices ids, and turns the extras into the stored shape', () => {
    const groups = optionGroupsToStore(
      [
        {
          name: 'Cut',
          required: false,
          choices: [
            { label: 'Whole', extraPerKg: 0, available: true },
            { label: 'Ground', extraPerKg: 2_000, available: false },
          ],
        },
      ],
      [],
      counter(),
    )
    expect(groups).toEqual([
      {
        id: 'n1',
        name: 'Cut',
        required: false,
        choices: [
          { id: 'n2', label: 'Whole', extraPerKgCentavos: 0, available: true },
          { id: 'n3', label: 'Ground', extraPerKgCentavos: 2_000, available: false },
        ],
      },
    ])
  })

  it('keeps the ids the product has, wherever they are sent, and replaces unknown ones', () => {
    const groups = optionGroupsToStore(
      [
        {
          id: 'thick',
          name: 'Thickness',
          required: true,
          choices: [
            { id: 'in2', label: '2 inches', extraPerKg: 0, available: true },
            { id: 'madeup', label: '3 in', extraPerKg: 0, available: true },
            { label: '1.5 in', extraPerKg: 0, available: true },
          ],
        },
      ],
      stored,
      counter(),
    )
    expect(groups[0]!.id).toBe('thick')
    expect(groups[0]!.choices.map((c) => [c.id, c.label])).toEqual([
      ['in2', '2 inches'],
      ['n1', '3 in'],
      ['n2', '1.5 in'],
    ])
  })

  it('never gives one id twice: a repeated id and a fresh id already in use are replaced', () => {
    const groups = optionGroupsToStore(
      [
        {
          id: 'thick',
          name: 'A',
          required: false,
          choices: [{ id: 'in1', label: 'x', extraPerKg: 0, available: true }],
        },
        {
          id: 'thick',
          name: 'B',
          required: false,
          choices: [
            { id: 'in1', label: 'y', extraPerKg: 0, available: true },
            { label: 'z', extraPerKg: 0, available: true },
          ],
        },
      ],
      stored,
      // The first fresh ids collide with ids in use (or the product's old 'in2').
      counter('thick', 'in2', 'in1'),
    )
    const ids = groups.flatMap((g) => [g.id, ...g.choices.map((c) => c.id)])
    expect(ids).toEqual(['thick', 'in1', 'n1', 'n2', 'n3'])
  })
})

describe('newOptionId', () => {
  it('makes eight lowercase letters and digits, different each time', () => {
    const ids = Array.from({ length: 200 }, newOptionId)
    for (const id of ids) {
      expect(id).toMatch(OPTION_ID_PATTERN)
      expect(id).toHaveLength(8)
    }
    expect(new Set(ids).size).toBe(200)
  })
})
