// Imports run one way: web -> shared <- server (DESIGN.md §3). Fails, naming each
// offending import, when src/web imports src/server or src/shared imports either.
import fs from 'node:fs'
import path from 'node:path'

const root = path.resolve(import.meta.dirname, '..')
const rules = [
  { from: 'src/web', forbidden: ['src/server'] },
  { from: 'src/shared', forbidden: ['src/server', 'src/web'] },
]
const importPattern =
  /(?:import|export)\s[^'"]*?from\s*['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)|^\s*import\s+['"]([^'"]+)['"]/gm

function* sourceFiles(dir) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) yield* sourceFiles(full)
    else if (/\.(ts|tsx|js|mjs)$/.test(entry.name)) yield full
  }
}

const problems = []
for (const rule of rules) {
  const dir = path.join(root, rule.from)
  if (!fs.existsSync(dir)) continue
  for (const file of sourceFiles(dir)) {
    const text = fs.readFileSync(file, 'utf8')
    for (const match of text.matchAll(importPattern)) {
      const specifier = match[1] ?? match[2] ?? match[3]
      if (!specifier?.startsWith('.')) continue
      const target = path.relative(root, path.resolve(path.dirname(file), specifier))
      for (const forbidden of rule.forbidden) {
        if (target === forbidden || target.startsWith(`${forbidden}/`)) {
          problems.push(
            `${path.relative(root, file)} imports ${specifier} (${rule.from} must not import ${forbidden})`,
          )
        }
      }
    }
  }
}

if (problems.length > 0) {
  console.error(`Import boundary violations:\n${problems.map((p) => `  - ${p}`).join('\n')}`)
  process.exit(1)
}
console.log('imports: web -> shared <- server holds')
