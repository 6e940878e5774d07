import path from 'node:path'
import { z } from 'zod'
import { parseTrustProxy, type TrustedProxies } from '#server/http/trusted-proxies.ts'
import { DAY_MS } from '#shared/durations.ts'

/**
 * The only reader of the environment (docs/architecture.md §2). Everything else receives a
 * typed `Config`. A bad variable stops the process at start with a message that
 * names it, instead of failing later on the first request that needs it.
 */
const optionalString = z
  .string()
  .trim()
  .transform((v) => (v === '' ? undefined : v))
  .optional()

const optionalUrl = (protocols: readonly string[], label: string) =>
  optionalString.refine(
    (v) => {
      if (v === undefined) return true
      try {
        return protocols.includes(new URL(v).protocol)
      } catch {
        return false
      }
    },
    { message: `must be a ${label} URL (${protocols.map((p) => `${p}//`).join(' or ')})` },
  )

const optionalEmail = optionalString.refine(
  (v) => v === undefined || z.email().safeParse(v).success,
  {
    message: 'must be an email address',
  },
)

/** A first-start password from the environment: unset, or at least 12 characters. */
const firstStartPassword = optionalString.refine((v) => v === undefined || v.length >= 12, {
  message: 'must be at least 12 characters (or unset, to have one generated and printed once)',
})

/**
 * Our own reverse proxies (TRUST_PROXY): a number of hops ('true'/'yes' one;
 * 'false'/'no'/'0'/unset none), or their addresses and CIDRs (http/trusted-proxies.ts).
 */
const trustedProxies = z
  .string()
  .optional()
  .transform((v, ctx) => {
    const parsed = parseTrustProxy(v)
    if (typeof parsed !== 'string') return parsed
    ctx.addIssue({ code: 'custom', message: parsed })
    return z.NEVER
  })

const booleanFlag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no', ''])
  .optional()
  .transform((v) => v === 'true' || v === '1' || v === 'yes')

/** The largest TEST_CLOCK_OFFSET_MINUTES: 60 days, past every deadline and lifetime the shop has. */
const MAX_CLOCK_OFFSET_MINUTES = 60 * 24 * 60

/** Why a test clock outside the tests stops the start. */
export const testClockRefusal = (nodeEnv: string) =>
  `is accepted only when NODE_ENV is test (here it is ${nodeEnv}): a shop never runs on a shifted clock, so unset it`

/**
 * Minutes the server's clock runs ahead of the real one (tests only): unset, or a whole
 * number from 0 to 60 days. Unset and "0" differ: "0" is still a test clock, and refused
 * outside the tests like any other.
 */
const clockOffsetMinutes = optionalString.transform((v, ctx) => {
  if (v === undefined) return undefined
  if (/^\d{1,6}$/.test(v) && Number(v) <= MAX_CLOCK_OFFSET_MINUTES) return Number(v)
  ctx.addIssue({
    code: 'custom',
    message: `must be a whole number of minutes from 0 to ${MAX_CLOCK_OFFSET_MINUTES} (60 days)`,
  })
  return z.NEVER
})

/** Days a proof of payment's screenshot is kept (issue 29): 1 day to 10 years. */
const retentionDays = (fallback: number) =>
  z.preprocess(
    // Empty is unset, as for every other variable (never 0 days: that would remove at once).
    (v) => (typeof v === 'string' && v.trim() === '' ? undefined : v),
    z.coerce
      .number({ message: 'must be a number of days' })
      .int('must be a whole number of days')
      .min(1, 'must be between 1 and 3650 days')
      .max(3650, 'must be between 1 and 3650 days')
      .default(fallback),
  )

const emailJsKeys = [
  'EMAILJS_SERVICE_ID',
  'EMAILJS_TEMPLATE_ID',
  'EMAILJS_PUBLIC_KEY',
  'EMAILJS_PRIVATE_KEY',
] as const

// Settings that mean nothing without a bucket: one of them alone is a half-done setup.
const mediaS3Keys = [
  'MEDIA_S3_REGION',
  'MEDIA_S3_ENDPOINT',
  'MEDIA_S3_ACCESS_KEY_ID',
  'MEDIA_S3_SECRET_ACCESS_KEY',
  'MEDIA_S3_PREFIX',
] as const

const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: z.coerce
      .number({ message: 'must be a port number' })
      .int('must be a whole number')
      .min(0, 'must be between 0 and 65535')
      .max(65535, 'must be between 0 and 65535')
      .default(3000),
    HOST: optionalString.default('0.0.0.0'),
    DATA_DIR: optionalString.default('./data'),
    DATABASE_URL: optionalUrl(['postgres:', 'postgresql:'], 'PostgreSQL'),
    PUBLIC_URL: optionalUrl(['http:', 'https:'], 'http(s)'),
    ADMIN_EMAIL: optionalEmail.default('admin@primecuts.ph'),
    ADMIN_PASSWORD: firstStartPassword,
    EDITOR_EMAIL: optionalEmail.default('editor@primecuts.ph'),
    EDITOR_PASSWORD: firstStartPassword,
    ADMIN_NAME: optionalString.default('Shop Admin'),
    EDITOR_NAME: optionalString.default('Shop Editor'),
    HOSTED_STORE_URL: optionalUrl(['http:', 'https:'], 'http(s)'),
    HOSTED_STORE_ID: optionalString,
    SMTP_URL: optionalUrl(['smtp:', 'smtps:'], 'SMTP'),
    EMAIL_FROM: optionalEmail,
    // The first retry of a failed email waits about this long, doubling each time (to 2 h).
    // Small values let an operator (or the resilience tests) see a provider come back soon.
    EMAIL_RETRY_BASE_SECONDS: z.coerce
      .number({ message: 'must be a number of seconds' })
      .int('must be a whole number of seconds')
      .min(1, 'must be between 1 and 7200')
      .max(7200, 'must be between 1 and 7200')
      .default(30),
    EMAILJS_SERVICE_ID: optionalString,
    EMAILJS_TEMPLATE_ID: optionalString,
    EMAILJS_PUBLIC_KEY: optionalString,
    EMAILJS_PRIVATE_KEY: optionalString,
    EMAILJS_API_URL: optionalUrl(['http:', 'https:'], 'http(s)').default(
      'https://api.emailjs.com/api/v1.0/email/send',
    ),
    SMS_PROVIDER: optionalString.pipe(
      z
        .enum(['semaphore'], { message: 'must be semaphore (or unset: texts wait in the outbox)' })
        .optional(),
    ),
    SEMAPHORE_API_KEY: optionalString,
    SEMAPHORE_SENDER_NAME: optionalString.refine(
      (v) => v === undefined || /^[A-Za-z0-9 .-]{1,11}$/.test(v),
      {
        message: 'must be the sender name registered with Semaphore (at most 11 letters or digits)',
      },
    ),
    SEMAPHORE_API_URL: optionalUrl(['http:', 'https:'], 'http(s)').default(
      'https://api.semaphore.co',
    ),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).optional(),
    SESSION_TTL_HOURS: z.coerce
      .number()
      .int()
      .min(1)
      .max(24 * 90)
      .default(24 * 7),
    // A staff session unused this long ends, whatever its absolute lifetime.
    SESSION_IDLE_MINUTES: z.coerce
      .number({ message: 'must be a number of minutes' })
      .int('must be a whole number of minutes')
      .min(5, 'must be between 5 and 1440')
      .max(24 * 60, 'must be between 5 and 1440')
      .default(120),
    TRUST_PROXY: trustedProxies,
    // Media on an S3-compatible object store (see media/media-store-from-config.ts).
    MEDIA_S3_BUCKET: optionalString.refine((v) => v === undefined || /^[\w.-]{3,255}$/.test(v), {
      message: 'must be a bare bucket name (letters, digits, ".", "-", "_"; no s3:// or slash)',
    }),
    MEDIA_S3_REGION: optionalString.refine((v) => v === undefined || /^[a-z0-9-]+$/.test(v), {
      message: 'must be a region name such as us-east-1 or auto',
    }),
    // A path here would be taken as part of every object's name: the bucket goes in MEDIA_S3_BUCKET.
    MEDIA_S3_ENDPOINT: optionalUrl(['http:', 'https:'], 'http(s)').refine(
      (v) => v === undefined || !URL.canParse(v) || new URL(v).pathname === '/',
      {
        message: 'must be the service address without a path (the bucket goes in MEDIA_S3_BUCKET)',
      },
    ),
    MEDIA_S3_ACCESS_KEY_ID: optionalString,
    MEDIA_S3_SECRET_ACCESS_KEY: optionalString,
    MEDIA_S3_PREFIX: optionalString,
    MEDIA_S3_FORCE_PATH_STYLE: booleanFlag,
    // Proofs of payment lose their screenshot this long after the order was cancelled or
    // completed (the row, reference number and amounts stay): docs/decisions/0081.
    PROOF_RETENTION_CANCELLED_DAYS: retentionDays(30),
    PROOF_RETENTION_COMPLETED_DAYS: retentionDays(180),
    // Lets a browser journey see a payment deadline pass without waiting a day.
    TEST_CLOCK_OFFSET_MINUTES: clockOffsetMinutes,
    // The payment gateway (issue 32): both set, checkout offers 'Pay online'.
    PAYMONGO_SECRET_KEY: optionalString.refine(
      (v) => v === undefined || /^sk_(test|live)_[A-Za-z0-9]{8,128}$/.test(v),
      { message: "must be PayMongo's secret key (sk_test_… or sk_live_…)" },
    ),
    PAYMONGO_WEBHOOK_SECRET: optionalString.refine(
      (v) => v === undefined || /^whsk_[A-Za-z0-9]{8,128}$/.test(v),
      { message: "must be the webhook's signing secret PayMongo showed (whsk_…)" },
    ),
    PAYMONGO_API_URL: optionalUrl(['http:', 'https:'], 'http(s)').default(
      'https://api.paymongo.com',
    ),
  })
  .superRefine((env, ctx) => {
    // A live shop on a shifted clock would cancel orders and end sessions early: never. Only
    // NODE_ENV=test allows it, since NODE_ENV defaults to development (a built server started
    // by hand), and a safety must not depend on remembering to set it.
    if (env.TEST_CLOCK_OFFSET_MINUTES !== undefined && env.NODE_ENV !== 'test') {
      ctx.addIssue({
        code: 'custom',
        path: ['TEST_CLOCK_OFFSET_MINUTES'],
        message: testClockRefusal(env.NODE_ENV),
      })
    }
  })
  .superRefine((env, ctx) => {
    // Texts need a provider and its key together; a key without a provider sends nothing.
    if (env.SMS_PROVIDER === 'semaphore' && env.SEMAPHORE_API_KEY === undefined) {
      ctx.addIssue({
        code: 'custom',
        path: ['SEMAPHORE_API_KEY'],
        message: 'is required when SMS_PROVIDER is semaphore',
      })
    }
    if (env.SMS_PROVIDER === undefined && env.SEMAPHORE_API_KEY !== undefined) {
      ctx.addIssue({
        code: 'custom',
        path: ['SMS_PROVIDER'],
        message: 'must be semaphore when SEMAPHORE_API_KEY is set (or unset the key)',
      })
    }
    // Half an EmailJS setup is a typo, not a choice: say which keys are missing.
    const set = emailJsKeys.filter((key) => env[key] !== undefined)
    if (set.length === 0 || set.length === emailJsKeys.length) return
    for (const key of emailJsKeys) {
      if (env[key] === undefined) {
        ctx.addIssue({
          code: 'custom',
          path: [key],
          message: `is required when ${set.join(', ')} ${set.length === 1 ? 'is' : 'are'} set`,
        })
      }
    }
  })
  .superRefine((env, ctx) => {
    // Half a gateway setup would take payments it can never confirm, or offer none.
    const [key, secret] = [env.PAYMONGO_SECRET_KEY, env.PAYMONGO_WEBHOOK_SECRET]
    if ((key === undefined) !== (secret === undefined)) {
      const [missing, set] =
        key === undefined
          ? ['PAYMONGO_SECRET_KEY', 'PAYMONGO_WEBHOOK_SECRET']
          : ['PAYMONGO_WEBHOOK_SECRET', 'PAYMONGO_SECRET_KEY']
      ctx.addIssue({ code: 'custom', path: [missing], message: `is required when ${set} is set` })
    }
    // PayMongo sends the shopper back to PUBLIC_URL: never to an address from a request.
    if (key !== undefined && env.PUBLIC_URL === undefined) {
      ctx.addIssue({
        code: 'custom',
        path: ['PUBLIC_URL'],
        message:
          "is required when PAYMONGO_SECRET_KEY is set (PayMongo's page sends shoppers back to it)",
      })
    }
  })
  .superRefine((env, ctx) => {
    const s3Set: string[] = mediaS3Keys.filter((key) => env[key] !== undefined)
    if (env.MEDIA_S3_FORCE_PATH_STYLE) s3Set.push('MEDIA_S3_FORCE_PATH_STYLE')
    if (s3Set.length > 0 && env.MEDIA_S3_BUCKET === undefined) {
      ctx.addIssue({
        code: 'custom',
        path: ['MEDIA_S3_BUCKET'],
        message: `is required when ${s3Set.join(', ')} ${s3Set.length === 1 ? 'is' : 'are'} set`,
      })
    }
    // One key without the other is a typo; neither means the SDK's own credential chain.
    const [id, secret] = [env.MEDIA_S3_ACCESS_KEY_ID, env.MEDIA_S3_SECRET_ACCESS_KEY]
    if ((id === undefined) !== (secret === undefined)) {
      const [missing, set] =
        id === undefined
          ? ['MEDIA_S3_ACCESS_KEY_ID', 'MEDIA_S3_SECRET_ACCESS_KEY']
          : ['MEDIA_S3_SECRET_ACCESS_KEY', 'MEDIA_S3_ACCESS_KEY_ID']
      ctx.addIssue({ code: 'custom', path: [missing], message: `is required when ${set} is set` })
    }
  })

/** EmailJS REST API settings, present only when all four identifiers are set. */
export interface EmailJsConfig {
  serviceId: string
  templateId: string
  publicKey: string
  /** The account's private key ("accessToken"): a secret, never logged or answered. */
  privateKey: string
  apiUrl: string
}

/** The SMS gateway (SMS_PROVIDER=semaphore): order texts and checkout codes. */
export interface SmsConfig {
  provider: 'semaphore'
  /** A secret: never logged or answered. */
  apiKey: string
  /** The sender name registered with Semaphore; unset: the account's default. */
  senderName: string | undefined
  /** https://api.semaphore.co, or a stand-in in tests. */
  apiUrl: string
}

/** The payment gateway (PAYMONGO_SECRET_KEY, PAYMONGO_WEBHOOK_SECRET): online payment. */
export interface PaymongoConfig {
  /** A secret: never logged or answered. */
  secretKey: string
  /** Signs the webhooks (`Paymongo-Signature`). A secret. */
  webhookSecret: string
  /** https://api.paymongo.com, or a stand-in in tests. */
  apiUrl: string
  /** From the key: test keys take test-mode events (`te`), live keys live ones (`li`). */
  mode: 'test' | 'live'
}

/** Where uploaded media go when MEDIA_S3_BUCKET is set (otherwise DATA_DIR/media). */
export interface MediaS3Config {
  bucket: string
  region: string
  /** For providers other than AWS (R2, MinIO, Spaces, B2); unset: AWS S3 itself. */
  endpoint: string | undefined
  /** Unset: the AWS SDK's default credential chain (environment, profile, instance role). */
  credentials: { accessKeyId: string; secretAccessKey: string } | undefined
  /** Put before every object name: empty, or ending in "/". */
  prefix: string
  forcePathStyle: boolean
}

export interface Config {
  env: 'development' | 'production' | 'test'
  port: number
  host: string
  dataDir: string
  databaseUrl: string | undefined
  /** PUBLIC_URL as configured (no trailing slash); undefined when unset. */
  publicUrl: string | undefined
  /**
   * The origin every absolute link is built on (emails, sitemap, Open Graph):
   * PUBLIC_URL, or when unset the address the server listens on. Never a request header.
   */
  siteOrigin: string
  firstStaff: {
    admin: { email: string; name: string; password: string | undefined }
    editor: { email: string; name: string; password: string | undefined }
  }
  hostedStore: { url: string | undefined; storeId: string | undefined }
  email: {
    smtpUrl: string | undefined
    from: string | undefined
    /** Delay before the first retry of a failed email; it doubles on each further failure. */
    retryBaseMs: number
  }
  /** The test email's second choice after SMTP (the outbox worker sends by SMTP only). */
  emailJs: EmailJsConfig | undefined
  /** The SMS gateway; undefined: texts wait in the outbox and phone verification is off. */
  sms: SmsConfig | undefined
  /** The payment gateway; undefined: checkout offers cash on delivery and GCash as before. */
  paymongo: PaymongoConfig | undefined
  logLevel: string
  /** Absolute lifetime of a staff session. */
  sessionTtlMs: number
  /** A staff session unused for this long is over. */
  sessionIdleMs: number
  /**
   * Our own reverse proxies (TRUST_PROXY): forwarded headers are read only from a
   * connection whose peer is one of them (http/client-ip.ts).
   */
  trustProxy: TrustedProxies
  /** Passwords must be at least this long when staff choose them. */
  minPasswordLength: number
  /** The object store for uploaded media, or undefined for the local disk. */
  mediaS3: MediaS3Config | undefined
  /**
   * How long a proof of payment's screenshot is kept once its order is cancelled
   * (PROOF_RETENTION_CANCELLED_DAYS) or completed (PROOF_RETENTION_COMPLETED_DAYS);
   * housekeeping removes it after, keeping the row.
   */
  proofRetention: { cancelledMs: number; completedMs: number }
  /**
   * How far ahead of the real time the app's clock (`deps.now`) runs, from
   * TEST_CLOCK_OFFSET_MINUTES; undefined when unset (set only under NODE_ENV=test).
   */
  testClockOffsetMs: number | undefined
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`)
    this.name = 'ConfigError'
  }
}

/** Variables whose values must never be printed back, even when they are wrong. */
const secretVariable = /(PASSWORD|SECRET|SECRET_KEY|SECRET_ACCESS_KEY|PRIVATE_KEY|API_KEY)$/

export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = envSchema.safeParse(env)
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => {
      const name = issue.path.join('.')
      // A secret is named, never echoed: start-up output ends up in logs.
      const shown = secretVariable.test(name)
        ? '(value hidden)'
        : `(got ${JSON.stringify(env[name] ?? '')})`
      return `${name}: ${issue.message} ${shown}`
    })
    throw new ConfigError(problems)
  }
  const e = parsed.data
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    publicUrl: e.PUBLIC_URL?.replace(/(?<!\/)\/+$/, ''),
    siteOrigin: e.PUBLIC_URL?.replace(/(?<!\/)\/+$/, '') ?? listenOrigin(e.HOST, e.PORT),
    firstStaff: {
      admin: { email: e.ADMIN_EMAIL.toLowerCase(), name: e.ADMIN_NAME, password: e.ADMIN_PASSWORD },
      editor: {
        email: e.EDITOR_EMAIL.toLowerCase(),
        name: e.EDITOR_NAME,
        password: e.EDITOR_PASSWORD,
      },
    },
    hostedStore: { url: e.HOSTED_STORE_URL, storeId: e.HOSTED_STORE_ID },
    email: {
      smtpUrl: e.SMTP_URL,
      from: e.EMAIL_FROM,
      retryBaseMs: e.EMAIL_RETRY_BASE_SECONDS * 1000,
    },
    emailJs: emailJsConfig(e),
    sms:
      e.SMS_PROVIDER === 'semaphore' && e.SEMAPHORE_API_KEY
        ? {
            provider: 'semaphore',
            apiKey: e.SEMAPHORE_API_KEY,
            senderName: e.SEMAPHORE_SENDER_NAME,
            apiUrl: e.SEMAPHORE_API_URL.replace(/(?<!\/)\/+$/, ''),
          }
        : undefined,
    paymongo:
      e.PAYMONGO_SECRET_KEY && e.PAYMONGO_WEBHOOK_SECRET
        ? {
            secretKey: e.PAYMONGO_SECRET_KEY,
            webhookSecret: e.PAYMONGO_WEBHOOK_SECRET,
            apiUrl: e.PAYMONGO_API_URL.replace(/(?<!\/)\/+$/, ''),
            mode: e.PAYMONGO_SECRET_KEY.startsWith('sk_live_') ? 'live' : 'test',
          }
        : undefined,
    logLevel: e.LOG_LEVEL ?? (e.NODE_ENV === 'test' ? 'silent' : 'info'),
    sessionTtlMs: e.SESSION_TTL_HOURS * 60 * 60 * 1000,
    sessionIdleMs: e.SESSION_IDLE_MINUTES * 60 * 1000,
    trustProxy: e.TRUST_PROXY,
    minPasswordLength: 12,
    mediaS3: mediaS3Config(e),
    proofRetention: {
      cancelledMs: e.PROOF_RETENTION_CANCELLED_DAYS * DAY_MS,
      completedMs: e.PROOF_RETENTION_COMPLETED_DAYS * DAY_MS,
    },
    testClockOffsetMs:
      e.TEST_CLOCK_OFFSET_MINUTES === undefined ? undefined : e.TEST_CLOCK_OFFSET_MINUTES * 60_000,
  }
}

/** The address the server listens on, as a browser on this machine would open it. */
function listenOrigin(host: string, port: number): string {
  const anyAddress = host === '0.0.0.0' || host === '::' || host === '[::]'
  const shown = anyAddress ? 'localhost' : host.includes(':') ? `[${host}]` : host
  return `http://${shown}:${port}`
}

function mediaS3Config(e: z.output<typeof envSchema>): MediaS3Config | undefined {
  if (!e.MEDIA_S3_BUCKET) return undefined
  const id = e.MEDIA_S3_ACCESS_KEY_ID
  const secret = e.MEDIA_S3_SECRET_ACCESS_KEY
  // "media", "/media" and "media/" all mean the folder media/ in the bucket.
  const prefix = (e.MEDIA_S3_PREFIX ?? '').replace(/^\/+|(?<!\/)\/+$/g, '')
  return {
    bucket: e.MEDIA_S3_BUCKET,
    // AWS needs the bucket's own region; R2 takes "auto", and MinIO and most others us-east-1.
    region: e.MEDIA_S3_REGION ?? 'us-east-1',
    endpoint: e.MEDIA_S3_ENDPOINT?.replace(/(?<!\/)\/+$/, ''),
    credentials: id && secret ? { accessKeyId: id, secretAccessKey: secret } : undefined,
    prefix: prefix === '' ? '' : `${prefix}/`,
    forcePathStyle: e.MEDIA_S3_FORCE_PATH_STYLE,
  }
}

function emailJsConfig(e: z.output<typeof envSchema>): EmailJsConfig | undefined {
  const { EMAILJS_SERVICE_ID, EMAILJS_TEMPLATE_ID, EMAILJS_PUBLIC_KEY, EMAILJS_PRIVATE_KEY } = e
  if (!EMAILJS_SERVICE_ID || !EMAILJS_TEMPLATE_ID || !EMAILJS_PUBLIC_KEY || !EMAILJS_PRIVATE_KEY) {
    return undefined
  }
  return {
    serviceId: EMAILJS_SERVICE_ID,
    templateId: EMAILJS_TEMPLATE_ID,
    publicKey: EMAILJS_PUBLIC_KEY,
    privateKey: EMAILJS_PRIVATE_KEY,
    apiUrl: e.EMAILJS_API_URL,
  }
}
