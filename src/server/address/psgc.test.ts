import { describe, expect, it } from 'vitest'
import { joinShippingAddress, weDeliverIn } from '#shared/address.ts'
import { mappableCities, psgcBarangayIn, psgcBarangays, psgcCity, psgcProvince } from './psgc.ts'

describe('the PSGC list shipped with the shop', () => {
  it('names cities as people say them, Metro Manila as one province', () => {
    expect(psgcCity('0402103000')).toEqual({
      code: '0402103000',
      name: 'Bacoor City',
      provinceCode: '0402100000',
    })
    expect(psgcProvince('0402100000')?.name).toBe('Cavite')
    expect(psgcCity('1380300000')).toMatchObject({
      name: 'Makati City',
      provinceCode: '1300000000',
    })
    expect(psgcProvince('1300000000')?.name).toBe('Metro Manila')
    // Named though not mappable: no barangays shipped outside the regions served.
    expect(psgcCity('1430300000')?.name).toBe('Baguio City')
    expect(psgcBarangays('1430300000')).toBeUndefined()
  })

  it("is Manila one city with its districts' barangays", () => {
    expect(psgcCity('1380600000')?.name).toBe('Manila')
    expect(psgcBarangays('1380600000')!.length).toBeGreaterThan(800)
    expect(mappableCities().filter((c) => c.name === 'Tondo I/II')).toEqual([])
  })

  it('finds a barangay only in its own city', () => {
    const molino = psgcBarangays('0402103000')!.find((b) => b.name === 'Molino III')!
    expect(psgcBarangayIn('0402103000', molino.code)?.name).toBe('Molino III')
    expect(psgcBarangayIn('1380300000', molino.code)).toBeUndefined()
    expect(psgcBarangayIn('__proto__', molino.code)).toBeUndefined()
  })

  it('joins the address and says where the shop delivers', () => {
    expect(
      joinShippingAddress({
        address: 'Blk 4 Lot 7',
        barangay: 'Molino III',
        city: 'Bacoor City',
        province: 'Cavite',
        postalCode: '',
      }),
    ).toBe('Blk 4 Lot 7, Molino III, Bacoor City, Cavite')
    expect(weDeliverIn(['Metro Manila', 'Cavite', 'Laguna'])).toBe(
      'We deliver in Metro Manila, Cavite and Laguna.',
    )
    expect(weDeliverIn(['Metro Manila'])).toBe('We deliver in Metro Manila.')
  })
})
