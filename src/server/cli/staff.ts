import { parseArgs } from 'node:util'
import { ConfigError, loadConfig } from '#server/config.ts'
import { dataDirHolder } from '#server/db/data-dir-lock.ts'
import { ResetPasswordError, resetStaffPassword } from '#server/staff/reset-password.ts'
import { startDatabase } from '#server/start-database.ts'

const usage = `Usage:
  npm run staff -- reset-password EMAIL [--password NEW_PASSWORD]

Sets a new password (generated unless given; a chosen one needs 12+ characters)
and ends the user's sessions.
With the embedded database, stop the server first: it allows one process at a time.`

async function main() {
  const { positionals, values } = parseArgs({
    allowPositionals: true,
    options: { password: { type: 'string' }, help: { type: 'boolean', short: 'h' } },
  })
  const [command, email] = positionals
  if (values.help || command !== 'reset-password' || !email) {
    process.stdout.write(`${usage}\n`)
    process.exit(values.help ? 0 : 2)
  }
  const config = loadConfig()
  if (!config.databaseUrl) {
    const holder = dataDirHolder(config.dataDir)
    if (holder !== undefined) {
      throw new ResetPasswordError(
        `The server (process ${holder}) is using ${config.dataDir}. Stop it first, then run this again.`,
      )
    }
  }
  const { handle } = await startDatabase(config)
  try {
    const result = await resetStaffPassword(handle.db, email, {
      password: values.password,
      minLength: config.minPasswordLength,
      now: new Date(),
    })
    process.stdout.write(
      `Password reset for ${result.email}.\n  new password: ${result.password}\nAll of their sessions have been ended.\n`,
    )
  } finally {
    await handle.close()
  }
}

main().catch((err) => {
  const known = err instanceof ResetPasswordError || err instanceof ConfigError
  process.stderr.write(`${known ? err.message : (err as Error).stack}\n`)
  process.exit(1)
})
