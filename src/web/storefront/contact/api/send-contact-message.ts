import { useMutation } from '@tanstack/react-query'
import type { z } from 'zod'
import type { contactRequestSchema } from '#shared/schemas/messages.ts'
import { api } from '#web/lib/api-client.ts'

/** 201 `{message: 'Message Sent'}` once the message is stored and queued for the shop's inbox. */
export interface ContactResponse {
  message: string
}

export type ContactMessage = z.output<typeof contactRequestSchema>

/** `POST /api/contact`. */
export function useSendContactMessage() {
  return useMutation({
    mutationFn: (body: ContactMessage) => api.post<ContactResponse>('/api/contact', body),
  })
}
