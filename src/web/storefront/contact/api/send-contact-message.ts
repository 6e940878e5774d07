import { mutationOptions, useMutation } from '@tanstack/react-query'
import type { z } from 'zod'
import { contactApiPaths } from '#shared/api-paths/contact.ts'
import type { contactRequestSchema } from '#shared/schemas/contact.ts'
import { api } from '#web/lib/api-client.ts'

/** 201 `{message: 'Message Sent'}` once the message is stored and queued for the shop's inbox. */
export interface ContactResponse {
  message: string
}

export type ContactMessage = z.output<typeof contactRequestSchema>

/** `POST /api/contact`; the form says how it went. */
export const sendContactMessageMutationOptions = mutationOptions({
  mutationFn: (body: ContactMessage) => api.post<ContactResponse>(contactApiPaths.send, body),
})

export function useSendContactMessage() {
  return useMutation(sendContactMessageMutationOptions)
}
