/**
 * What the global setup hands to the test workers. Environment variables set in
 * the global setup reach every worker, so these names are the whole interface.
 */
export const e2eEnv = {
  /** `http://127.0.0.1:{port}` of the server started for this run. */
  baseURL: 'E2E_BASE_URL',
  /** JSON file with the staff accounts and the session pool (`SessionPoolFile`). */
  sessionPool: 'E2E_SESSION_POOL',
  /** Folder where workers claim slots of the session pool. */
  claimsDir: 'E2E_CLAIMS_DIR',
  /** Temporary folder of this run (database, server log, pool); removed at teardown. */
  tmpDir: 'E2E_TMP_DIR',
  serverPid: 'E2E_SERVER_PID',
  serverLog: 'E2E_SERVER_LOG',
} as const

export type StaffRole = 'admin' | 'editor'

export interface StaffAccount {
  name: string
  email: string
  password: string
}

/**
 * Sessions created straight in the database before the server starts. Each slot
 * holds unused tokens for both roles; a worker claims whole slots (exclusive file
 * creation), so no two tests ever share a token and a logout never breaks another test.
 */
export interface SessionPoolFile {
  cookieName: string
  staff: Record<StaffRole, StaffAccount>
  slots: Array<Record<StaffRole, string[]>>
}

export function requireEnv(name: string): string {
  const value = process.env[name]
  if (!value) {
    throw new Error(
      `${name} is not set: run the browser tests with \`npx playwright test\` so e2e/support/global-setup.ts starts the server.`,
    )
  }
  return value
}
