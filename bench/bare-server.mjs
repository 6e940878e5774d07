// The reference for cached catalog reads: a bare node:http server, in its own process
// as the app is, that replays answers captured from the app (same status, headers and
// bytes per path). catalog-throughput.mjs starts it:
//   node bench/bare-server.mjs <answers.json> <port>
import fs from 'node:fs'
import http from 'node:http'

const [answersFile, port] = process.argv.slice(2)
const answers = new Map(
  Object.entries(JSON.parse(fs.readFileSync(answersFile, 'utf8'))).map(([url, answer]) => [
    url,
    { ...answer, bytes: Buffer.from(answer.body, 'base64') },
  ]),
)

const server = http.createServer((req, res) => {
  const answer = answers.get(req.url)
  if (!answer) {
    res.writeHead(404).end()
    return
  }
  res.writeHead(answer.status, answer.headers)
  res.end(answer.bytes)
})
server.listen(Number(port), '127.0.0.1', () => process.stdout.write('ready\n'))
process.on('SIGTERM', () => server.close(() => process.exit(0)))
