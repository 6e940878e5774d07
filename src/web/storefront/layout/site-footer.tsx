import { Mail, MapPin, Phone } from 'lucide-react'
import { Link } from 'react-router'
import { manilaIsoDate } from '#shared/manila-time.ts'
import { acceptedPaymentLabels } from '#shared/order-status.ts'
import { paths } from '#shared/paths.ts'
import type { PublicSite } from '#shared/schemas/settings.ts'
import { telHref } from '#web/lib/format.ts'
import { NewsletterForm } from '#web/newsletter/newsletter-form.tsx'
import { useSite } from '#web/site/api/get-site.ts'
import { footerLinksId, pageLinks } from './nav-links.ts'

const quickLinks = [{ label: 'All Products', to: paths.products() }, ...pageLinks]

const headingClass = 'text-sm font-semibold tracking-wide text-white uppercase'
const linkClass = 'rounded-sm text-stone-300 hover:text-white hover:underline'

function ContactDetails({ site }: { site: PublicSite }) {
  return (
    <address className="space-y-3 text-sm not-italic">
      {site.address && (
        <p className="flex gap-2">
          <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          <span>{site.address}</span>
        </p>
      )}
      {site.contactPhone && (
        <p className="flex gap-2">
          <Phone aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          <a href={telHref(site.contactPhone)} className={linkClass}>
            {site.contactPhone}
          </a>
        </p>
      )}
      <p className="flex gap-2">
        <Mail aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        <a href={`mailto:${site.contactEmail}`} className={`${linkClass} break-all`}>
          {site.contactEmail}
        </a>
      </p>
    </address>
  )
}

export function SiteFooter() {
  const site = useSite()
  // The shop's year, in Manila on the server and in the browser alike (the server's own
  // clock is UTC); a page rendered in the last minute of a year may still say the old
  // one, so the browser may correct it without a hydration warning.
  const year = manilaIsoDate(new Date()).slice(0, 4)
  return (
    <footer className="bg-stone-900 text-stone-300 [--focus-ring:white]">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:grid-cols-2 lg:grid-cols-4">
        {/* scroll-mt keeps the heading clear of the sticky header when jumped to. */}
        <nav aria-label="Footer" id={footerLinksId} className="scroll-mt-20">
          <h2 className={headingClass}>Quick Links</h2>
          <ul className="mt-4 grid grid-cols-2 gap-2 text-sm">
            {quickLinks.map((link) => (
              <li key={link.to}>
                <Link to={link.to} className={linkClass}>
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <section aria-labelledby="footer-contact">
          <h2 id="footer-contact" className={headingClass}>
            Contact Us
          </h2>
          {/* Keep the space while loading; never show made-up contact details. */}
          <div className="mt-4 min-h-32" aria-busy={site.isPending}>
            {site.data && <ContactDetails site={site.data} />}
          </div>
        </section>
        <section aria-labelledby="footer-newsletter">
          <h2 id="footer-newsletter" className={headingClass}>
            Newsletter
          </h2>
          <p className="mt-4 text-sm">Fresh cuts, recipes and promos in your inbox.</p>
          <div className="mt-3">
            <NewsletterForm source="Newsletter Form" tone="footer" />
          </div>
        </section>
        <section aria-labelledby="footer-payments">
          <h2 id="footer-payments" className={headingClass}>
            We Accept
          </h2>
          <ul className="mt-4 flex flex-wrap gap-2 text-sm">
            {(site.data?.acceptedPayments ?? acceptedPaymentLabels).map((method) => (
              <li key={method} className="rounded-md border border-stone-600 px-3 py-1 text-white">
                {method}
              </li>
            ))}
          </ul>
        </section>
      </div>
      <div className="border-t border-stone-700">
        <p className="mx-auto max-w-7xl px-4 py-6 text-sm" suppressHydrationWarning>
          © {year} {site.data?.siteName}
        </p>
      </div>
    </footer>
  )
}
