import { mutationOptions, useMutation } from '@tanstack/react-query'
import { orderApiPaths } from '#shared/api-paths/orders.ts'
import type { PhoneCodeSent } from '#shared/schemas/phone-verification.ts'
import { api } from '#web/lib/api-client.ts'

/** `POST /api/checkout/phone-code`: the checkout's 'Resend code' for the number typed. */
export const resendPhoneCodeMutationOptions = mutationOptions({
  mutationFn: (phone: string) => api.post<PhoneCodeSent>(orderApiPaths.phoneCode, { phone }),
})

export function useResendPhoneCode() {
  return useMutation(resendPhoneCodeMutationOptions)
}
