import fs from 'node:fs'
import path from 'node:path'

/**
 * The embedded database allows one process at a time. A pid file in DATA_DIR tells
 * a second server, or the staff command, that the folder is in use, instead of two
 * processes corrupting it.
 */
function pidFile(dataDir: string) {
  return path.join(dataDir, 'server.pid')
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM'
  }
}

/** The pid of a live process holding DATA_DIR, or undefined. */
export function dataDirHolder(dataDir: string): number | undefined {
  try {
    const pid = Number(fs.readFileSync(pidFile(dataDir), 'utf8').trim())
    return Number.isInteger(pid) && pid > 0 && pid !== process.pid && isAlive(pid) ? pid : undefined
  } catch {
    return undefined
  }
}

export function claimDataDir(dataDir: string): () => void {
  const holder = dataDirHolder(dataDir)
  if (holder !== undefined) {
    throw new Error(
      `DATA_DIR ${dataDir} is in use by process ${holder}. The embedded database allows one server at a time; stop it first, or use PostgreSQL (DATABASE_URL) to run several.`,
    )
  }
  fs.mkdirSync(dataDir, { recursive: true })
  fs.writeFileSync(pidFile(dataDir), String(process.pid))
  return () => fs.rmSync(pidFile(dataDir), { force: true })
}
