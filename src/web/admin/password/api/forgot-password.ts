import { mutationOptions, useMutation } from '@tanstack/react-query'
import { passwordApiPaths } from '#shared/api-paths/staff.ts'
import type { ForgotPasswordRequest, ForgotPasswordResponse } from '#shared/schemas/staff-users.ts'
import { api } from '#web/lib/api-client.ts'

/** Asks for a set-password link by email; the answer is the same whether or not the address is known. */
export const forgotPasswordMutationOptions = mutationOptions({
  mutationFn: (body: ForgotPasswordRequest) =>
    api.post<ForgotPasswordResponse>(passwordApiPaths.forgot, body),
})

export function useForgotPassword() {
  return useMutation(forgotPasswordMutationOptions)
}
