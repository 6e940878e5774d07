// Rewrites import specifiers across the repository (a one-off tool for restructuring;
// see docs/contributing.md):
//   node scripts/imports-codemod.mjs normalise
//       every import of a source file gets the house form: `./name.ts` for the same
//       folder, `#shared/…`, `#server/…`, `#web/…`, `#tests/…` for anything else.
//   node scripts/imports-codemod.mjs move <from> <to> [<from> <to> ...]
//       `git mv` each file or folder, then rewrites every import of what moved (and
//       every relative import inside what moved) to the house form.
import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'

const root = path.resolve(import.meta.dirname, '..')
const areas = [
  ['src/shared', '#shared'],
  ['src/server', '#server'],
  ['src/web', '#web'],
  ['tests', '#tests'],
]
const scanned = ['src', 'tests', 'e2e', 'bench', 'scripts']
const sourceExt = /\.(?:ts|tsx|mts|mjs)$/
// Static and dynamic imports, re-exports and vi.mock/vi.importActual calls. Specifiers
// are quoted strings without quotes or newlines inside, so this stays linear.
const specifierPattern =
  /(\bfrom\s*|\bimport\s*\(\s*|\bimport\s+|\bvi\.(?:mock|importActual|doMock)\(\s*)(['"])([^'"\n]{1,300})\2/g

function* walk(dir) {
  if (!fs.existsSync(dir)) return
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'results') continue
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) yield* walk(full)
    else if (sourceExt.test(entry.name)) yield full
  }
}

function allFiles() {
  const files = scanned.flatMap((d) => [...walk(path.join(root, d))])
  for (const f of fs.readdirSync(root)) if (/\.config\.ts$/.test(f)) files.push(path.join(root, f))
  return files
}

let moves = []
/** Where a path is now, after the moves. */
function movedForward(p) {
  for (const [from, to] of moves) {
    if (p === from) return to
    if (p.startsWith(`${from}/`)) return to + p.slice(from.length)
  }
  return p
}
/** Where a (moved) file was before the moves: relative specifiers inside it were written from there. */
function movedBackFn(p) {
  for (const [from, to] of moves) {
    if (p === to) return from
    if (p.startsWith(`${to}/`)) return from + p.slice(to.length)
  }
  return p
}

function houseSpecifier(fromFile, target) {
  const fromDir = path.dirname(fromFile)
  if (path.dirname(target) === fromDir) return `./${path.basename(target)}`
  const area = areas.find(([dir]) => target.startsWith(`${path.join(root, dir)}/`))
  if (area) return `${area[1]}/${path.relative(path.join(root, area[0]), target)}`
  const rel = path.relative(fromDir, target)
  return rel.startsWith('.') ? rel : `./${rel}`
}

const [command, ...args] = process.argv.slice(2)
if (command === 'normalise') {
  console.log(`rewrote ${rewriteAfterMove(allFiles())} files`)
} else if (command === 'move' && args.length >= 2 && args.length % 2 === 0) {
  moves = []
  for (let i = 0; i < args.length; i += 2) {
    const from = path.resolve(root, args[i])
    const to = path.resolve(root, args[i + 1])
    fs.mkdirSync(path.dirname(to), { recursive: true })
    execFileSync('git', ['mv', from, to], { cwd: root, stdio: 'inherit' })
    moves.push([from, to])
  }
  // After the git mv the files are at their new places; resolve against the old tree.
  console.log(`rewrote ${rewriteAfterMove(allFiles())} files`)
} else {
  console.error('usage: imports-codemod.mjs normalise | move <from> <to> [<from> <to> ...]')
  process.exit(2)
}

function rewriteAfterMove(files) {
  let changed = 0
  for (const file of files) {
    const text = fs.readFileSync(file, 'utf8')
    const next = text.replace(specifierPattern, (whole, lead, quote, spec) => {
      if (!spec.startsWith('.') && !spec.startsWith('#')) return whole
      // Specifiers were written against the old tree: resolve there, then map forward.
      const oldFile = movedBackFn(file)
      const oldTarget = resolveOld(oldFile, spec)
      if (!oldTarget) return whole
      return `${lead}${quote}${houseSpecifier(file, movedForward(oldTarget))}${quote}`
    })
    if (next !== text) {
      fs.writeFileSync(file, next)
      changed++
    }
  }
  return changed
}

/**
 * The file a specifier points at (absolute, as the old tree had it; a path that moved is
 * looked up at its new place), or undefined for packages and assets. With no moves this
 * is plain resolution, which is what `normalise` needs.
 */
function resolveOld(oldFromFile, spec) {
  let base
  if (spec.startsWith('.')) base = path.resolve(path.dirname(oldFromFile), spec)
  else {
    const area = areas.find(([, alias]) => spec === alias || spec.startsWith(`${alias}/`))
    if (!area) return undefined
    base = path.join(root, area[0], spec.slice(area[1].length + 1))
  }
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`]) {
    if (!sourceExt.test(candidate)) continue
    const now = movedForward(candidate)
    // An old path exists now only if it did not move, or at its moved place.
    if (fs.existsSync(now) && (now !== candidate || !isMovedAway(candidate))) return candidate
  }
  return undefined
}

function isMovedAway(p) {
  return moves.some(([from]) => p === from || p.startsWith(`${from}/`))
}
