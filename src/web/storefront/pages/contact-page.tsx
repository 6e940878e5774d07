import { pageTexts } from '#shared/page-titles.ts'
import { usePageMeta } from '#web/lib/use-page-meta.ts'
import { ContactDetails } from '#web/storefront/contact/contact-details.tsx'
import { ContactFaq } from '#web/storefront/contact/contact-faq.tsx'
import { ContactForm } from '#web/storefront/contact/contact-form.tsx'
import { ShopMap } from '#web/storefront/contact/shop-map.tsx'

export function ContactPage() {
  usePageMeta(pageTexts.contact)
  return (
    <>
      <section className="bg-stone-900 text-white">
        <div className="mx-auto max-w-7xl px-4 py-12 text-center sm:py-16">
          <h1 className="text-4xl font-extrabold tracking-tight sm:text-5xl">Contact Us</h1>
          <p className="mx-auto mt-4 max-w-2xl text-lg text-stone-200">
            Questions about a cut, an order or a delivery? Call, write or send us a message and our
            team will get back to you.
          </p>
        </div>
      </section>
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 lg:grid-cols-[2fr_3fr] lg:items-start">
        <section aria-labelledby="get-in-touch-heading" className="space-y-8">
          <h2 id="get-in-touch-heading" className="text-2xl font-bold text-stone-900">
            Get in Touch
          </h2>
          <ContactDetails />
          <ShopMap />
        </section>
        <section
          aria-labelledby="send-message-heading"
          className="rounded-xl border border-stone-200 bg-white p-6 shadow-sm sm:p-8"
        >
          <h2 id="send-message-heading" className="text-2xl font-bold text-stone-900">
            Send Us a Message
          </h2>
          <p className="mt-2 mb-6 text-stone-700">
            Fill in the form and we will reply by email as soon as we can.
          </p>
          <ContactForm />
        </section>
      </div>
      <div className="bg-cream-100 px-4 py-12 sm:py-16">
        <ContactFaq />
      </div>
    </>
  )
}
