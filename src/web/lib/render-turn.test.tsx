import { Suspense } from 'react'
import { renderToReadableStream, renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { createRenderTurns, RenderTurn, RenderTurnsProvider } from './render-turn.tsx'

const nextLoopPass = () => new Promise<void>((resolve) => setImmediate(resolve))

/** A part of a page that notes when React renders it. */
function Part({ name, log }: { name: string; log: string[] }) {
  log.push(name)
  return <p>{name}</p>
}

function Page({ log }: { log: string[] }) {
  return (
    <div>
      <Part name="header" log={log} />
      <Suspense fallback={<p>loading</p>}>
        <RenderTurn name="page">
          <Part name="page" log={log} />
        </RenderTurn>
      </Suspense>
      <Suspense fallback={<p>loading</p>}>
        <RenderTurn name="footer">
          <Part name="footer" log={log} />
        </RenderTurn>
      </Suspense>
    </div>
  )
}

/** Notes every pass of the event loop until `done` settles: the other requests' chances. */
function noteLoopPasses(log: string[], done: Promise<unknown>) {
  let finished = false
  void done.finally(() => {
    finished = true
  })
  const pass = () => {
    if (finished) return
    log.push('other work')
    setImmediate(pass)
  }
  setImmediate(pass)
}

describe('RenderTurn on the server', () => {
  it('renders each part in a task of its own, with the event loop free between them', async () => {
    const log: string[] = []
    const stream = await renderToReadableStream(
      <RenderTurnsProvider value={createRenderTurns(nextLoopPass)}>
        <Page log={log} />
      </RenderTurnsProvider>,
      { progressiveChunkSize: Number.POSITIVE_INFINITY },
    )
    // The outer part is ready first; the parts in turns are not rendered yet.
    expect(log).toEqual(['header'])
    noteLoopPasses(log, stream.allReady)
    await stream.allReady
    const parts = log.filter((entry) => entry !== 'other work')
    expect(parts).toEqual(['header', 'page', 'footer'])
    const between = (a: string, b: string) => log.slice(log.indexOf(a) + 1, log.indexOf(b))
    expect(between('header', 'page')).toContain('other work')
    expect(between('page', 'footer')).toContain('other work')
  })

  it('sends the page complete and in order, with no script to put parts in place', async () => {
    const stream = await renderToReadableStream(
      <RenderTurnsProvider value={createRenderTurns(nextLoopPass)}>
        <Page log={[]} />
      </RenderTurnsProvider>,
      { progressiveChunkSize: Number.POSITIVE_INFINITY },
    )
    await stream.allReady
    const html = await new Response(stream).text()
    expect(html).not.toContain('<script')
    expect(html).not.toContain('loading')
    // What the browser hydrates: the same markup as a render with no turns at all.
    expect(html).toBe(renderToString(<Page log={[]} />))
  })
})

describe('RenderTurn in the browser (no turns given)', () => {
  it('renders its children at once', () => {
    const log: string[] = []
    expect(renderToString(<Page log={log} />)).toContain('<p>footer</p>')
    expect(log).toEqual(['header', 'page', 'footer'])
  })
})
