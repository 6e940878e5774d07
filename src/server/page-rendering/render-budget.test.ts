import { Hono } from 'hono'
import { describe, expect, it } from 'vitest'
import { renderBudgetFor, renderBudgetOf, renderRequestEnv } from './render-budget.ts'

/** Answers the budget the request is counted against, or 'none'. */
const app = new Hono().get('/budget', (c) => c.text(renderBudgetOf(c) ?? 'none'))
const socket = { remoteAddress: '203.0.113.9', remotePort: 50_000, remoteFamily: 'IPv4' }

describe('the budget of a render', () => {
  it('is carried only by the in-process path, which marks the env', async () => {
    const env = renderRequestEnv({ incoming: { socket } }, renderBudgetFor('203.0.113.9'))
    const res = await app.request('http://localhost/budget', {}, env)
    expect(await res.text()).toBe('render:203.0.113.9')
  })

  it('cannot be claimed by anything a request from the network sends', async () => {
    const forged = {
      'x-forwarded-for': '127.0.0.1',
      'x-real-ip': '127.0.0.1',
      'x-render-budget': 'render:x',
      cookie: 'render=1',
    }
    const res = await app.request(
      'http://localhost/budget?budget=render:x',
      { headers: forged },
      { incoming: { socket }, renderBudget: 'render:x', 'Symbol(render budget)': 'render:x' },
    )
    expect(await res.text()).toBe('none')
  })
})
