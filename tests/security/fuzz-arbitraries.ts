import fc from 'fast-check'
import { nastyNumbers, nastyStrings, RawNumber } from './hostile-values.ts'

/** fast-check arbitraries and fixed sweeps built from hostile-values.ts. */

const nastyString = fc.oneof(
  fc.constantFrom(...nastyStrings),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ maxLength: 40 }),
)
const nastyLeaf = fc.oneof(
  nastyString,
  fc.constantFrom(...nastyNumbers),
  fc.integer(),
  fc.double(),
  fc.constantFrom(null, true, false),
)

/** Any JSON-ish value: a hostile leaf, or arrays and objects of them a few levels deep. */
export const junk: fc.Arbitrary<unknown> = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    nastyLeaf,
    fc.array(tie('value'), { maxLength: 4 }),
    fc.dictionary(
      fc.oneof(nastyString, fc.constantFrom('__proto__', 'constructor')),
      tie('value'),
      {
        maxKeys: 4,
      },
    ),
  ),
})).value

type Path = (string | number)[]

/** Every place in `value` (objects and arrays, to any depth), the root excluded. */
function pathsOf(value: unknown, prefix: Path = []): Path[] {
  if (value === null || typeof value !== 'object') return []
  const entries: [string | number, unknown][] = Array.isArray(value)
    ? value.map((v, i) => [i, v])
    : Object.entries(value)
  return entries.flatMap(([key, child]) => [[...prefix, key], ...pathsOf(child, [...prefix, key])])
}

function valueAt(value: unknown, path: Path): unknown {
  return path.reduce<unknown>((v, key) => (v as Record<string | number, unknown>)[key], value)
}

/** A copy of `value` with the thing at `path` replaced, or removed when `remove`. */
function withChange(
  value: unknown,
  path: Path,
  change: { remove: boolean; to?: unknown },
): unknown {
  const copy = structuredClone(value) as Record<string | number, unknown>
  let parent = copy
  for (const key of path.slice(0, -1)) parent = parent[key] as Record<string | number, unknown>
  const last = path.at(-1)!
  if (!change.remove) parent[last] = change.to
  else if (Array.isArray(parent)) parent.splice(last as number, 1)
  else delete parent[last]
  return copy
}

/**
 * Bodies near a valid one, so validation is passed as often as it is failed and
 * the handler behind it is fuzzed too: a field (at any depth) replaced by junk or
 * removed, extra fields, the whole body replaced, or the valid body itself.
 */
export function bodyNear(valid: () => Record<string, unknown>): fc.Arbitrary<unknown> {
  const sample = valid()
  const paths = pathsOf(sample)
  const textPaths = paths.filter((path) => typeof valueAt(sample, path) === 'string')
  const numberPaths = paths.filter((path) => typeof valueAt(sample, path) === 'number')
  const fresh = fc.constant(null).map(() => valid())
  // Text that passes every length and format rule but carries a NUL, an RTL mark...
  const taintedText = () =>
    fc
      .tuple(fresh, fc.constantFrom(...textPaths), fc.constantFrom(...nastyStrings), fc.boolean())
      .map(([body, path, bad, before]) => {
        const text = valueAt(body, path) as string
        return withChange(body, path, { remove: false, to: before ? bad + text : text + bad })
      })
  // Ids, quantities and counts at the edges: beyond int4, beyond a double, -0...
  const edgeNumber = () =>
    fc
      .tuple(fresh, fc.constantFrom(...numberPaths), fc.constantFrom(...nastyNumbers))
      .map(([body, path, to]) => withChange(body, path, { remove: false, to }))
  return fc.oneof(
    ...(textPaths.length > 0 ? [{ arbitrary: taintedText(), weight: 3 }] : []),
    ...(numberPaths.length > 0 ? [{ arbitrary: edgeNumber(), weight: 2 }] : []),
    {
      arbitrary: fc
        .tuple(fresh, fc.constantFrom(...paths), junk)
        .map(([body, path, to]) => withChange(body, path, { remove: false, to })),
      weight: 3,
    },
    fc
      .tuple(fresh, fc.constantFrom(...paths))
      .map(([body, path]) => withChange(body, path, { remove: true })),
    fc
      .tuple(fresh, fc.dictionary(nastyString, junk, { minKeys: 1, maxKeys: 3 }))
      .map(([body, extra]) => ({ ...extra, ...body })),
    junk,
    fresh,
  )
}

/** For each number in `valid` (at any depth): the body with it replaced by each edge number. */
export function edgeNumberBodies(valid: Record<string, unknown>): [string, unknown][] {
  return pathsOf(valid)
    .filter((path) => typeof valueAt(valid, path) === 'number')
    .flatMap((path) =>
      nastyNumbers.map((to): [string, unknown] => [
        `${path.join('.')} = ${to instanceof RawNumber ? to.text : to}`,
        withChange(valid, path, { remove: false, to }),
      ]),
    )
}

/** For each text field of `valid` (at any depth): the body with NUL and a lone surrogate added to it. */
export function taintedBodies(valid: Record<string, unknown>): [string, unknown][] {
  return pathsOf(valid)
    .filter((path) => typeof valueAt(valid, path) === 'string')
    .map((path) => [
      path.join('.'),
      withChange(valid, path, { remove: false, to: `${valueAt(valid, path)}\u0000\ud800` }),
    ])
}

/** A query string of known and unknown keys, repeated keys and broken percent-escapes. */
export function queryNear(keys: readonly string[]): fc.Arbitrary<string> {
  const key = keys.length > 0 ? fc.oneof(fc.constantFrom(...keys), nastyString) : nastyString
  const value = fc.oneof(
    nastyString.map(encodeLoosely),
    fc.constantFrom('%', '%zz', '%E0%A4%A', '%C0%AF', '%00', '%ED%A0%80', '+', '&&', '=='),
  )
  return fc
    .array(fc.tuple(key.map(encodeLoosely), value), { maxLength: 6 })
    .map((pairs) => pairs.map(([k, v]) => `${k}=${v}`).join('&'))
}

/** encodeURIComponent, with a lone surrogate (which it refuses) sent as raw bad UTF-8. */
export function encodeLoosely(text: string): string {
  try {
    return encodeURIComponent(text)
  } catch {
    return '%ED%A0%80'
  }
}
