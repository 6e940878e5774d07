import { type QueryClient, QueryClientProvider } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { UpdateBanner } from '#web/pwa/update-banner.tsx'
import { ToasterSlot } from '#web/ui/toaster-slot.tsx'

/** The one query cache the pages and the routes' loaders share, the toasts, and the update offer. */
export function Providers({
  queryClient,
  children,
}: {
  queryClient: QueryClient
  children: ReactNode
}) {
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      <ToasterSlot />
      <UpdateBanner />
    </QueryClientProvider>
  )
}
