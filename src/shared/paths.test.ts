import { describe, expect, it } from 'vitest'
import { isClientRoute, paths } from './paths.ts'

describe('isClientRoute', () => {
  it('knows the storefront and admin pages', () => {
    for (const path of [
      '/',
      '/products',
      '/products/beef',
      '/product/12',
      '/recipe/3',
      '/cart/',
      paths.admin.login,
      paths.admin.users,
    ]) {
      expect(isClientRoute(path), path).toBe(true)
    }
  })

  it('does not claim unknown pages', () => {
    for (const path of [
      '/nope',
      '/product',
      '/product/1/extra',
      '/admin/not-a-section',
      '/admin/users/9',
    ]) {
      expect(isClientRoute(path), path).toBe(false)
    }
  })
})
