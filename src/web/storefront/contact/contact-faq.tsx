import { acceptedPaymentLabels, acceptedPaymentsAnswerFor } from '#shared/order-status.ts'
import { formatPesoShort } from '#web/lib/format.ts'
import { useSite } from '#web/site/api/get-site.ts'
import { sameDayAnswer } from './same-day-answer.ts'

/**
 * The four answers of docs/product-rules.md §1; the same-day cutoff and zones follow
 * the delivery schedules and the free-delivery amount the shop settings.
 */
export function ContactFaq() {
  const site = useSite().data
  const threshold = site?.freeDeliveryThresholdCentavos
  const entries = [
    {
      question: 'Do you offer same-day delivery?',
      answer: sameDayAnswer(site?.sameDayDelivery),
    },
    {
      question: 'Which areas do you deliver to?',
      answer: 'We deliver across Metro Manila, Cavite and Laguna.',
    },
    {
      question: 'What payment methods do you accept?',
      // What checkout takes now: with online payment, Maya, QR Ph and cards too (issue 32).
      answer: acceptedPaymentsAnswerFor(
        site?.acceptedPayments ?? acceptedPaymentLabels,
        site?.onlinePayments ?? false,
      ),
    },
    {
      question: 'Is delivery free?',
      answer:
        threshold === undefined
          ? 'Delivery is free on orders over a minimum amount; otherwise the rate of your delivery zone applies.'
          : `Delivery is free on orders over ${formatPesoShort(threshold)}; otherwise the rate of your delivery zone applies.`,
    },
  ]
  return (
    <section aria-labelledby="faq-heading" className="mx-auto max-w-3xl">
      <h2 id="faq-heading" className="text-center text-2xl font-bold text-stone-900 sm:text-3xl">
        Frequently Asked Questions
      </h2>
      <div className="mt-8 space-y-4">
        {entries.map((entry) => (
          <div key={entry.question} className="rounded-xl border border-stone-200 bg-white p-5">
            <h3 className="font-semibold text-stone-900">{entry.question}</h3>
            <p className="mt-2 text-stone-700">{entry.answer}</p>
          </div>
        ))}
      </div>
    </section>
  )
}
