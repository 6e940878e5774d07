import type { APIRequestContext } from '@playwright/test'
import { adminUsersApiPaths } from '#shared/api-paths/staff.ts'
import type { CreatedStaffUserResponse } from '#shared/schemas/staff-users.ts'
import { expect } from './support/fixtures.ts'

/**
 * A staff account of this test's own (the e2e admin and editor are never edited or
 * deleted: other journeys sign in as them). `request` must be an admin's.
 */
export async function ownStaffUser(
  request: APIRequestContext,
  label: string,
  role: 'admin' | 'editor' = 'editor',
): Promise<CreatedStaffUserResponse> {
  const stamp = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`
  const response = await request.post(adminUsersApiPaths.create, {
    data: {
      name: `${label} ${stamp}`,
      email: `${label.toLowerCase().replace(/\W+/g, '.')}.${stamp}@e2e-users.test`,
      role,
    },
  })
  expect(response.status()).toBe(201)
  return (await response.json()) as CreatedStaffUserResponse
}
