/** Addresses of the admin-only notifications, contact inbox and outbox APIs. */
function listPath(base: string, status: string, page: number): string {
  const params = new URLSearchParams({ status })
  if (page > 1) params.set('page', String(page))
  return `${base}?${params}`
}

export const adminMessagesApiPaths = {
  notifications: '/api/admin/notifications',
  testEmail: '/api/admin/notifications/test',
  messages: (status: string, page = 1) => listPath('/api/admin/messages', status, page),
  message: (id: number) => `/api/admin/messages/${id}`,
  outbox: (status: string, page = 1) => listPath('/api/admin/outbox', status, page),
  retryEmail: (id: number) => `/api/admin/outbox/${id}/retry`,
} as const
