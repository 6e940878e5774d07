import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { paths } from '#shared/paths.ts'
import { useDocumentTitle } from '#web/lib/use-document-title.ts'

/** The small centred card the sign-in, set-password and forgot-password pages share. */
export function PasswordCard({
  title,
  intro,
  children,
}: {
  title: string
  intro?: ReactNode
  children: ReactNode
}) {
  useDocumentTitle(title)
  return (
    <main className="flex min-h-dvh items-center justify-center bg-cream-100 px-4 py-12">
      <div className="w-full max-w-sm rounded-xl bg-white p-8 shadow-md">
        <h1 className="text-2xl font-bold text-stone-900">{title}</h1>
        {intro && <div className="mt-1 text-sm text-stone-700">{intro}</div>}
        {children}
        <Link
          to={paths.admin.login}
          className="mt-6 inline-block rounded-sm text-sm text-brand-700 hover:underline"
        >
          Back to sign in
        </Link>
      </div>
    </main>
  )
}
