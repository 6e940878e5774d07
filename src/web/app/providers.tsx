import { QueryClientProvider } from '@tanstack/react-query'
import { type ReactNode, useState } from 'react'
import { ToasterSlot } from '../ui/toaster-slot'
import { createQueryClient } from './query-client'

export function Providers({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient)
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      <ToasterSlot />
    </QueryClientProvider>
  )
}
