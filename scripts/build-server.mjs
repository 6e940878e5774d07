// Bundles the server (src/server/main.ts and the staff command) into dist/server, or
// the folder named on the command line (a test building the app elsewhere).
// Packages stay external: they are installed in node_modules next to it.
import { build } from 'esbuild'

await build({
  entryPoints: { main: 'src/server/main.ts', staff: 'src/server/cli/staff.ts' },
  outdir: process.argv[2] ?? 'dist/server',
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  packages: 'external',
  sourcemap: true,
  logLevel: 'warning',
})
