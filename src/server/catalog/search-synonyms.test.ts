import { describe, expect, it } from 'vitest'
import { defaultSearchWordGroups } from '#shared/search-words.ts'
import { searchAlternatives } from './search-synonyms.ts'

const expand = (search: string) => searchAlternatives(search, defaultSearchWordGroups)

describe('searchAlternatives', () => {
  it('stands a Filipino word for its English one, and back', () => {
    expect(expand('baboy')).toEqual(['pork'])
    expect(expand('Pork')).toEqual(['baboy'])
    expect(expand('manok')).toEqual(['chicken'])
    expect(expand('hipon')).toEqual(['shrimp', 'prawn'])
  })

  it('keeps the rest of the search around the word', () => {
    expect(expand('baboy adobo')).toEqual(['pork adobo'])
    expect(expand('  Baka   steak ')).toEqual(['beef steak'])
  })

  it('joins and splits spacing variants', () => {
    expect(expand('rib eye')).toEqual(['ribeye'])
    expect(expand('ribeye')).toEqual(['rib eye'])
    expect(expand('porkchop')).toEqual(['pork chop'])
    expect(expand('pork chop')).toEqual(['porkchop', 'baboy chop'])
  })

  it('replaces the longer word first: pork belly before pork', () => {
    expect(expand('pork belly')).toEqual(['liempo', 'baboy belly'])
    expect(expand('liempo')).toEqual(['pork belly'])
  })

  it('takes a plural for its word and drops the ending', () => {
    expect(expand('prawns')).toEqual(['prawn', 'hipon', 'shrimp'])
  })

  it('matches whole words only', () => {
    expect(expand('patatas')).toEqual([])
    expect(expand('bakal')).toEqual([])
    expect(expand('porky')).toEqual([])
  })

  it('finds nothing to add to a search without a group word', () => {
    expect(expand('wagyu')).toEqual([])
    expect(searchAlternatives('baboy', [])).toEqual([])
  })

  it('caps the alternatives', () => {
    const many = [['a1', 'b1', 'c1', 'd1', 'e1', 'f1', 'g1', 'h1', 'i1', 'j1']]
    expect(searchAlternatives('a1', many)).toHaveLength(8)
    expect(searchAlternatives('a1', many, 3)).toEqual(['b1', 'c1', 'd1'])
  })

  it('leaves a search too long to be a shopper’s words as it is', () => {
    expect(expand(`baboy ${'x'.repeat(200)}`)).toEqual([])
  })
})
