import { spawnSync } from 'node:child_process'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { childProcessEnv } from '#tests/support/test-env.ts'
import { ConfigError, loadConfig, testClockRefusal } from './config.ts'

describe('loadConfig', () => {
  it('works with nothing set, so npm start runs on a fresh clone', () => {
    const config = loadConfig({})
    expect(config.port).toBe(3000)
    expect(config.dataDir).toBe(path.resolve('./data'))
    expect(config.databaseUrl).toBeUndefined()
    expect(config.firstStaff.admin.email).toBe('admin@primecuts.ph')
    expect(config.firstStaff.admin.password).toBeUndefined()
    expect(config.hostedStore.url).toBeUndefined()
    expect(config.email.smtpUrl).toBeUndefined()
  })

  it('reads every documented variable', () => {
    const config = loadConfig({
      PORT: '8080',
      DATA_DIR: '/var/lib/meatshop',
      DATABASE_URL: 'postgres://shop@db:5432/shop',
      PUBLIC_URL: 'https://shop.example.ph/',
      ADMIN_EMAIL: 'Owner@Example.PH',
      ADMIN_PASSWORD: 'owner-password-123',
      EDITOR_EMAIL: 'staff@example.ph',
      EDITOR_PASSWORD: 'staff-password-123',
      HOSTED_STORE_URL: 'https://store.example.com',
      HOSTED_STORE_ID: 'store-1',
      SMTP_URL: 'smtp://127.0.0.1:2525',
      TRUST_PROXY: 'true',
    })
    expect(config).toMatchObject({
      port: 8080,
      dataDir: '/var/lib/meatshop',
      databaseUrl: 'postgres://shop@db:5432/shop',
      publicUrl: 'https://shop.example.ph',
      hostedStore: { url: 'https://store.example.com', storeId: 'store-1' },
      email: { smtpUrl: 'smtp://127.0.0.1:2525' },
      trustProxy: { kind: 'hops', hops: 1 },
      siteOrigin: 'https://shop.example.ph',
    })
    expect(config.firstStaff.admin).toMatchObject({
      email: 'owner@example.ph',
      password: 'owner-password-123',
    })
  })

  it('names every bad variable at once', () => {
    let error: unknown
    try {
      loadConfig({
        PORT: 'eighty',
        DATABASE_URL: 'mysql://x',
        SMTP_URL: 'not a url',
        ADMIN_EMAIL: 'nope',
      })
    } catch (err) {
      error = err
    }
    expect(error).toBeInstanceOf(ConfigError)
    const message = (error as Error).message
    expect(message).toMatch(/^Invalid configuration:/)
    expect(message).toContain('PORT: must be a port number (got "eighty")')
    expect(message).toContain('DATABASE_URL: must be a PostgreSQL URL')
    expect(message).toContain('SMTP_URL: must be a SMTP URL')
    expect(message).toContain('ADMIN_EMAIL: must be an email address')
  })

  it('waits 30 s before the first email retry unless EMAIL_RETRY_BASE_SECONDS says otherwise', () => {
    expect(loadConfig({}).email.retryBaseMs).toBe(30_000)
    expect(loadConfig({ EMAIL_RETRY_BASE_SECONDS: '1' }).email.retryBaseMs).toBe(1_000)
    expect(() => loadConfig({ EMAIL_RETRY_BASE_SECONDS: '0' })).toThrow(
      'EMAIL_RETRY_BASE_SECONDS: must be between 1 and 7200 (got "0")',
    )
    expect(() => loadConfig({ EMAIL_RETRY_BASE_SECONDS: 'soon' })).toThrow(
      /EMAIL_RETRY_BASE_SECONDS: must be a number of seconds/,
    )
    expect(() => loadConfig({ EMAIL_RETRY_BASE_SECONDS: '1.5' })).toThrow(/whole number/)
  })

  it('reads the EmailJS keys only when all four are set, with the public API address by default', () => {
    const keys = {
      EMAILJS_SERVICE_ID: 'service_1',
      EMAILJS_TEMPLATE_ID: 'template_1',
      EMAILJS_PUBLIC_KEY: 'public-1',
      EMAILJS_PRIVATE_KEY: 'private-1',
    }
    expect(loadConfig({}).emailJs).toBeUndefined()
    expect(loadConfig(keys).emailJs).toEqual({
      serviceId: 'service_1',
      templateId: 'template_1',
      publicKey: 'public-1',
      privateKey: 'private-1',
      apiUrl: 'https://api.emailjs.com/api/v1.0/email/send',
    })
    expect(
      loadConfig({ ...keys, EMAILJS_API_URL: 'http://127.0.0.1:9999/send' }).emailJs?.apiUrl,
    ).toBe('http://127.0.0.1:9999/send')
  })

  it('names the missing EmailJS keys when only some are set, and a bad EmailJS address', () => {
    expect(() => loadConfig({ EMAILJS_SERVICE_ID: 'service_1' })).toThrow(
      /EMAILJS_PRIVATE_KEY: is required when EMAILJS_SERVICE_ID is set/,
    )
    expect(() => loadConfig({ EMAILJS_API_URL: 'ftp://x' })).toThrow(
      /EMAILJS_API_URL: must be a http\(s\) URL/,
    )
  })

  it('keeps media on the local disk unless MEDIA_S3_BUCKET is set, with AWS defaults', () => {
    expect(loadConfig({}).mediaS3).toBeUndefined()
    expect(loadConfig({ MEDIA_S3_BUCKET: 'shop-media' }).mediaS3).toEqual({
      bucket: 'shop-media',
      region: 'us-east-1',
      endpoint: undefined,
      credentials: undefined,
      prefix: '',
      forcePathStyle: false,
    })
  })

  it('reads an S3-compatible provider, with the prefix as a folder', () => {
    const config = loadConfig({
      MEDIA_S3_BUCKET: 'shop-media',
      MEDIA_S3_REGION: 'auto',
      MEDIA_S3_ENDPOINT: 'https://account.r2.cloudflarestorage.com/',
      MEDIA_S3_ACCESS_KEY_ID: 'key-id',
      MEDIA_S3_SECRET_ACCESS_KEY: 'key-secret',
      MEDIA_S3_PREFIX: '/shop/media',
      MEDIA_S3_FORCE_PATH_STYLE: 'true',
    })
    expect(config.mediaS3).toEqual({
      bucket: 'shop-media',
      region: 'auto',
      endpoint: 'https://account.r2.cloudflarestorage.com',
      credentials: { accessKeyId: 'key-id', secretAccessKey: 'key-secret' },
      prefix: 'shop/media/',
      forcePathStyle: true,
    })
    expect(loadConfig({ MEDIA_S3_BUCKET: 'b-1', MEDIA_S3_PREFIX: 'media/' }).mediaS3?.prefix).toBe(
      'media/',
    )
  })

  it('names each half-done or malformed object store setting', () => {
    expect(() => loadConfig({ MEDIA_S3_ENDPOINT: 'http://127.0.0.1:9000' })).toThrow(
      /MEDIA_S3_BUCKET: is required when MEDIA_S3_ENDPOINT is set/,
    )
    expect(() => loadConfig({ MEDIA_S3_FORCE_PATH_STYLE: 'yes' })).toThrow(
      /MEDIA_S3_BUCKET: is required when MEDIA_S3_FORCE_PATH_STYLE is set/,
    )
    expect(() => loadConfig({ MEDIA_S3_BUCKET: 'b-1', MEDIA_S3_ACCESS_KEY_ID: 'id' })).toThrow(
      /MEDIA_S3_SECRET_ACCESS_KEY: is required when MEDIA_S3_ACCESS_KEY_ID is set/,
    )
    // The message goes to stderr and logs: it names the secret's variable, never its value.
    const secretOnly = () =>
      loadConfig({ MEDIA_S3_BUCKET: 'b-1', MEDIA_S3_SECRET_ACCESS_KEY: 'the-secret-value' })
    expect(secretOnly).toThrow(
      'MEDIA_S3_ACCESS_KEY_ID: is required when MEDIA_S3_SECRET_ACCESS_KEY is set (got "")',
    )
    expect(secretOnly).not.toThrow(/the-secret-value/)
    let message = ''
    try {
      loadConfig({
        MEDIA_S3_BUCKET: 's3://shop-media',
        MEDIA_S3_REGION: 'EU West',
        MEDIA_S3_ENDPOINT: 'https://s3.example.com/shop-media',
        MEDIA_S3_FORCE_PATH_STYLE: 'maybe',
      })
    } catch (err) {
      message = (err as Error).message
    }
    expect(message).toContain('MEDIA_S3_BUCKET: must be a bare bucket name')
    expect(message).toContain('MEDIA_S3_REGION: must be a region name')
    expect(message).toContain('MEDIA_S3_ENDPOINT: must be the service address without a path')
    expect(message).toContain('MEDIA_S3_FORCE_PATH_STYLE:')
    // Not a URL at all: said once, as for every other address.
    expect(() => loadConfig({ MEDIA_S3_BUCKET: 'b-1', MEDIA_S3_ENDPOINT: 'not a url' })).toThrow(
      'Invalid configuration:\n  - MEDIA_S3_ENDPOINT: must be a http(s) URL (http:// or https://) (got "not a url")',
    )
  })

  it('treats empty variables as unset', () => {
    expect(loadConfig({ DATABASE_URL: '', ADMIN_PASSWORD: '' })).toMatchObject({
      databaseUrl: undefined,
    })
  })
})

describe('starting the server with a bad variable', () => {
  it('exits at once with a message naming the variable', () => {
    const result = spawnSync(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
      env: childProcessEnv({ PORT: '99999', DATA_DIR: '/nonexistent/never-created' }),
      encoding: 'utf8',
      timeout: 30_000,
    })
    expect(result.status).toBe(1)
    expect(result.stderr).toContain('Invalid configuration:')
    expect(result.stderr).toContain('PORT: must be between 0 and 65535 (got "99999")')
    // tsx compiles the server first: seconds on a busy 2-core machine, past the 5 s default.
  }, 30_000)
})

describe('hardening settings', () => {
  it('reads TRUST_PROXY as a number of proxy hops', () => {
    const hops = (value?: string) => loadConfig({ TRUST_PROXY: value }).trustProxy
    expect(hops(undefined)).toEqual({ kind: 'none' })
    expect(hops('false')).toEqual({ kind: 'none' })
    expect(hops('0')).toEqual({ kind: 'none' })
    expect(hops('true')).toEqual({ kind: 'hops', hops: 1 })
    expect(hops('2')).toEqual({ kind: 'hops', hops: 2 })
    expect(() => hops('maybe')).toThrow(/TRUST_PROXY: must be true, false/)
    expect(() => hops('11')).toThrow(/TRUST_PROXY/)
  })

  it("reads TRUST_PROXY as the proxies' addresses and CIDRs", () => {
    const { trustProxy } = loadConfig({ TRUST_PROXY: ' 127.0.0.1, 10.0.0.0/8 ,::1,fd00::/8' })
    expect(trustProxy.kind).toBe('list')
    const ranges = trustProxy.kind === 'list' ? trustProxy.ranges : []
    expect(ranges.map(([address, prefix]) => `${address}/${prefix}`)).toEqual([
      '127.0.0.1/32',
      '10.0.0.0/8',
      '::1/128',
      'fd00::/8',
    ])
  })

  it('stops the start on a proxy list it cannot read, naming the entry', () => {
    const problem = (value: string) => {
      try {
        loadConfig({ TRUST_PROXY: value })
      } catch (err) {
        return (err as ConfigError).problems.join('\n')
      }
      return 'accepted'
    }
    expect(problem('10.0.0.300')).toContain('"10.0.0.300" is not an address or CIDR')
    expect(problem('127.0.0.1,nginx.local')).toContain('"nginx.local" is not an address or CIDR')
    expect(problem('10.0.0.0/33')).toContain('"10.0.0.0/33" has no valid prefix length')
    expect(problem('10.0.0.0/')).toContain('has no valid prefix length')
    // Trusting every address is believing every client's header: refused.
    expect(problem('0.0.0.0/0')).toContain('"0.0.0.0/0" would trust every address')
    expect(problem('::/0')).toContain('would trust every address')
    expect(problem(',')).toContain('TRUST_PROXY: must be true, false, a number of proxy hops')
  })

  it('builds links on PUBLIC_URL, or on the address the server listens on', () => {
    expect(loadConfig({ PUBLIC_URL: 'https://shop.example.ph/' }).siteOrigin).toBe(
      'https://shop.example.ph',
    )
    expect(loadConfig({ PORT: '4321' }).siteOrigin).toBe('http://localhost:4321')
    expect(loadConfig({ HOST: '127.0.0.1', PORT: '80' }).siteOrigin).toBe('http://127.0.0.1:80')
  })

  it('refuses first-start passwords shorter than 12 characters', () => {
    expect(() => loadConfig({ ADMIN_PASSWORD: 'short-pass' })).toThrow(
      /ADMIN_PASSWORD: must be at least 12/,
    )
    expect(() => loadConfig({ EDITOR_PASSWORD: '12345678901' })).toThrow(/EDITOR_PASSWORD/)
    expect(loadConfig({ ADMIN_PASSWORD: '123456789012' }).firstStaff.admin.password).toBe(
      '123456789012',
    )
  })

  it('reads the staff idle timeout in minutes', () => {
    expect(loadConfig({}).sessionIdleMs).toBe(120 * 60_000)
    expect(loadConfig({ SESSION_IDLE_MINUTES: '30' }).sessionIdleMs).toBe(30 * 60_000)
    expect(() => loadConfig({ SESSION_IDLE_MINUTES: '1' })).toThrow(/SESSION_IDLE_MINUTES/)
  })
})

describe('the test clock', () => {
  it('runs on the real time unless TEST_CLOCK_OFFSET_MINUTES is set', () => {
    expect(loadConfig({}).testClockOffsetMs).toBeUndefined()
    expect(loadConfig({ TEST_CLOCK_OFFSET_MINUTES: '' }).testClockOffsetMs).toBeUndefined()
  })

  it('shifts the clock by whole minutes, 0 included, up to 60 days', () => {
    const at = (minutes: string) =>
      loadConfig({ NODE_ENV: 'test', TEST_CLOCK_OFFSET_MINUTES: minutes }).testClockOffsetMs
    expect(at('0')).toBe(0)
    expect(at('780')).toBe(13 * 60 * 60_000)
    expect(at('86400')).toBe(60 * 24 * 60 * 60_000)
  })

  it('names an offset that is not whole minutes within 60 days', () => {
    for (const bad of ['86401', '-5', '1.5', '13h', 'soon', '1e3']) {
      expect(() => loadConfig({ NODE_ENV: 'test', TEST_CLOCK_OFFSET_MINUTES: bad })).toThrow(
        `TEST_CLOCK_OFFSET_MINUTES: must be a whole number of minutes from 0 to 86400 (60 days) (got "${bad}")`,
      )
    }
  })

  it('refuses any offset outside the tests, even 0, and when NODE_ENV is unset', () => {
    for (const nodeEnv of ['production', 'development', undefined]) {
      for (const minutes of ['0', '1500']) {
        expect(() => loadConfig({ NODE_ENV: nodeEnv, TEST_CLOCK_OFFSET_MINUTES: minutes })).toThrow(
          new ConfigError([
            `TEST_CLOCK_OFFSET_MINUTES: ${testClockRefusal(nodeEnv ?? 'development')} (got "${minutes}")`,
          ]),
        )
      }
    }
    // Unset (or empty, as a blank line in an env file leaves it) is no test clock.
    expect(
      loadConfig({ NODE_ENV: 'production', TEST_CLOCK_OFFSET_MINUTES: '' }).testClockOffsetMs,
    ).toBeUndefined()
  })
})

describe('proof of payment retention', () => {
  const DAY = 24 * 60 * 60 * 1000
  it('keeps screenshots 30 days after cancelling and 180 after completing unless told otherwise', () => {
    expect(loadConfig({}).proofRetention).toEqual({ cancelledMs: 30 * DAY, completedMs: 180 * DAY })
    expect(
      loadConfig({ PROOF_RETENTION_CANCELLED_DAYS: '7', PROOF_RETENTION_COMPLETED_DAYS: '365' })
        .proofRetention,
    ).toEqual({ cancelledMs: 7 * DAY, completedMs: 365 * DAY })
    expect(loadConfig({ PROOF_RETENTION_CANCELLED_DAYS: '' }).proofRetention.cancelledMs).toBe(
      30 * DAY,
    )
  })

  it('names a retention that is not a whole number of days from 1 to 3650', () => {
    for (const bad of ['0', '-1', '1.5', 'forever', '3651']) {
      expect(() => loadConfig({ PROOF_RETENTION_CANCELLED_DAYS: bad })).toThrow(
        /PROOF_RETENTION_CANCELLED_DAYS/,
      )
      expect(() => loadConfig({ PROOF_RETENTION_COMPLETED_DAYS: bad })).toThrow(
        /PROOF_RETENTION_COMPLETED_DAYS/,
      )
    }
  })
})

describe('secrets in configuration errors', () => {
  it('names a bad password variable without printing its value', () => {
    let message = ''
    try {
      loadConfig({ ADMIN_PASSWORD: 'hunter2' })
    } catch (err) {
      message = (err as Error).message
    }
    expect(message).toContain('ADMIN_PASSWORD: must be at least 12')
    expect(message).not.toContain('hunter2')
  })
})

describe('the payment gateway (PayMongo)', () => {
  const keys = {
    PAYMONGO_SECRET_KEY: 'sk_test_Abc123Def456',
    PAYMONGO_WEBHOOK_SECRET: 'whsk_Xyz789Uvw012',
    PUBLIC_URL: 'https://shop.example.ph/',
  }
  const problems = (env: Record<string, string>) => {
    try {
      loadConfig(env)
      return ''
    } catch (err) {
      return (err as Error).message
    }
  }

  it('is off unless both keys are set: checkout offers what it offered before', () => {
    expect(loadConfig({}).paymongo).toBeUndefined()
  })

  it('reads both keys, the real API by default, and the mode from the key', () => {
    expect(loadConfig(keys).paymongo).toEqual({
      secretKey: keys.PAYMONGO_SECRET_KEY,
      webhookSecret: keys.PAYMONGO_WEBHOOK_SECRET,
      apiUrl: 'https://api.paymongo.com',
      mode: 'test',
    })
    const live = loadConfig({
      ...keys,
      PAYMONGO_SECRET_KEY: 'sk_live_Abc123Def456',
      PAYMONGO_API_URL: 'http://127.0.0.1:9999/',
    }).paymongo
    expect(live).toMatchObject({ mode: 'live', apiUrl: 'http://127.0.0.1:9999' })
  })

  it('refuses half a setup, a key without PUBLIC_URL, and keys of the wrong kind, never printing them', () => {
    expect(
      problems({ PAYMONGO_SECRET_KEY: keys.PAYMONGO_SECRET_KEY, PUBLIC_URL: keys.PUBLIC_URL }),
    ).toContain('PAYMONGO_WEBHOOK_SECRET: is required when PAYMONGO_SECRET_KEY is set')
    expect(problems({ ...keys, PUBLIC_URL: '' })).toContain(
      'PUBLIC_URL: is required when PAYMONGO_SECRET_KEY is set',
    )
    const wrong = problems({
      ...keys,
      PAYMONGO_SECRET_KEY: 'pk_test_Abc123Def456',
      PAYMONGO_WEBHOOK_SECRET: 'whsec_oops12345',
    })
    expect(wrong).toContain("PAYMONGO_SECRET_KEY: must be PayMongo's secret key")
    expect(wrong).toContain('PAYMONGO_WEBHOOK_SECRET: must be')
    expect(wrong).not.toContain('pk_test_Abc123Def456')
    expect(wrong).not.toContain('whsec_oops12345')
  })
})
