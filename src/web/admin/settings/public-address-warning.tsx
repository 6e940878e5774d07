import { TriangleAlert } from 'lucide-react'
import type { PublicAddress } from '#shared/schemas/admin-settings.ts'

/**
 * Without PUBLIC_URL the server builds every link in its emails (set-password, reset,
 * order status) on the address it listens on: they work on the shop's own machine and
 * nowhere else. Only the operator can change that, in the server's environment.
 */
export function PublicAddressWarning({ publicAddress }: { publicAddress: PublicAddress }) {
  if (publicAddress.publicUrlConfigured) return null
  return (
    <section
      aria-labelledby="public-address-warning"
      className="flex gap-3 rounded-xl border border-amber-300 bg-amber-50 p-4 text-sm text-amber-900"
    >
      <TriangleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
      <div>
        <h2 id="public-address-warning" className="font-semibold">
          Links in emails point at this computer
        </h2>
        <p className="mt-1">
          Links in emails point at the local address{' '}
          <span className="font-mono">{publicAddress.siteOrigin}</span>, which customers and staff
          cannot open from their own devices. Set PUBLIC_URL in the server&apos;s environment to the
          shop&apos;s public address (for example https://shop.example.com) and restart it.
        </p>
      </div>
    </section>
  )
}
