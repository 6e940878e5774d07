/**
 * Taps that land before the app has hydrated (issue 26, decision 0071).
 *
 * A server-rendered page paints long before its scripts run (decision 0069). Links and
 * the listing's GET form work as plain HTML, but a button that needs the app (Add to
 * Cart, Subscribe, the unit choice, the header's menu) does nothing until React has
 * taken the page over. This function, sent inline with the start-up loader, holds
 * what the shopper did meanwhile and hands it to the app once `<html data-hydrated>`
 * appears:
 *
 * - a tap (or Enter/Space) on a button, radio or checkbox is stopped, the control is
 *   marked busy at once (`data-tap-pending`, styled without moving anything), and the
 *   same control is clicked again after hydration. A second tap on the same control
 *   meanwhile is not a second action, except on a control marked `data-tap-repeat`;
 * - a stepper button marked `data-step-for=<input id>` and `data-step=<±n>` steps the
 *   number box itself at once (within its min and max), so the shopper sees the count;
 * - a form submitted without a button (Enter in a field) is submitted again;
 * - text typed into a field stays where it is, and the app is told of it: React keeps
 *   a field's typed value when it hydrates but not in its state, so each field typed
 *   into is replayed as an `input` event the app sees as a change; a `<select>`
 *   changed meanwhile is replayed as a `change`.
 *
 * Links, fields being typed into, disabled controls and a form with an `action` of its
 * own (it works as plain HTML) are left to the browser. If the app's script fails to
 * load, the held taps are dropped and the busy marks removed (`app-start-failed`).
 *
 * It runs in the browser as the inline script's text (`toString()`): no imports, and
 * nothing from this module's scope.
 */
export function holdEarlyTaps(d: Document, w: Window & typeof globalThis) {
  const html = d.documentElement
  if (html.hasAttribute('data-hydrated')) return
  const PENDING = 'data-tap-pending'
  type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement
  // What the shopper did, in order; a field counts once, with the value it has when
  // the app is ready.
  type Held =
    | { kind: 'click'; control: HTMLElement; marked: HTMLElement }
    | { kind: 'submit'; form: HTMLFormElement; submitter: HTMLElement | null }
    | { kind: 'field'; field: Field }
  const held: Held[] = []
  const touchedField = (field: Field) => {
    if (!held.some((h) => h.kind === 'field' && h.field === field))
      held.push({ kind: 'field', field })
  }
  // A form with an action of its own (the listing's GET search) works without the app.
  const worksAsHtml = (form: HTMLFormElement | null) => form?.hasAttribute('action') === true
  const mark = (element: HTMLElement) => {
    element.setAttribute(PENDING, '')
    if (!element.hasAttribute('aria-busy')) {
      element.setAttribute('aria-busy', 'true')
      element.setAttribute('data-tap-busy', '')
    }
  }
  const unmark = (element: HTMLElement) => {
    element.removeAttribute(PENDING)
    if (element.hasAttribute('data-tap-busy')) {
      element.removeAttribute('aria-busy')
      element.removeAttribute('data-tap-busy')
    }
  }

  const onClick = (event: Event) => {
    const target = event.target as Element | null
    const control = target?.closest?.(
      'a[href],button,input,select,textarea,label,summary,[role="button"]',
    ) as HTMLElement | null
    // Links and a <details>' summary work as HTML; a label's click reaches its control
    // as a click of its own; fields are typed into, not tapped.
    if (!control || control.matches('a[href],summary,label,select,textarea')) return
    if (control.matches(':disabled')) return
    const type = control.getAttribute('type')
    if (
      control.tagName === 'INPUT' &&
      !/^(radio|checkbox|submit|button|image|reset)$/i.test(type ?? '')
    )
      return
    const form = (control as HTMLButtonElement).form ?? null
    const submits =
      control.tagName === 'BUTTON'
        ? !type || type === 'submit'
        : /^(submit|image)$/i.test(type ?? '')
    if (submits && worksAsHtml(form)) return
    event.preventDefault()
    event.stopImmediatePropagation()
    const stepFor = control.getAttribute('data-step-for')
    const field = stepFor ? d.getElementById(stepFor) : null
    if (field instanceof w.HTMLInputElement) {
      try {
        const by = Number(control.getAttribute('data-step')) || 1
        if (by > 0) field.stepUp(by)
        else field.stepDown(-by)
        touchedField(field)
      } catch {
        // Not a number box: nothing to step.
      }
      return
    }
    const repeat = control.hasAttribute('data-tap-repeat')
    if (!repeat && held.some((h) => h.kind === 'click' && h.control === control)) return
    // An invisible radio covering its card: the card shows the busy mark.
    const marked = (control.matches('input') ? control.closest('label') : null) ?? control
    held.push({ kind: 'click', control, marked })
    mark(marked)
  }

  const onSubmit = (event: Event) => {
    const form = event.target as HTMLFormElement
    if (worksAsHtml(form)) return
    event.preventDefault()
    event.stopImmediatePropagation()
    if (held.some((h) => h.kind === 'submit' && h.form === form)) return
    held.push({ kind: 'submit', form, submitter: (event as SubmitEvent).submitter ?? null })
  }

  const onField = (event: Event) => {
    const field = event.target as Element | null
    if (
      field instanceof w.HTMLInputElement ||
      field instanceof w.HTMLTextAreaElement ||
      field instanceof w.HTMLSelectElement
    )
      touchedField(field)
  }

  const listeners: [string, (event: Event) => void][] = [
    ['click', onClick],
    ['submit', onSubmit],
    ['input', onField],
    ['change', onField],
  ]
  for (const [type, listener] of listeners) w.addEventListener(type, listener, true)
  const stop = () => {
    observer.disconnect()
    for (const [type, listener] of listeners) w.removeEventListener(type, listener, true)
  }

  // React keeps a typed value when it hydrates a field, and records it as the value it
  // last saw, so an `input` event alone would not read as a change. The field is set
  // back to what the app rendered (`defaultValue` mirrors the app's value) through its
  // own setter, which React watches, then to what was typed through the plain one.
  const replayField = (field: Field) => {
    if (!field.isConnected) return
    if (field instanceof w.HTMLSelectElement) {
      field.dispatchEvent(new Event('change', { bubbles: true }))
      return
    }
    if (/^(radio|checkbox|file)$/i.test(field.type)) return
    const typed = field.value
    if (typed === field.defaultValue) return
    const proto =
      field instanceof w.HTMLTextAreaElement ? w.HTMLTextAreaElement : w.HTMLInputElement
    field.value = field.defaultValue
    Object.getOwnPropertyDescriptor(proto.prototype, 'value')?.set?.call(field, typed)
    field.dispatchEvent(new Event('input', { bubbles: true }))
  }

  // Fields first, all at once: any render of the app (a unit chosen) would set a field
  // back to the app's value and lose what was typed. Then the taps, one at a time, each
  // in a task of its own, so the app renders what one did (a unit chosen) before the
  // next (Add to Cart) reads it.
  const replayNext = () => {
    const h = held.shift()
    if (!h) return
    if (h.kind === 'submit') {
      if (h.form.isConnected) h.form.requestSubmit(h.submitter?.isConnected ? h.submitter : null)
    } else if (h.kind === 'click') {
      unmark(h.marked)
      if (h.control.isConnected) h.control.click()
    }
    w.setTimeout(replayNext, 0)
  }
  const replay = () => {
    stop()
    for (const h of held) if (h.kind === 'field') replayField(h.field)
    replayNext()
  }

  const observer = new w.MutationObserver(() => {
    if (html.hasAttribute('data-hydrated')) replay()
    else if (html.hasAttribute('data-app-start-failed')) {
      // The app will not come: nothing can be done with the taps, so none looks busy.
      stop()
      for (const h of held.splice(0)) if (h.kind === 'click') unmark(h.marked)
    }
  })
  observer.observe(html, {
    attributes: true,
    attributeFilter: ['data-hydrated', 'data-app-start-failed'],
  })
}
