import { StrictMode, startTransition } from 'react'
import { createRoot } from 'react-dom/client'
import { RouterProvider } from 'react-router/dom'
import { Providers } from '#web/app/providers.tsx'
import { createQueryClient } from '#web/app/query-client.ts'
import { createRouter } from '#web/app/router.tsx'
import './styles.css'

const container = document.getElementById('root')
if (!container) throw new Error('index.html must contain <div id="root">')

const queryClient = createQueryClient()
const router = createRouter(queryClient)

// A transition lets React render the first page in short slices, so a phone's main
// thread never blocks for long while the shop starts (Total Blocking Time).
startTransition(() => {
  createRoot(container).render(
    <StrictMode>
      <Providers queryClient={queryClient}>
        <RouterProvider router={router} />
      </Providers>
    </StrictMode>,
  )
})
