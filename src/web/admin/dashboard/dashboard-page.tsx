import { useStaffUser } from '../require-staff'

export function DashboardPage() {
  const user = useStaffUser()
  return (
    <section aria-labelledby="welcome-heading" className="rounded-xl bg-white p-6 shadow-sm">
      <h2 id="welcome-heading" className="text-2xl font-bold text-stone-900">
        Welcome back, {user.name}
      </h2>
      <p className="mt-2 text-stone-700">
        This is the shop's back office: keep the catalogue up to date and see orders through from
        payment to delivery.
      </p>
    </section>
  )
}
