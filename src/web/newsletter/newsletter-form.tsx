import { type FormEvent, useId, useRef, useState } from 'react'
import type { publicSubscriptionSources } from '#shared/schemas/subscribers.ts'
import { isApiError } from '#web/lib/api-client.ts'
import { apiErrorMessage } from '#web/lib/api-error-message.ts'
import { useSubscribe } from '#web/newsletter/api/subscribe.ts'
import { cn } from '#web/ui/cn.ts'
import { NoScriptNote } from '#web/ui/needs-javascript.tsx'
import { toast } from '#web/ui/toast.ts'
import {
  INVALID_EMAIL_TEXT,
  INVALID_EMAIL_TITLE,
  normalizeSubscriberEmail,
} from './subscriber-email.ts'

export interface NewsletterFormProps {
  source: (typeof publicSubscriptionSources)[number]
  /** 'footer' on the dark footer, 'panel' in a light page block. */
  tone: 'footer' | 'panel'
}

const tones = {
  footer: {
    label: 'text-stone-300',
    input: 'border-stone-500 bg-stone-800 text-white placeholder:text-stone-400',
    button: 'bg-white text-brand-800 hover:bg-cream-100',
  },
  panel: {
    label: 'text-stone-800',
    input: 'border-stone-300 bg-white text-stone-900 placeholder:text-stone-500',
    button: 'bg-brand-700 text-white hover:bg-brand-800',
  },
} as const

const subscribeNeedsJavaScript = 'Turn on JavaScript to subscribe'

function reportFailure(error: unknown) {
  if (isApiError(error) && error.status === 422) {
    toast.error(INVALID_EMAIL_TITLE, { description: error.fields?.email ?? INVALID_EMAIL_TEXT })
  } else {
    toast.error('Subscription failed', { description: apiErrorMessage(error) })
  }
}

/**
 * Email box and Subscribe button, shared by the footer and the Promotions page.
 * The one form not built on useApiForm, on purpose: the footer is on every first
 * page, and react-hook-form with zod would put a first visit to /store/:id over
 * the storefront's JavaScript budget (docs/performance.md). It shares the email
 * rule and the API error wording with the other forms.
 */
export function NewsletterForm({ source, tone }: NewsletterFormProps) {
  const id = useId()
  const [email, setEmail] = useState('')
  const [invalid, setInvalid] = useState(false)
  const inputRef = useRef<HTMLInputElement>(null)
  const honeypotRef = useRef<HTMLInputElement>(null)
  const subscribe = useSubscribe()
  const style = tones[tone]

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (subscribe.isPending) return
    const normalized = normalizeSubscriberEmail(email)
    setInvalid(normalized === null)
    if (normalized === null) {
      toast.error(INVALID_EMAIL_TITLE, { description: INVALID_EMAIL_TEXT })
      inputRef.current?.focus()
      return
    }
    try {
      const answer = await subscribe.mutateAsync({
        email: normalized,
        source,
        website: honeypotRef.current?.value ?? '',
      })
      toast.success(answer.message)
      setEmail('')
    } catch (error) {
      if (isApiError(error) && error.status === 422) setInvalid(true)
      reportFailure(error)
    }
  }

  return (
    // POST, so a browser that submits it without the app (no JavaScript) never puts the
    // address in a URL; without JavaScript the note below takes the form's place.
    <form method="post" onSubmit={onSubmit} noValidate className="relative">
      <NoScriptNote>{subscribeNeedsJavaScript}</NoScriptNote>
      <label htmlFor={`${id}-email`} className={cn('block text-sm noscript:hidden', style.label)}>
        Email address
      </label>
      <div className="mt-2 flex flex-col gap-2 noscript:hidden sm:flex-row">
        <input
          ref={inputRef}
          id={`${id}-email`}
          name="email"
          type="email"
          inputMode="email"
          autoComplete="email"
          placeholder="you@example.com"
          value={email}
          onChange={(event) => {
            setEmail(event.target.value)
            setInvalid(false)
          }}
          aria-invalid={invalid || undefined}
          className={cn(
            'h-10 w-full min-w-0 rounded-md border px-3 text-base sm:flex-1 sm:text-sm',
            style.input,
          )}
        />
        <button
          type="submit"
          disabled={subscribe.isPending}
          className={cn(
            'h-10 shrink-0 rounded-md px-4 text-sm font-semibold transition-colors disabled:opacity-60',
            style.button,
          )}
        >
          {subscribe.isPending ? 'Subscribing...' : 'Subscribe'}
        </button>
      </div>
      {/* Honeypot: people never see or reach it; form-filling bots do. */}
      <div aria-hidden="true" className="absolute -left-[9999px] size-px overflow-hidden">
        <label htmlFor={`${id}-website`}>Leave this field empty</label>
        <input
          ref={honeypotRef}
          id={`${id}-website`}
          name="website"
          type="text"
          tabIndex={-1}
          autoComplete="off"
          defaultValue=""
        />
      </div>
    </form>
  )
}
