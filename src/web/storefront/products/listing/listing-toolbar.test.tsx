import { renderToString } from 'react-dom/server'
import { MemoryRouter } from 'react-router'
import { describe, expect, it } from 'vitest'
import { type ListingState, parseListing } from '#shared/listing-state.ts'
import { ListingToolbar } from './listing-toolbar.tsx'

const ignore = () => {}

/** The toolbar as the server sends it, before (or without) any JavaScript. */
function serverHtml(state: ListingState) {
  return renderToString(
    <MemoryRouter>
      <ListingToolbar
        state={state}
        onSearch={ignore}
        onCategory={ignore}
        onSort={ignore}
        onView={ignore}
      />
    </MemoryRouter>,
  )
}

const decode = (text: string) =>
  text.replaceAll('&quot;', '"').replaceAll('&#x27;', "'").replaceAll('&amp;', '&')

function attributes(tag: string): Record<string, string> {
  return Object.fromEntries(
    [...tag.matchAll(/([\w-]+)="([^"]*)"/g)].map(([, name, value]) => [name!, decode(value!)]),
  )
}

interface HtmlForm {
  attrs: Record<string, string>
  body: string
}

function forms(html: string): HtmlForm[] {
  return [...html.matchAll(/<form([^>]*)>([\s\S]*?)<\/form>/g)].map(([, tag, body]) => ({
    attrs: attributes(tag!),
    body: body!,
  }))
}

/**
 * What a browser without JavaScript sends when `submitter` submits `form`: the
 * address of a GET form with its named fields (those of the whole document that
 * name this form by id included), and the submitter's own name and value.
 */
function submit(html: string, form: HtmlForm, submitter?: { name: string; value: string }) {
  const own = form.body.replace(/<[^>]+form="[^"]*"[^>]*>/g, '')
  const linked = form.attrs.id
    ? [...html.matchAll(new RegExp(`<(?:input|button)[^>]*form="${form.attrs.id}"[^>]*>`, 'g'))]
        .map(([tag]) => tag)
        .filter((tag) => !tag.startsWith('<button'))
        .join('')
    : ''
  const query = new URLSearchParams()
  const fields = own + linked
  for (const [tag, kind] of fields.matchAll(/<(input|select|button)\b[^>]*>/g)) {
    const attrs = attributes(tag)
    if (!attrs.name || kind === 'button') continue
    if (kind === 'select') {
      const options = fields.slice(fields.indexOf(tag)).split('</select>')[0]!
      const selected = [...options.matchAll(/<option[^>]*>/g)]
        .map(([option]) => attributes(option))
        .find((option) => 'selected' in option)
      query.append(attrs.name, selected?.value ?? '')
    } else {
      query.append(attrs.name, attrs.value ?? '')
    }
  }
  if (submitter) query.append(submitter.name, submitter.value)
  const url = new URL(form.attrs.action!, 'https://shop.test')
  url.search = query.toString()
  return url
}

/** The listing a no-JavaScript request for `url` shows, read as the page reads it. */
function landsOn(url: URL) {
  expect(url.pathname).toMatch(/^\/products(\/[a-z]+)?$/)
  return parseListing(url.pathname.split('/')[2], url.searchParams)
}

const porkList: ListingState = {
  category: 'pork',
  q: 'liempo',
  sort: 'price-asc',
  view: 'list',
  page: 2,
}

describe('the listing toolbar without JavaScript', () => {
  it('is a GET form on the listing path whose Enter or Apply sends the search and sort, keeping the layout', () => {
    const html = serverHtml(porkList)
    const [toolbar] = forms(html)
    expect(toolbar!.attrs).toMatchObject({ method: 'get', action: '/products/pork' })
    // The search box is the form's `q`, the sort its `sort`.
    expect(toolbar!.body).toMatch(/<input[^>]*name="q"[^>]*value="liempo"/)
    expect(toolbar!.body).toMatch(/<select[^>]*name="sort"/)
    // A submit button only a browser without JavaScript shows.
    expect(toolbar!.body).toMatch(
      /<noscript><button type="submit"[^>]*>Apply<\/button><\/noscript>/,
    )

    const sent = submit(html, toolbar!)
    expect(sent.pathname + sent.search).toBe('/products/pork?view=list&q=liempo&sort=price-asc')
    // A new search or sort goes back to page 1, as it does with JavaScript.
    expect(landsOn(sent)).toEqual({ ...porkList, page: 1 })
  })

  it('sends the defaults the page reads as the default listing', () => {
    const html = serverHtml({ category: 'all', q: '', sort: 'name', view: 'grid', page: 1 })
    const [toolbar] = forms(html)
    expect(toolbar!.attrs.action).toBe('/products')
    expect(landsOn(submit(html, toolbar!))).toEqual({
      category: 'all',
      q: '',
      sort: 'name',
      view: 'grid',
      page: 1,
    })
  })

  it('the layout buttons submit the listing as it is, page included, with the new layout', () => {
    const html = serverHtml(porkList)
    const layoutForm = forms(html).find((form) => form.attrs.id)!
    expect(layoutForm.attrs).toMatchObject({ method: 'get', action: '/products/pork' })
    expect(layoutForm.attrs).toHaveProperty('hidden')

    const buttons = [...html.matchAll(/<button[^>]*aria-label="(Grid|List) view"[^>]*>/g)].map(
      ([tag]) => attributes(tag),
    )
    expect(buttons).toHaveLength(2)
    for (const button of buttons) {
      expect(button).toMatchObject({ type: 'submit', form: layoutForm.attrs.id, name: 'view' })
    }
    const grid = buttons.find((button) => button.value === 'grid')!
    expect(landsOn(submit(html, layoutForm, { name: 'view', value: grid.value! }))).toEqual({
      ...porkList,
      view: 'grid',
    })
  })

  it('offers category links in place of the select, keeping search, sort and layout', () => {
    const html = serverHtml(porkList)
    const links = html.match(
      /<noscript[^>]*><nav aria-label="Categories">[\s\S]*?<\/nav><\/noscript>/,
    )
    expect(links).not.toBeNull()
    const anchors = [...links![0].matchAll(/<a[^>]*>([^<]*)<\/a>/g)].map(([tag, label]) => ({
      label,
      attrs: attributes(tag),
    }))
    expect(anchors.map((a) => a.label)).toEqual([
      'All Products',
      'Beef',
      'Pork',
      'Chicken',
      'Seafood',
    ])
    const beef = anchors.find((a) => a.label === 'Beef')!
    expect(landsOn(new URL(beef.attrs.href!, 'https://shop.test'))).toEqual({
      ...porkList,
      category: 'beef',
      page: 1,
    })
    expect(anchors.find((a) => a.attrs['aria-current'] === 'page')?.label).toBe('Pork')

    // The select needs JavaScript: it sends nothing, and hides without it.
    const select = html.match(/<select[^>]*id="product-category"[^>]*>/)![0]
    expect(attributes(select)).not.toHaveProperty('name')
    expect(html).toMatch(/<div class="[^"]*noscript:hidden[^"]*"><label for="product-category"/)
  })

  it('hides the clear button, which only works with JavaScript', () => {
    const html = serverHtml(porkList)
    expect(html).toMatch(
      /<button type="button" aria-label="Clear search" class="[^"]*noscript:hidden/,
    )
  })
})
