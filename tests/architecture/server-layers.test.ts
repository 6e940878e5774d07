import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

/**
 * The server's three kinds of file (decision 0087, docs/architecture.md): routes answer
 * HTTP, services run one use case in one transaction, repos hold every query.
 * dependency-cruiser keeps drizzle and the schema inside repos; what it cannot see, a
 * transaction opened through `deps.db`, is checked here.
 */
const serverDir = path.resolve(import.meta.dirname, '../../src/server')

function filesUnder(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name)
    return entry.isDirectory() ? filesUnder(full) : [full]
  })
}

const routeFiles = filesUnder(serverDir).filter((file) => file.endsWith('-routes.ts'))

describe('the server layers', () => {
  it('finds the route files it checks', () => {
    expect(routeFiles.length).toBeGreaterThan(20)
  })

  it('never opens a transaction in a routes file: a use case that needs one is a service', () => {
    const opening = routeFiles
      .filter((file) => /\.transaction\s*\(/.test(fs.readFileSync(file, 'utf8')))
      .map((file) => path.relative(serverDir, file))
    expect(opening).toEqual([])
  })
})
