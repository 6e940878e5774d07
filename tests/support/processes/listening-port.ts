import type { ChildProcess } from 'node:child_process'

/**
 * The port a helper process listens on, from the first JSON line it prints
 * (`{"port":1234}`); fails with what it printed should it exit first. `name` says
 * which process in that error ("the S3 server").
 */
export function listeningPort(child: ChildProcess, name: string): Promise<number> {
  return new Promise((resolve, reject) => {
    let output = ''
    const onData = (chunk: Buffer) => {
      output += chunk
      const line = output.split('\n').find((l) => l.startsWith('{'))
      if (!line) return
      child.stdout!.off('data', onData)
      child.off('exit', onExit)
      resolve((JSON.parse(line) as { port: number }).port)
    }
    const onExit = (code: number | null) =>
      reject(new Error(`${name} exited (${code}) before it listened:\n${output}`))
    child.stdout!.on('data', onData)
    child.stderr!.on('data', (chunk: Buffer) => (output += chunk))
    child.once('exit', onExit)
  })
}
