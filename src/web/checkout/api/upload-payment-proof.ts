import {
  mutationOptions,
  type QueryClient,
  useMutation,
  useQueryClient,
} from '@tanstack/react-query'
import { orderApiPaths } from '#shared/api-paths/orders.ts'
import type { ProofPurpose } from '#shared/payment-state.ts'
import type { PublicOrder } from '#shared/schemas/orders.ts'
import { rememberSeenOrder } from '#web/checkout/seen-orders.ts'
import { upload } from '#web/lib/api-upload.ts'
import { checkoutKeys } from './checkout-keys.ts'

export interface PaymentProofUpload {
  /** The order's link token: the proof is taken only from whoever holds the link. */
  token: string
  /** Already checked: 13 digits. */
  referenceNumber: string
  file: File
  /** 'balance' for the rest of a short payment (issue 28 §1); the order's payment otherwise. */
  purpose?: ProofPurpose
}

/** Sends the multipart form through the API client's one upload. */
function postPaymentProof({
  token,
  referenceNumber,
  file,
  purpose = 'payment',
}: PaymentProofUpload): Promise<PublicOrder> {
  const body = new FormData()
  // The fields before the file, in this order: the server reads the body as it
  // arrives and checks the order from them before it reads the file (decision 0082).
  body.append('referenceNumber', referenceNumber)
  body.append('purpose', purpose)
  body.append('file', file)
  return upload<PublicOrder>(orderApiPaths.paymentProof(token), body)
}

/**
 * `POST /api/orders/by-token/:token/payment-proof` (multipart `referenceNumber`,
 * `file`): the shopper's screenshot of their GCash payment, sent to the order's link.
 * The answer is the order with its payment now 'submitted'; it replaces the cached
 * order of that link, so the confirmation and the order page show the new state at
 * once. The form toasts.
 */
export function uploadPaymentProofMutationOptions(queryClient: QueryClient) {
  return mutationOptions({
    mutationFn: postPaymentProof,
    onSuccess: (order, { token }) => {
      queryClient.setQueryData(checkoutKeys.order(token), order)
      rememberSeenOrder(order)
    },
  })
}

export function useUploadPaymentProof() {
  return useMutation(uploadPaymentProofMutationOptions(useQueryClient()))
}
