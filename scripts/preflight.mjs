// `npm test` and `npm run test:resilience` run this first (their `pre` scripts), naming
// the system programs their suites start: `node scripts/preflight.mjs chromium`. What
// is missing is installed through apt-get when running as root (CI, a fresh container);
// otherwise the run stops at once with the one command to run, instead of failing in
// the middle of the browser suite. The decision is preflight-plan.mjs.
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import { commandFor, installFailedMessage, planPreflight } from './preflight-plan.mjs'

/** @param {string} path */
function isInstalled(path) {
  try {
    fs.accessSync(path, fs.constants.X_OK)
    return true
  } catch {
    return false
  }
}

/** @param {string[]} args */
function aptGet(args) {
  const result = spawnSync('apt-get', args, {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  })
  return result.status === 0
}

const command = commandFor(process.env.npm_lifecycle_event)
const plan = planPreflight({
  needed: process.argv.slice(2),
  isInstalled,
  isRoot: process.getuid?.() === 0,
  hasAptGet: isInstalled('/usr/bin/apt-get'),
  command,
})

if (plan.action === 'stop') {
  console.error(`\n${plan.message}\n`)
  process.exit(1)
}
if (plan.action === 'install') {
  console.log(`${command}: installing ${plan.packages.join(', ')} with apt-get (running as root)`)
  const installed = aptGet(['update', '-qq']) && aptGet(['install', '-y', '-qq', ...plan.packages])
  const stillMissing = plan.missing.filter((program) => !isInstalled(program.path))
  if (!installed || stillMissing.length > 0) {
    console.error(
      `\n${installFailedMessage(stillMissing.length > 0 ? stillMissing : plan.missing, command)}\n`,
    )
    process.exit(1)
  }
}
