import { describe, expect, it } from 'vitest'
import { pathIdSchema } from './row-id.ts'

describe('a row id in a URL path', () => {
  const schema = pathIdSchema('Not a user id')

  it('reads plain digits within int4', () => {
    expect(schema.parse({ id: '42' })).toEqual({ id: 42 })
    expect(schema.parse({ id: '2147483647' })).toEqual({ id: 2_147_483_647 })
  })

  it('refuses what z.coerce would have read as another row, and ids no row can have', () => {
    for (const id of ['0x1', '1e0', ' 1', '1.0', '+1', '', '0', '2147483648', '99999999999']) {
      const result = schema.safeParse({ id })
      expect(result.success, id).toBe(false)
      expect(result.error?.issues[0]?.message, id).toBe('Not a user id')
    }
  })
})
