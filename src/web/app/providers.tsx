import { QueryClientProvider } from '@tanstack/react-query'
import { type ReactNode, useState } from 'react'
import { Toaster } from 'sonner'
import { createQueryClient } from './query-client'

export function Providers({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient)
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      {/* Clickable while a modal dialog (which disables pointer events on the page) is open. */}
      <Toaster richColors closeButton style={{ pointerEvents: 'auto' }} />
    </QueryClientProvider>
  )
}
