// What the test commands need from the system, and what to do when something is
// missing. Only the decision: scripts/preflight.mjs looks at the machine and carries it
// out, so this part is tested without touching the machine (preflight-plan.test.mjs).

/**
 * @typedef {{ label: string, path: string, aptPackage: string, neededBy: string }} SystemProgram
 * @typedef {{ action: 'none' }
 *   | { action: 'install', packages: string[], missing: SystemProgram[] }
 *   | { action: 'stop', message: string }} PreflightPlan
 */

/** Debian's packages, at the paths the suites start them from. */
export const systemPrograms = {
  chromium: {
    label: 'Chromium',
    path: '/usr/bin/chromium',
    aptPackage: 'chromium',
    neededBy: 'the browser journeys (playwright.config.ts)',
  },
  nginx: {
    label: 'nginx',
    path: '/usr/sbin/nginx',
    aptPackage: 'nginx',
    neededBy: 'the scale-out test of the resilience suite',
  },
}

/**
 * The command the developer typed, from npm's lifecycle event: `pretest` runs before
 * `npm test`, `pretest:resilience` before `npm run test:resilience`.
 * @param {string | undefined} lifecycleEvent
 */
export function commandFor(lifecycleEvent) {
  const script = lifecycleEvent?.replace(/^pre/, '')
  if (!script) return 'the tests'
  return script === 'test' ? 'npm test' : `npm run ${script}`
}

/** @param {string[]} packages */
export function aptInstallCommand(packages) {
  return `sudo apt-get update && sudo apt-get install -y ${packages.join(' ')}`
}

/**
 * @param {{
 *   needed: string[],
 *   isInstalled: (path: string) => boolean,
 *   isRoot: boolean,
 *   hasAptGet: boolean,
 *   command: string,
 * }} machine
 * @returns {PreflightPlan}
 */
export function planPreflight({ needed, isInstalled, isRoot, hasAptGet, command }) {
  const missing = needed.map(programNamed).filter((program) => !isInstalled(program.path))
  if (missing.length === 0) return { action: 'none' }
  const packages = missing.map((program) => program.aptPackage)
  // Root on Debian installs what it lacks and carries on, as CI and a fresh container do.
  if (isRoot && hasAptGet) return { action: 'install', packages, missing }
  return { action: 'stop', message: stopMessage(missing, hasAptGet, command) }
}

/**
 * What to say when the programs are still missing after apt-get ran as root.
 * @param {SystemProgram[]} missing
 * @param {string} command
 */
export function installFailedMessage(missing, command) {
  const packages = missing.map((program) => program.aptPackage)
  return [
    `${command} could not install ${list(missing)} (see apt-get's output above).`,
    'Fix what apt-get reports, or install by hand, then run it again:',
    '',
    `  apt-get update && apt-get install -y ${packages.join(' ')}`,
  ].join('\n')
}

/** @param {string} name */
function programNamed(name) {
  const program = systemPrograms[/** @type {keyof typeof systemPrograms} */ (name)]
  if (!program) {
    const known = Object.keys(systemPrograms).join(', ')
    throw new Error(`preflight: unknown program "${name}" (known: ${known})`)
  }
  return program
}

/**
 * @param {SystemProgram[]} missing
 * @param {boolean} hasAptGet
 * @param {string} command
 */
function stopMessage(missing, hasAptGet, command) {
  const lines = [`${command} needs ${list(missing)}, not installed on this machine:`]
  for (const program of missing) lines.push(`  - ${program.path}, for ${program.neededBy}`)
  lines.push('')
  if (hasAptGet) {
    lines.push(`Run this once, then ${command} again:`, '')
    lines.push(`  ${aptInstallCommand(missing.map((program) => program.aptPackage))}`)
  } else {
    lines.push(
      `Install ${missing.length === 1 ? 'it' : 'them'} at ${missing.length === 1 ? 'that path' : 'those paths'} with this system's package manager`,
      `(the suites use Debian's packages: ${missing.map((p) => p.aptPackage).join(', ')}), then run ${command} again.`,
    )
  }
  return lines.join('\n')
}

/** @param {SystemProgram[]} programs */
function list(programs) {
  return programs.map((program) => program.label).join(' and ')
}
