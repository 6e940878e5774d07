import type { Rolldown } from 'vite'

type ModuleGraph = Pick<Rolldown.ChunkingContext, 'getModuleInfo'>

/**
 * The lazily loaded pages Lighthouse scores (bench/lighthouse.mjs; the home page is
 * in the shell), by the end of their module id. A first visit to one of them
 * downloads a handful of files: the shell, the page and its kits (decision 0068).
 * The order-status page is left out: what it shares, it shares with the checkout
 * and contact forms, and a kit for it made those pages load more.
 */
export const landingPages = [
  'src/web/storefront/pages/products-page.tsx',
  'src/web/storefront/pages/product-page.tsx',
  'src/web/storefront/hosted-store/hosted-product-page.tsx',
]

const lucideBarrel = /[\\/]lucide-react[\\/]dist[\\/]esm[\\/]lucide-react\.mjs$/
const lucideImport = /import\s*\{([^}]*)\}\s*from\s*["']lucide-react["']/g
const lucideExport = /export\s*\{([^}]*)\}\s*from\s*["']\.\/icons\/([^"']+)["']/g

/**
 * lucide-react's entry re-exports every icon, so the module graph says each page
 * that imports one icon imports all 1,600. The icons a module really uses are the
 * names it imports: read them from its code, and find their files in the barrel's.
 */
function lucideIcons(graph: ModuleGraph, barrelId: string) {
  const barrel = graph.getModuleInfo(barrelId)
  const iconIds = new Map(barrel?.importedIds.map((id) => [id.replace(/^.*[\\/]/, ''), id]))
  const fileOf = new Map<string, string>()
  for (const [, names = '', file = ''] of (barrel?.code ?? '').matchAll(lucideExport)) {
    const icon = iconIds.get(file)
    if (!icon) continue
    for (const name of names.split(',')) {
      fileOf.set(name.replace(/^\s*default as\s*/, '').trim(), icon)
    }
  }
  return (importerCode: string | null): string[] =>
    [...(importerCode ?? '').matchAll(lucideImport)].flatMap(([, names = '']) =>
      names
        .split(',')
        .map((name) => fileOf.get(name.trim().split(/\s+as\s+/)[0] ?? ''))
        .filter((icon): icon is string => icon !== undefined),
    )
}

/** The modules `from` needs before it runs: its static imports, icons resolved. */
function staticImports(
  graph: ModuleGraph,
  from: string,
  iconsOf: (code: string | null) => string[],
) {
  const seen = new Set<string>()
  const visit = (id: string) => {
    if (seen.has(id)) return
    seen.add(id)
    const info = graph.getModuleInfo(id)
    if (!info) return
    for (const imported of info.importedIds) {
      if (lucideBarrel.test(imported)) for (const icon of iconsOf(info.code)) visit(icon)
      else visit(imported)
    }
  }
  visit(from)
  return seen
}

/**
 * For each module, the lazily loaded chunks (pages, admin screens, on-demand pieces)
 * whose first run needs it; modules the entry loads are left out: the shell has them.
 */
export function chunkUsers(graph: ModuleGraph, anyModule: string): Map<string, Set<string>> {
  const all = new Set<string>()
  const lazyRoots = new Set<string>()
  let entry = anyModule
  // Up to the module nothing imports: the entry (src/web/main.tsx).
  for (const seen = new Set<string>(); !seen.has(entry); ) {
    seen.add(entry)
    const info = graph.getModuleInfo(entry)
    const up = info?.importers[0] ?? info?.dynamicImporters[0]
    if (!up) break
    entry = up
  }
  const walk = [entry]
  while (walk.length > 0) {
    const id = walk.pop() as string
    if (all.has(id)) continue
    all.add(id)
    const info = graph.getModuleInfo(id)
    for (const lazy of info?.dynamicallyImportedIds ?? []) lazyRoots.add(lazy)
    walk.push(...(info?.importedIds ?? []), ...(info?.dynamicallyImportedIds ?? []))
  }
  const barrel = [...all].find((id) => lucideBarrel.test(id))
  const iconsOf = barrel ? lucideIcons(graph, barrel) : () => []
  const initial = staticImports(graph, entry, iconsOf)
  const users = new Map<string, Set<string>>()
  for (const root of lazyRoots) {
    if (initial.has(root)) continue
    for (const id of staticImports(graph, root, iconsOf)) {
      if (initial.has(id)) continue
      const set = users.get(id) ?? new Set<string>()
      set.add(root)
      users.set(id, set)
    }
  }
  return users
}

const isAdmin = (id: string) => /[\\/]src[\\/]web[\\/]admin[\\/]/.test(id)
const landingPagesAmong = (users: Set<string>) =>
  landingPages.filter((page) => [...users].some((id) => id.replaceAll('\\', '/').endsWith(page)))

/**
 * Where a module that more than one lazy chunk needs goes: in `page-kit` when two
 * landing pages need it, else in the kit of the landing page that needs it
 * (`product-page-kit`: what the product page shares with the cart and checkout),
 * else where Rolldown puts it (a chunk per set of pages needing it).
 */
export function kitFor(id: string, users: Set<string> | undefined): string | null {
  if (!users || users.size < 2 || isAdmin(id)) return null
  const landing = landingPagesAmong(users)
  if (landing.length >= 2) return 'page-kit'
  return landing[0] ? kitName(landing[0]) : null
}

const kitName = (page: string) => `${page.replace(/^.*\/|\.tsx$/g, '')}-kit`

/**
 * The browser build's chunks (decision 0068). Lighthouse's simulated phone pays a
 * round trip per script on HTTP/1.1, so a first visit downloads few, larger files:
 * - `shell`: everything the entry imports (React, the router, TanStack Query, the
 *   layout and the home page), one file instead of nine;
 * - `page-kit` and one kit per landing page (kitFor): what a landing page shares
 *   with other pages (icons, the quantity stepper, page meta…), in one file instead
 *   of a dozen of 100–1,000 bytes each;
 * - `toaster`: the Toaster and sonner, loaded together when idle after load.
 * Pages stay lazy, and what only one page uses stays in that page's chunk.
 */
export function firstPageChunkGroups(): Rolldown.CodeSplittingGroup[] {
  let users: Map<string, Set<string>> | undefined
  // A group also takes in what its modules import, unless a group of higher priority
  // has it: page-kit first, then the landing pages' kits in their order, so one
  // page's kit does not take in what two landing pages share.
  const kits = ['page-kit', ...landingPages.map(kitName)]
  return [
    { name: 'shell', tags: ['$initial'], priority: kits.length + 2 },
    {
      name: 'toaster',
      test: /[\\/]ui[\\/]toaster\.tsx$|[\\/]node_modules[\\/]sonner[\\/]/,
      priority: kits.length + 1,
    },
    ...kits.map(
      (kit, index): Rolldown.CodeSplittingGroup => ({
        name(id, ctx) {
          users ??= chunkUsers(ctx, id)
          return kitFor(id, users.get(id)) === kit ? kit : null
        },
        debugName: kit,
        priority: kits.length - index,
      }),
    ),
  ]
}
