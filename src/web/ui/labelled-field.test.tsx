import { renderToString } from 'react-dom/server'
import { useForm } from 'react-hook-form'
import { describe, expect, it } from 'vitest'
import { LabelledField } from './labelled-field.tsx'
import { Select } from './select.tsx'

function Field({ error }: { error?: string }) {
  const form = useForm<{ siteName: string; role: string }>({
    defaultValues: { siteName: '', role: 'admin' },
    errors: error ? { siteName: { type: 'server', message: error } } : undefined,
  })
  return (
    <>
      <LabelledField as={Select} form={form} name="role" id="role" label="Role">
        <option value="admin">Admin</option>
      </LabelledField>
      <LabelledField form={form} name="siteName" id="site-name" label="Name" hint="(optional)" />
    </>
  )
}

describe('a labelled field named by its form field', () => {
  it('labels the control registered under the name', () => {
    const html = renderToString(<Field />)
    expect(html).toContain('for="site-name">Name')
    expect(html).toMatch(/<input[^>]*id="site-name"[^>]*name="siteName"/)
    expect(html).toContain('(optional)')
    expect(html).toMatch(/<select[^>]*id="role"[^>]*name="role"/)
    expect(html).not.toContain('aria-invalid="')
  })

  it('shows the field\u2019s message beside it and ties the two together', () => {
    const html = renderToString(<Field error="Enter a name" />)
    expect(html).toMatch(/<input[^>]*aria-invalid="true"[^>]*aria-describedby="site-name-error"/)
    expect(html).toContain(
      '<p id="site-name-error" class="mt-1 text-sm text-brand-700">Enter a name</p>',
    )
  })
})
