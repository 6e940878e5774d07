import { LoaderCircle, Send } from 'lucide-react'
import {
  CONTACT_SENT_MESSAGE,
  type ContactRequest,
  contactRequestSchema,
} from '#shared/schemas/contact.ts'
import { useApiForm } from '#web/lib/forms/use-api-form.ts'
import { useSendContactMessage } from '#web/storefront/contact/api/send-contact-message.ts'
import { Button } from '#web/ui/button.tsx'
import { RequiredEmailInput } from '#web/ui/input.tsx'
import { LabelledField } from '#web/ui/labelled-field.tsx'
import { NoScriptNote } from '#web/ui/needs-javascript.tsx'
import { toast } from '#web/ui/toast.ts'

const fieldNames = ['name', 'email', 'phone', 'subject', 'message'] as const
const emptyForm: ContactRequest = {
  name: '',
  email: '',
  phone: '',
  subject: '',
  message: '',
  website: '',
}

export function ContactForm() {
  const send = useSendContactMessage()
  const { form, onSubmit, pending } = useApiForm({
    schema: contactRequestSchema,
    defaultValues: emptyForm,
    // The honeypot is left out: a message for it would have nowhere to show.
    fieldNames,
    submit: (values) => send.mutateAsync(values),
    onSuccess: (_sent, form) => {
      toast.success(CONTACT_SENT_MESSAGE, {
        description: 'Thank you for reaching out. We will get back to you soon.',
      })
      form.reset(emptyForm)
    },
    failureTitle: 'Message Not Sent',
  })

  return (
    // POST, so a browser that submits it without the app (no JavaScript) never puts what
    // was typed in a URL; without JavaScript the note takes the form's place.
    <form method="post" onSubmit={onSubmit} noValidate aria-busy={pending} className="relative">
      <NoScriptNote>Turn on JavaScript to send a message, or call or email us.</NoScriptNote>
      {/* A disabled fieldset disables every control inside while the message is on its way. */}
      <fieldset disabled={pending} className="grid gap-5 noscript:hidden sm:grid-cols-2">
        <legend className="sr-only">Your message</legend>
        <LabelledField
          form={form}
          name="name"
          id="contact-name"
          label="Full Name"
          autoComplete="name"
          aria-required="true"
        />
        <LabelledField
          form={form}
          name="email"
          id="contact-email"
          label="Email Address"
          as={RequiredEmailInput}
        />
        <LabelledField
          form={form}
          name="phone"
          id="contact-phone"
          label="Phone Number"
          hint="(optional)"
          type="tel"
          autoComplete="tel"
        />
        <LabelledField
          form={form}
          name="subject"
          id="contact-subject"
          label="Subject"
          aria-required="true"
        />
        <div className="sm:col-span-2">
          <LabelledField
            form={form}
            name="message"
            id="contact-message"
            label="Message"
            as="textarea"
            rows={6}
            aria-required="true"
            controlClassName="block w-full rounded-md border border-stone-300 bg-white px-3 py-2 text-base text-stone-900 aria-invalid:border-brand-600 disabled:opacity-60 sm:text-sm"
          />
        </div>
        {/* Honeypot: people never see or reach it; form-filling bots do. */}
        <div aria-hidden="true" className="absolute -left-[9999px] size-px overflow-hidden">
          <label htmlFor="contact-website">Leave this field empty</label>
          <input
            id="contact-website"
            type="text"
            tabIndex={-1}
            autoComplete="off"
            {...form.register('website')}
          />
        </div>
        <div className="sm:col-span-2">
          <Button type="submit" size="lg" className="w-full sm:w-auto">
            {pending ? (
              <>
                <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />
                Sending...
              </>
            ) : (
              <>
                <Send aria-hidden="true" className="size-4" />
                Send Message
              </>
            )}
          </Button>
        </div>
      </fieldset>
    </form>
  )
}
