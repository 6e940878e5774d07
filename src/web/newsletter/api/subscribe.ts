import { mutationOptions, useMutation } from '@tanstack/react-query'
import { subscribersApiPaths } from '#shared/api-paths/newsletter.ts'
import type { SubscribeRequest } from '#shared/schemas/subscribers.ts'
import { api } from '#web/lib/api-client.ts'

/** 200 for a new and for an existing address alike: 'Thank you for subscribing!'. */
export interface SubscribeResponse {
  message: string
}

/**
 * `POST /api/subscribers`; the form says how it went. Type-only imports from the
 * schema: the footer must not load zod.
 */
export const subscribeMutationOptions = mutationOptions({
  mutationFn: (body: SubscribeRequest) =>
    api.post<SubscribeResponse>(subscribersApiPaths.subscribe, body),
})

export function useSubscribe() {
  return useMutation(subscribeMutationOptions)
}
