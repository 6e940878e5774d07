import { statusListPath } from './query-string.ts'

/** `POST /api/contact`: the storefront's contact form. */
export const contactApiPaths = {
  send: '/api/contact',
} as const

/** The contact-form inbox of the admin Messages screen (admin only). */
export const adminContactApiPaths = {
  messages: (status: string, page = 1) => statusListPath('/api/admin/messages', status, page),
  message: (id: number) => `/api/admin/messages/${id}`,
} as const
