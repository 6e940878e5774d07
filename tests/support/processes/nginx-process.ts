import { type ChildProcess, spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { childProcessEnv } from '#tests/support/test-env.ts'
import { freePort } from './server-launch.mjs'

/** Debian's nginx (`apt-get install nginx`; `.ci/run` installs it when missing). */
export const NGINX = '/usr/sbin/nginx'

export interface NginxProcess {
  child: ChildProcess
  port: number
  /** `http://127.0.0.1:{port}`: the shop as shoppers reach it, through the proxy. */
  base: string
  /** nginx's error log so far (refused upstreams and the like). */
  errorLog(): string
  /** Stops nginx and removes its folder. */
  remove(): Promise<void>
}

/**
 * A real nginx in front of the shop's processes, as a production reverse proxy: round
 * robin over `upstreamPorts` on 127.0.0.1, `X-Forwarded-For` appended and `Host` and
 * `X-Forwarded-Proto` passed on (so the servers run with TRUST_PROXY), uploads up to
 * the shop's 5 MB. Runs in the foreground as a child of the test, with its config,
 * logs and temporary files in a folder of its own, listening on 127.0.0.1 only.
 */
export async function startNginx(upstreamPorts: readonly number[]): Promise<NginxProcess> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'meatshop-nginx-'))
  // Workers run as an unprivileged user when started by root; they need to reach
  // the temporary folders nginx makes in here.
  fs.chmodSync(dir, 0o755)
  const port = await freePort()
  const conf = path.join(dir, 'nginx.conf')
  fs.writeFileSync(conf, nginxConfig(dir, port, upstreamPorts))
  const child = spawn(
    NGINX,
    ['-p', dir, '-c', conf, '-e', path.join(dir, 'error.log'), '-g', 'daemon off;'],
    { env: childProcessEnv({}), stdio: ['ignore', 'pipe', 'pipe'] },
  )
  let output = ''
  child.stdout!.on('data', (d) => (output += d))
  child.stderr!.on('data', (d) => (output += d))
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  const errorLog = () => {
    const file = path.join(dir, 'error.log')
    return fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : ''
  }
  const remove = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM')
      await exited
    }
    fs.rmSync(dir, { recursive: true, force: true })
  }

  // Ready once it answers: the upstreams' health through the proxy.
  for (let i = 0; ; i++) {
    if (child.exitCode !== null) {
      const log = `${output}${errorLog()}`
      await remove()
      throw new Error(`nginx exited before it listened:\n${log}`)
    }
    const ok = await fetch(`http://127.0.0.1:${port}/api/health`).then(
      (res) => res.ok,
      () => false,
    )
    if (ok) break
    if (i >= 300) {
      await remove()
      throw new Error(`nginx did not answer on port ${port}:\n${output}${errorLog()}`)
    }
    await new Promise((r) => setTimeout(r, 100))
  }
  return { child, port, base: `http://127.0.0.1:${port}`, errorLog, remove }
}

function nginxConfig(dir: string, port: number, upstreamPorts: readonly number[]): string {
  const temp = (name: string) => path.join(dir, name)
  return `
worker_processes 1;
pid ${path.join(dir, 'nginx.pid')};
error_log ${path.join(dir, 'error.log')} warn;
events { worker_connections 1024; }
http {
  access_log off;
  client_body_temp_path ${temp('client_body')};
  proxy_temp_path ${temp('proxy')};
  fastcgi_temp_path ${temp('fastcgi')};
  uwsgi_temp_path ${temp('uwsgi')};
  scgi_temp_path ${temp('scgi')};
  # The shop refuses uploads over 5 MB itself, with its own message; let them reach it.
  client_max_body_size 6m;

  upstream shop {
${upstreamPorts.map((p) => `    server 127.0.0.1:${p} max_fails=1 fail_timeout=10s;`).join('\n')}
    keepalive 32;
  }

  server {
    listen 127.0.0.1:${port};
    location / {
      proxy_pass http://shop;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      # The address the browser asked for (with its port), so Origin checks match.
      proxy_set_header Host $http_host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;
      # nginx's default: a POST that reached a process which then died is not sent
      # to another one (it may have been placed); a refused connection is.
      proxy_next_upstream error timeout;
    }
  }
}
`
}
