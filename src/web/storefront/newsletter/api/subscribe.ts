import { useMutation } from '@tanstack/react-query'
import type { SubscribeRequest } from '#shared/schemas/messages.ts'
import { api } from '#web/lib/api-client.ts'

/** 200 for a new and for an existing address alike: 'Thank you for subscribing!'. */
export interface SubscribeResponse {
  message: string
}

/** `POST /api/subscribers`. Type-only imports from the schema: the footer must not load zod. */
export function useSubscribe() {
  return useMutation({
    mutationFn: (body: SubscribeRequest) => api.post<SubscribeResponse>('/api/subscribers', body),
  })
}
