import { formatDeliveryDate, formatMinuteOfDayShort } from '#shared/delivery-schedule.ts'
import { fixedDecimals } from '#shared/digits.ts'
import { formatManilaDateTime } from '#shared/manila-time.ts'
import type { Centavos } from '#shared/money.ts'
import { MAX_TEXT_LENGTH } from '#shared/order-texts.ts'
import { gsm7Length, toGsm7 } from './gsm7.ts'

/**
 * Every order text's words, in one place (docs/product-rules.md, order texts). Each is
 * one SMS: at most 160 GSM-7 characters (MAX_TEXT_LENGTH), so amounts read
 * 'PHP 1,059.50' (the peso sign would make it a 70-character text) and no curly quote
 * or en dash appears. A template lists its wordings from the fullest to the shortest;
 * the first that fits is sent, led by the shop's name when there is room for it (cut,
 * or left out: the sender name already says who texts). order-text-templates.test.ts
 * renders each with the longest values.
 */

/** 'PHP 1,059.50': never '₱', which is not in the GSM-7 alphabet. */
export function phpAmount(centavos: Centavos): string {
  const { sign, whole, fraction } = fixedDecimals(centavos, 2)
  return `${sign}PHP ${whole}.${fraction}`
}

/** 'Sat, Nov 28, 9 AM-12 PM': the delivery date and window, with a plain hyphen. */
export function deliveryWhen(delivery: TextDelivery): string {
  return `${formatDeliveryDate(delivery.date)}, ${deliveryWindowShort(delivery)}`
}

/** '9 AM-12 PM', '10:30 AM-12:30 PM' */
export function deliveryWindowShort(delivery: Omit<TextDelivery, 'date'>): string {
  return `${formatMinuteOfDayShort(delivery.startsMinute)}-${formatMinuteOfDayShort(delivery.endsMinute)}`
}

export interface TextDelivery {
  date: string
  startsMinute: number
  endsMinute: number
}

/** What the GCash-after-packing text tells the shopper to do (product-rules §13). */
export type PackedPayment =
  | { kind: 'cod' }
  | { kind: 'gcash_unpaid'; link: string }
  /** Pay after we weigh (§12): the deadline starts with this text. */
  | { kind: 'gcash_pay_by'; due: Date; link: string }
  | { kind: 'gcash_checking' }
  | { kind: 'gcash_balance'; balanceCentavos: Centavos; link: string }
  | { kind: 'gcash_refund'; refundCentavos: Centavos }
  | { kind: 'gcash_settled' }
  /** Paid online (issue 32): not paid yet, a heavier pack's balance to pay online, a refund. */
  | { kind: 'online_unpaid'; link: string }
  | { kind: 'online_balance'; balanceCentavos: Centavos; link: string }
  | { kind: 'online_refund'; refundCentavos: Centavos }

/** Everything a text may say, by kind. */
export type OrderTextContent =
  | {
      kind: 'order_placed'
      orderId: string
      totalCentavos: Centavos
      delivery: TextDelivery | null
      link: string
    }
  | { kind: 'payment_reminder'; orderId: string; totalCentavos: Centavos; due: Date; link: string }
  | {
      kind: 'payment_verified'
      orderId: string
      paidCentavos: Centavos
      /** Confirmed by the payment gateway (issue 32) rather than a GCash proof staff checked. */
      online?: boolean
    }
  | { kind: 'proof_rejected'; orderId: string; link: string }
  | { kind: 'final_amount'; orderId: string; totalCentavos: Centavos; payment: PackedPayment }
  | {
      kind: 'out_for_delivery'
      orderId: string
      /** Cash on delivery: what the rider collects; null when nothing is to be paid at the door. */
      collectCentavos: Centavos | null
      delivery: TextDelivery | null
    }
  | { kind: 'delivered'; orderId: string }
  | {
      kind: 'cancelled'
      orderId: string
      reason: 'payment_deadline' | 'shop'
      /** Paid online (issue 32): the deadline's words name an online payment, not GCash. */
      online?: boolean
    }
  | {
      kind: 'delivery_moved'
      orderId: string
      delivery: TextDelivery
      /** The date the shop closed, and why ('Rizal Day'). */
      closed: { date: string; name: string }
      link: string
    }
  | {
      kind: 'line_ran_out'
      orderId: string
      /** The line as ordered: 'Ribeye, 1.5 in'. */
      line: string
      /** What replaced it; null when it was removed. */
      replacement: string | null
      totalCentavos: Centavos
      link: string
    }

type Wordings = string[]

function wordings(content: OrderTextContent): Wordings {
  const id = content.orderId
  switch (content.kind) {
    case 'order_placed': {
      const total = phpAmount(content.totalCentavos)
      const when = content.delivery ? deliveryWhen(content.delivery) : null
      const delivery = when ? ` Delivery ${when}.` : ''
      return [
        `Order ${id} received. Total ${total}.${delivery} Track it here: ${content.link}`,
        `Order ${id}: ${total}.${delivery} ${content.link}`,
        `Order ${id}: ${total}${when ? `, ${when}` : ''}. ${content.link}`,
        `Order ${id}: ${total}. ${content.link}`,
      ]
    }
    case 'payment_reminder': {
      const total = phpAmount(content.totalCentavos)
      const due = formatManilaDateTime(content.due)
      return [
        `Order ${id} waits for payment. Send ${total} by GCash and upload the proof by ${due}, or it will be cancelled: ${content.link}`,
        `Order ${id}: send ${total} by GCash and upload the proof by ${due}: ${content.link}`,
        `Order ${id}: send ${total} by GCash, then upload the proof: ${content.link}`,
        `Order ${id}: pay ${total} by GCash: ${content.link}`,
      ]
    }
    case 'payment_verified': {
      const paid = phpAmount(content.paidCentavos)
      if (content.online) {
        return [
          `We received your online payment of ${paid} for order ${id}. Thank you! We will text you when it is on its way.`,
          `Online payment of ${paid} for order ${id} received. Thank you!`,
        ]
      }
      return [
        `We received your GCash payment of ${paid} for order ${id}. Thank you! We will text you when it is on its way.`,
        `GCash payment of ${paid} for order ${id} received. Thank you!`,
      ]
    }
    case 'proof_rejected':
      return [
        `We could not verify the GCash proof of payment for order ${id}. Please see why and upload a new one here: ${content.link}`,
        `Order ${id}: we could not verify your GCash proof. Upload a new one: ${content.link}`,
        `Order ${id}: GCash proof not verified. Send a new one: ${content.link}`,
      ]
    case 'final_amount': {
      const total = phpAmount(content.totalCentavos)
      if (content.payment.kind === 'gcash_pay_by') {
        // Pay after we weigh (§12): the amount and the deadline that starts now.
        const { due, link } = content.payment
        const by = formatManilaDateTime(due)
        return [
          `Order ${id} is packed. Pay ${total} (final amount) by ${by} by GCash and upload the proof: ${link}`,
          `Order ${id} packed. Pay ${total} by ${by}: ${link}`,
          `Order ${id}: pay ${total} by ${by}: ${link}`,
        ]
      }
      const next = packedNext(content.payment)
      return [
        `Order ${id} is packed. Final amount: ${total}. ${next.long}`,
        `Order ${id} packed, final ${total}. ${next.short}`,
      ]
    }
    case 'out_for_delivery': {
      const window = content.delivery ? ` today, ${deliveryWindowShort(content.delivery)}` : ''
      const collect =
        content.collectCentavos === null
          ? ''
          : ` Please have ${phpAmount(content.collectCentavos)} ready for the rider.`
      return [
        `Order ${id} is out for delivery${window}.${collect}`,
        `Order ${id} is on its way.${collect}`,
      ]
    }
    case 'delivered':
      return [
        `Order ${id} has been delivered. Thank you for your order! Enjoy your meal.`,
        `Order ${id} delivered. Thank you!`,
      ]
    case 'cancelled': {
      const why =
        content.reason === 'payment_deadline'
          ? ` because no ${content.online ? 'online' : 'GCash'} payment reached us in time`
          : ''
      return [
        `Order ${id} was cancelled${why}. If you have questions, reply to our email.`,
        `Order ${id} was cancelled.`,
      ]
    }
    case 'delivery_moved': {
      const when = deliveryWhen(content.delivery)
      const day = formatDeliveryDate(content.closed.date)
      const name = toGsm7(content.closed.name)
      return [
        `Order ${id} now arrives ${when}. We are closed on ${day} (${name}). Details: ${content.link}`,
        `Order ${id} now arrives ${when}. We are closed on ${day}. ${content.link}`,
        `Order ${id} now arrives ${when}: ${content.link}`,
      ]
    }
    case 'line_ran_out': {
      const line = toGsm7(content.line)
      const total = phpAmount(content.totalCentavos)
      if (content.replacement === null) {
        return [
          `Order ${id}: ${line} ran out, so we removed it. New total ${total}. Details: ${content.link}`,
          `Order ${id}: an item ran out and was removed. New total ${total}: ${content.link}`,
          `Order ${id}: an item ran out and was removed: ${content.link}`,
        ]
      }
      const replacement = toGsm7(content.replacement)
      return [
        `Order ${id}: ${line} ran out; as you asked, we replaced it with ${replacement}. Details: ${content.link}`,
        `Order ${id}: ${line} ran out, replaced with ${replacement}: ${content.link}`,
        `Order ${id}: an item ran out and was replaced: ${content.link}`,
      ]
    }
  }
}

function packedNext(payment: PackedPayment): { long: string; short: string } {
  switch (payment.kind) {
    case 'cod':
      return { long: 'The rider will collect it.', short: 'Pay the rider.' }
    case 'gcash_unpaid':
      return {
        long: `Send it by GCash and upload the proof: ${payment.link}`,
        short: `Pay by GCash: ${payment.link}`,
      }
    case 'gcash_pay_by':
      // Worded by final_amount itself (it needs the amount and the deadline together).
      return { long: '', short: '' }
    case 'gcash_checking':
      return { long: 'We are checking the proof you sent.', short: 'Proof being checked.' }
    case 'gcash_balance': {
      const balance = phpAmount(payment.balanceCentavos)
      return {
        long: `Please send the remaining ${balance} by GCash: ${payment.link}`,
        short: `Send ${balance} more: ${payment.link}`,
      }
    }
    case 'gcash_refund': {
      const refund = phpAmount(payment.refundCentavos)
      return { long: `We will refund ${refund} to your GCash.`, short: `Refund: ${refund}.` }
    }
    case 'gcash_settled':
      return { long: 'Nothing more to pay.', short: 'Nothing more to pay.' }
    case 'online_unpaid':
      return {
        long: `Pay it online on your order page: ${payment.link}`,
        short: `Pay online: ${payment.link}`,
      }
    case 'online_balance': {
      const balance = phpAmount(payment.balanceCentavos)
      return {
        long: `It was packed heavier: pay the remaining ${balance} online, or in cash on delivery: ${payment.link}`,
        short: `Pay ${balance} more online: ${payment.link}`,
      }
    }
    case 'online_refund': {
      const refund = phpAmount(payment.refundCentavos)
      return {
        long: `We will refund ${refund} to your original payment method.`,
        short: `Refund: ${refund}.`,
      }
    }
  }
}

/** The shortest a cut shop name may be and still read as a name. */
const MIN_BRAND_LENGTH = 6

/**
 * The text for `content`, at most MAX_TEXT_LENGTH GSM-7 characters: the first wording
 * that fits, with '<shop name>: ' in front when there is room (cut at a word when the
 * name is long). `siteName` is the admin's, made GSM-7 here.
 */
export function renderOrderText(content: OrderTextContent, siteName: string): string {
  const brand = toGsm7(siteName)
  const all = wordings(content)
  for (const words of all) {
    const room = MAX_TEXT_LENGTH - gsm7Length(words) - 2
    if (room < 0) continue
    const name = fitBrand(brand, room)
    return name ? `${name}: ${words}` : words
  }
  // No wording fits (an absurdly long PUBLIC_URL): the shortest, cut. The unit test
  // holds every realistic value inside the wordings above.
  return cutTo(all[all.length - 1]!, MAX_TEXT_LENGTH)
}

function fitBrand(brand: string, room: number): string {
  if (gsm7Length(brand) <= room) return brand
  // Cut at a word, never inside one; too short a rest is left out.
  const cut = cutTo(brand, room + 1)
  // Back over the last (cut) word, then over the spaces and punctuation before it: a
  // character at a time, so the work stays linear in the name's length.
  let end = cut.length
  while (end > 0 && !/\s/.test(cut[end - 1]!)) end--
  while (end > 0 && /[\s,.:;-]/.test(cut[end - 1]!)) end--
  const atWord = cut.slice(0, end)
  return atWord.length >= MIN_BRAND_LENGTH ? atWord : ''
}

function cutTo(text: string, places: number): string {
  let out = ''
  for (const ch of text) {
    if (gsm7Length(out + ch) > places) break
    out += ch
  }
  return out
}
