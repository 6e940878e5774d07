import { mutationOptions, useMutation } from '@tanstack/react-query'
import { adminUsersApiPaths } from '#shared/api-paths/staff.ts'
import type { AdminStaffUser, CreatedStaffUserResponse } from '#shared/schemas/staff-users.ts'
import { api } from '#web/lib/api-client.ts'

/** A fresh set-password link for someone who lost theirs (older links stop working). */
export const renewSetPasswordLinkMutationOptions = mutationOptions({
  mutationFn: (user: AdminStaffUser) =>
    api.post<CreatedStaffUserResponse>(adminUsersApiPaths.setPasswordLink(user.id)),
})

export function useRenewSetPasswordLink() {
  return useMutation(renewSetPasswordLinkMutationOptions)
}
