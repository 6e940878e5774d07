import type { publicSubscriptionSources } from '../../../shared/schemas/messages'

export interface NewsletterFormProps {
  source: (typeof publicSubscriptionSources)[number]
  /** 'footer' on the dark footer, 'panel' in a light page block. */
  tone: 'footer' | 'panel'
}

/** Replaced by the newsletter helper: an email box and a Subscribe button. */
export function NewsletterForm(_props: NewsletterFormProps) {
  return null
}
