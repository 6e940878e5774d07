// An S3-compatible server (s3rver) as a process of its own, for tests of the S3 media
// store: `node --import tsx tests/support/processes/s3-server.ts <directory> <bucket> [port]`.
// Prints one JSON line, {"port": n}, once the bucket exists and it listens on
// 127.0.0.1; SIGTERM closes it. Started by `startS3Server` (s3-server-process.ts).
import S3rver from 's3rver'

const [directory, bucket, port = '0'] = process.argv.slice(2)
if (!directory || !bucket) {
  process.stderr.write('usage: s3-server.ts <directory> <bucket> [port]\n')
  process.exit(2)
}

const server = new S3rver({
  address: '127.0.0.1',
  port: Number(port),
  directory,
  silent: true,
  // Path-style only (`/{bucket}/{key}`), as the media store is configured against it.
  vhostBuckets: false,
  // Kept on restart: the same directory answers with the same objects.
  configureBuckets: [{ name: bucket, configs: [] }],
})
const address = await server.run()
process.stdout.write(`${JSON.stringify({ port: address.port })}\n`)
process.on('SIGTERM', () => {
  server.close().finally(() => process.exit(0))
})
