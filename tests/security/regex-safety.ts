import fs from 'node:fs'
import path from 'node:path'
import { check } from 'recheck'
import { type Node, type SourceFile, SyntaxKind } from 'typescript/unstable/ast'
import { API } from 'typescript/unstable/sync'

/**
 * The ReDoS check behind regex-safety.test.ts: every regular expression in the
 * source, found by parsing it with the TypeScript compiler (so a `/` in a comment,
 * a string or a division is never taken for one), judged by recheck, a maintained
 * ReDoS checker that proves a pattern linear from its automaton (or, for
 * lookarounds, searches for a slow input by fuzzing).
 */

export interface FoundPattern {
  /** Relative to the scanned folder's parent, e.g. 'src/shared/subscriber-email.ts'. */
  file: string
  /** 1-based. */
  line: number
  /** The pattern as RegExp reads it; null when it is built at run time and cannot be checked. */
  source: string | null
  flags: string
  /** The code as written, for the failure message. */
  code: string
}

/** Test files are left out: their patterns read the app's own answers, never a caller's input. */
const isTestFile = (file: string) => /\.test\.tsx?$/.test(file)

/**
 * Every regular expression in the `.ts` and `.tsx` files under `include` (folders
 * relative to `root`): regex literals, `RegExp(...)`/`new RegExp(...)` (a string
 * pattern is read; any other is reported with `source: null`) and zod `.regex(...)`
 * given something other than a literal or a named constant. `files` adds files that
 * exist only in memory (for testing the finder itself).
 */
export function findPatterns(options: {
  root: string
  include: string[]
  files?: Record<string, string>
}): FoundPattern[] {
  const root = path.resolve(options.root)
  const virtualFiles = new Map(
    Object.entries(options.files ?? {}).map(([name, text]) => [path.join(root, name), text]),
  )
  // A project of its own that reads each file alone (no imports followed, no lib):
  // parsing is all this needs, and it keeps the scan to a couple of seconds.
  const configFile = path.join(root, 'regex-safety.tsconfig.json')
  virtualFiles.set(
    configFile,
    JSON.stringify({
      compilerOptions: { noResolve: true, noLib: true, types: [], jsx: 'react-jsx', noEmit: true },
      include: options.include,
    }),
  )
  const virtualDirs = new Set<string>()
  for (const file of virtualFiles.keys()) {
    for (let dir = path.dirname(file); dir.startsWith(root); dir = path.dirname(dir)) {
      virtualDirs.add(dir)
      if (dir === root) break
    }
  }
  const api = new API({
    cwd: root,
    fs: {
      readFile: (file) => virtualFiles.get(file),
      fileExists: (file) => (virtualFiles.has(file) ? true : undefined),
      directoryExists: (dir) => (virtualDirs.has(dir) ? true : undefined),
      // A folder's own entries plus those only in memory (none: the real folder as it is).
      getAccessibleEntries: (dir) => {
        const inDir = (p: string) => path.dirname(p) === dir && p !== dir
        const files = [...virtualFiles.keys()].filter(inDir).map((p) => path.basename(p))
        const directories = [...virtualDirs].filter(inDir).map((p) => path.basename(p))
        if (files.length === 0 && directories.length === 0) return undefined
        const real = fs.existsSync(dir) ? fs.readdirSync(dir, { withFileTypes: true }) : []
        return {
          files: [...real.filter((e) => e.isFile()).map((e) => e.name), ...files],
          directories: [...real.filter((e) => e.isDirectory()).map((e) => e.name), ...directories],
        }
      },
    },
  })
  try {
    const project = api.updateSnapshot({ openProject: configFile }).getProject(configFile)
    if (!project) throw new Error('the TypeScript project for the regex scan did not open')
    const found: FoundPattern[] = []
    for (const fileName of project.program.getSourceFileNames()) {
      const file = path.relative(root, fileName)
      if (isTestFile(file)) continue
      const sourceFile = project.program.getSourceFile(fileName)
      if (sourceFile) collect(sourceFile, file, found)
    }
    return found.sort((a, b) => a.file.localeCompare(b.file) || a.line - b.line)
  } finally {
    api.close()
  }
}

function collect(sourceFile: SourceFile, file: string, found: FoundPattern[]): void {
  const text = sourceFile.text
  const codeOf = (node: Node) => text.slice(node.pos, node.end).trim()
  const lineOf = (node: Node) => {
    const start = node.pos + (text.slice(node.pos, node.end).length - codeOf(node).length)
    return sourceFile.getLineAndCharacterOfPosition(start).line + 1
  }
  const add = (node: Node, source: string | null, flags: string) =>
    found.push({ file, line: lineOf(node), source, flags, code: codeOf(node) })
  const literalText = (node: Node | undefined): string | undefined =>
    node?.kind === SyntaxKind.StringLiteral ||
    node?.kind === SyntaxKind.NoSubstitutionTemplateLiteral
      ? (node as unknown as { text: string }).text
      : undefined

  const visit = (node: Node): void => {
    if (node.kind === SyntaxKind.RegularExpressionLiteral) {
      const literal = (node as unknown as { text: string }).text
      const end = literal.lastIndexOf('/')
      add(node, literal.slice(1, end), literal.slice(end + 1))
    } else if (node.kind === SyntaxKind.NewExpression || node.kind === SyntaxKind.CallExpression) {
      const call = node as unknown as { expression: Node; arguments?: readonly Node[] }
      const [pattern, flags] = call.arguments ?? []
      const callee = call.expression
      const calleeName =
        callee.kind === SyntaxKind.Identifier
          ? (callee as unknown as { text: string }).text
          : callee.kind === SyntaxKind.PropertyAccessExpression
            ? `.${(callee as unknown as { name: { text: string } }).name.text}`
            : undefined
      if (calleeName === 'RegExp' && pattern?.kind !== SyntaxKind.RegularExpressionLiteral) {
        // A literal first argument is found as a literal; a string is read here.
        const source = literalText(pattern)
        add(node, source ?? null, literalText(flags) ?? '')
      } else if (
        calleeName === '.regex' &&
        pattern !== undefined &&
        pattern.kind !== SyntaxKind.RegularExpressionLiteral &&
        pattern.kind !== SyntaxKind.Identifier &&
        pattern.kind !== SyntaxKind.PropertyAccessExpression &&
        pattern.kind !== SyntaxKind.NewExpression &&
        pattern.kind !== SyntaxKind.CallExpression
      ) {
        // A named constant is checked where it is defined; anything else cannot be read.
        add(node, null, '')
      }
    }
    node.forEachChild(visit)
  }
  visit(sourceFile)
}

export interface Verdict {
  safe: boolean
  /** recheck's words: 'safe', 'linear', '2nd degree polynomial', 'exponential', or why it could not tell. */
  summary: string
  /** An input that makes the pattern slow, when recheck found one. */
  attack?: string
}

/**
 * recheck proves most patterns linear from their automaton, in milliseconds. One with
 * a lookaround is fuzzed instead, and fuzzing measures by the clock unless told
 * otherwise: on a busy machine a fair pattern could then look slow. So every limit
 * here counts matching steps, never milliseconds (the seed is fixed too), and the
 * verdict is the same on any machine, however busy.
 */
const checkParams = {
  // Bounded by step counts alone; the test's own timeout is the backstop.
  timeout: null,
  incubationTimeout: null,
  attackTimeout: null,
  seedingTimeout: null,
  // The recall step re-runs an attack in a real engine, by the clock: skipped.
  recallTimeout: -1,
  randomSeed: 0,
  // Counted repeats such as {3,255} stay with the automaton (it would hand them to fuzzing).
  maxRepeatCount: 1000,
}

/**
 * recheck's verdict on one pattern. Only 'safe' passes: 'vulnerable' names a slow
 * input, and 'unknown' (the check ran out of time or cannot read the pattern) is
 * not proof of anything either.
 */
export async function regexVerdict(source: string, flags: string): Promise<Verdict> {
  const diagnostics = await check(source, flags, checkParams)
  if (diagnostics.status === 'safe') {
    return { safe: true, summary: diagnostics.complexity.summary }
  }
  if (diagnostics.status === 'vulnerable') {
    return {
      safe: false,
      summary: diagnostics.complexity.summary,
      attack: diagnostics.attack.pattern,
    }
  }
  return { safe: false, summary: `unknown (${diagnostics.error.kind})` }
}

/** Where a pattern is, as a failure names it: 'src/x.ts:12 /^(a+)+$/'. */
export function describePattern(pattern: FoundPattern): string {
  const shown = pattern.source === null ? pattern.code : `/${pattern.source}/${pattern.flags}`
  return `${pattern.file}:${pattern.line} ${shown}`
}

/**
 * One line per pattern that is not proven safe, naming its file, line, recheck's
 * verdict and a slow input; empty when every pattern is safe. Each distinct pattern
 * is checked once, however often it is written.
 */
export async function unsafePatterns(patterns: readonly FoundPattern[]): Promise<string[]> {
  const verdicts = new Map<string, Verdict>()
  const keyOf = (p: FoundPattern) => `${p.flags}/${p.source}`
  // One at a time: checking many at once only makes them compete for the same cores.
  for (const pattern of patterns) {
    if (pattern.source !== null && !verdicts.has(keyOf(pattern))) {
      verdicts.set(keyOf(pattern), await regexVerdict(pattern.source, pattern.flags))
    }
  }
  const failures: string[] = []
  for (const pattern of patterns) {
    if (pattern.source === null) {
      failures.push(`${describePattern(pattern)}: built at run time, so no check can read it`)
      continue
    }
    const verdict = verdicts.get(keyOf(pattern))!
    if (verdict.safe) continue
    const slowOn = verdict.attack ? `, slow on ${verdict.attack}` : ''
    failures.push(`${describePattern(pattern)}: ${verdict.summary}${slowOn}`)
  }
  return failures
}
