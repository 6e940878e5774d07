import { Mail, MapPin, Phone } from 'lucide-react'
import type { ReactNode } from 'react'
import { telHref } from '#web/lib/format.ts'
import { useSite } from '#web/site/api/get-site.ts'

const linkClass = 'rounded-sm font-medium text-brand-700 hover:underline'

function Detail({
  icon,
  title,
  children,
}: {
  icon: ReactNode
  title: string
  children: ReactNode
}) {
  return (
    <li className="flex gap-4">
      <span className="flex size-11 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-700">
        {icon}
      </span>
      <div className="min-w-0">
        <h3 className="font-semibold text-stone-900">{title}</h3>
        <div className="mt-0.5 text-stone-700">{children}</div>
      </div>
    </li>
  )
}

/** Phone, email and location, from the shop settings (never made-up values). */
export function ContactDetails() {
  const site = useSite()
  if (!site.data) {
    return (
      <div aria-busy="true" className="h-56 animate-pulse rounded-xl bg-cream-100">
        <span className="sr-only">Loading contact details</span>
      </div>
    )
  }
  const { contactPhone, contactEmail, address } = site.data
  const mapsUrl = `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(address)}`
  return (
    <ul className="space-y-6">
      {contactPhone && (
        <Detail icon={<Phone aria-hidden="true" className="size-5" />} title="Phone">
          <a href={telHref(contactPhone)} className={linkClass}>
            {contactPhone}
          </a>
        </Detail>
      )}
      <Detail icon={<Mail aria-hidden="true" className="size-5" />} title="Email">
        <a href={`mailto:${contactEmail}`} className={`${linkClass} break-all`}>
          {contactEmail}
        </a>
      </Detail>
      {address && (
        <Detail icon={<MapPin aria-hidden="true" className="size-5" />} title="Location">
          <address className="not-italic">{address}</address>
          <a href={mapsUrl} target="_blank" rel="noopener noreferrer" className={linkClass}>
            Open in Google Maps<span className="sr-only"> (opens in a new tab)</span>
          </a>
        </Detail>
      )}
    </ul>
  )
}
