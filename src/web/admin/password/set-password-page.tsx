import { useState } from 'react'
import { Link, useNavigate, useSearchParams } from 'react-router'
import { adminDoorTitles } from '#shared/admin-page-titles.ts'
import { paths } from '#shared/paths.ts'
import { INVALID_LINK_MESSAGE } from '#shared/schemas/staff-users.ts'
import { usePasswordTokenCheck } from '#web/admin/password/api/check-password-token.ts'
import { isApiError } from '#web/lib/api-client.ts'
import { buttonClasses } from '#web/ui/button-styles.ts'
import { QueryBoundary } from '#web/ui/query-boundary.tsx'
import { Spinner } from '#web/ui/spinner.tsx'
import { toast } from '#web/ui/toast.ts'
import { ChoosePasswordForm } from './choose-password-form.tsx'
import { PasswordCard } from './password-card.tsx'

/** A used, expired or forged link: say so plainly and show the ways on. */
function InvalidLink() {
  return (
    <PasswordCard title="Link not valid" intro={<p>{INVALID_LINK_MESSAGE}</p>}>
      <p className="mt-4 text-sm text-stone-700">
        Already chose a password? Sign in with it. Forgot it? Ask for a reset link.
      </p>
      <div className="mt-6 flex flex-col gap-3">
        <Link to={paths.admin.login} className={buttonClasses({ variant: 'primary' })}>
          Go to sign in
        </Link>
        <Link to={paths.admin.forgotPassword} className={buttonClasses({ variant: 'secondary' })}>
          Forgot password?
        </Link>
      </div>
    </PasswordCard>
  )
}

function SetPasswordWithToken({ token }: { token: string }) {
  const navigate = useNavigate()
  const check = usePasswordTokenCheck(token)
  const [refused, setRefused] = useState(false)

  if (refused || (isApiError(check.error) && [400, 410].includes(check.error.status))) {
    return <InvalidLink />
  }
  return (
    <PasswordCard
      title={adminDoorTitles.setPassword}
      intro={
        check.data && (
          <p>
            For <span className="font-semibold text-stone-900">{check.data.email}</span>
          </p>
        )
      }
    >
      <QueryBoundary
        query={check}
        pending={<Spinner label="Checking your link" className="mx-auto mt-6 flex" />}
        loadError={{ message: 'Your link could not be checked.' }}
      >
        {() => (
          <ChoosePasswordForm
            token={token}
            onLinkRefused={() => setRefused(true)}
            onSignedIn={(name) => {
              toast.success('Password set', { description: `Welcome, ${name}!` })
              void navigate(paths.admin.root, { replace: true })
            }}
          />
        )}
      </QueryBoundary>
    </PasswordCard>
  )
}

/** `/admin/set-password?token=...`: a new or forgetful staff member chooses a password. */
export function SetPasswordPage() {
  const [searchParams] = useSearchParams()
  const token = searchParams.get('token') ?? ''
  if (!token) return <InvalidLink />
  return <SetPasswordWithToken token={token} />
}
