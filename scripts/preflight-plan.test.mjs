import { describe, expect, it } from 'vitest'
import {
  aptInstallCommand,
  commandFor,
  installFailedMessage,
  planPreflight,
  systemPrograms,
} from './preflight-plan.mjs'

/** A machine with the given paths installed; Debian, not root, unless told otherwise. */
function machine(installed, overrides = {}) {
  return {
    needed: ['chromium'],
    isInstalled: (path) => installed.includes(path),
    isRoot: false,
    hasAptGet: true,
    command: 'npm test',
    ...overrides,
  }
}

describe('planPreflight', () => {
  it('does nothing when every program is there', () => {
    const plan = planPreflight(
      machine(['/usr/bin/chromium', '/usr/sbin/nginx'], { needed: ['chromium', 'nginx'] }),
    )
    expect(plan).toEqual({ action: 'none' })
  })

  it('does nothing when nothing is needed', () => {
    expect(planPreflight(machine([], { needed: [] }))).toEqual({ action: 'none' })
  })

  it('checks only the programs the command needs', () => {
    expect(planPreflight(machine(['/usr/bin/chromium']))).toEqual({ action: 'none' })
  })

  it('installs what is missing through apt-get when running as root on Debian', () => {
    const plan = planPreflight(
      machine(['/usr/sbin/nginx'], { needed: ['chromium', 'nginx'], isRoot: true }),
    )
    expect(plan).toEqual({
      action: 'install',
      packages: ['chromium'],
      missing: [systemPrograms.chromium],
    })
  })

  it('installs every missing program in one go, in the order asked', () => {
    const plan = planPreflight(machine([], { needed: ['chromium', 'nginx'], isRoot: true }))
    expect(plan.action).toBe('install')
    expect(plan.packages).toEqual(['chromium', 'nginx'])
  })

  it('stops a user who is not root with the one command to run', () => {
    const plan = planPreflight(machine([], { needed: ['chromium', 'nginx'] }))
    expect(plan.action).toBe('stop')
    expect(plan.message).toContain('npm test needs Chromium and nginx')
    expect(plan.message).toContain('/usr/bin/chromium')
    expect(plan.message).toContain('/usr/sbin/nginx')
    expect(plan.message).toContain(
      '  sudo apt-get update && sudo apt-get install -y chromium nginx',
    )
  })

  it('names only what is missing', () => {
    const plan = planPreflight(
      machine(['/usr/bin/chromium'], {
        needed: ['chromium', 'nginx'],
        command: 'npm run test:resilience',
      }),
    )
    expect(plan.message).toContain('npm run test:resilience needs nginx,')
    expect(plan.message).not.toContain('chromium')
    expect(plan.message).toContain('then npm run test:resilience again')
  })

  it('stops even as root where there is no apt-get, naming the path and the package', () => {
    const plan = planPreflight(machine([], { isRoot: true, hasAptGet: false }))
    expect(plan.action).toBe('stop')
    expect(plan.message).toContain('/usr/bin/chromium')
    expect(plan.message).toContain("Debian's packages: chromium")
    expect(plan.message).not.toContain('apt-get')
  })

  it('refuses a program it does not know, so a typo in package.json cannot pass', () => {
    expect(() => planPreflight(machine([], { needed: ['chromum'] }))).toThrow(
      'preflight: unknown program "chromum" (known: chromium, nginx)',
    )
  })
})

describe('commandFor', () => {
  it("names the command the developer typed from npm's lifecycle event", () => {
    expect(commandFor('pretest')).toBe('npm test')
    expect(commandFor('pretest:resilience')).toBe('npm run test:resilience')
  })

  it('says "the tests" when not run through npm', () => {
    expect(commandFor(undefined)).toBe('the tests')
  })
})

describe('messages', () => {
  it('gives one line to copy', () => {
    expect(aptInstallCommand(['chromium'])).toBe(
      'sudo apt-get update && sudo apt-get install -y chromium',
    )
  })

  it('tells root what to fix when apt-get could not install', () => {
    const message = installFailedMessage([systemPrograms.nginx], 'npm run test:resilience')
    expect(message).toContain('npm run test:resilience could not install nginx')
    expect(message).toContain('  apt-get update && apt-get install -y nginx')
  })
})
