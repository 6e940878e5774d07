import { Mail } from 'lucide-react'
import { NewsletterForm } from '#web/newsletter/newsletter-form.tsx'

/** The newsletter block of the promotions page; the form itself is the shared one. */
export function PromoNewsletter() {
  return (
    <section
      aria-labelledby="promo-newsletter-heading"
      className="mt-14 rounded-2xl bg-cream-100 p-6 text-center ring-1 ring-cream-200 md:p-10"
    >
      <Mail aria-hidden="true" className="mx-auto size-10 text-brand-700" />
      <h2 id="promo-newsletter-heading" className="mt-3 text-2xl font-bold text-stone-900">
        Never Miss a Deal
      </h2>
      <p className="mx-auto mt-2 max-w-prose text-stone-700">
        Subscribe to our newsletter and be the first to hear about new promotions, flash sales and
        fresh arrivals.
      </p>
      <div className="mx-auto mt-6 max-w-md">
        <NewsletterForm source="Promotions Page" tone="panel" />
      </div>
    </section>
  )
}
