import type { EmailJsConfig } from '#server/config.ts'

/** The template variables our EmailJS template uses (docs/product-rules.md §7: to_email, from_name, reply_to, site_name). */
export interface EmailJsTemplateParams {
  to_email: string
  from_name: string
  reply_to: string
  site_name: string
}

/** Why EmailJS did not send; `message` is written for the admin and holds no secret. */
export class EmailJsError extends Error {
  constructor(
    message: string,
    readonly status: number | 'timeout' | 'network',
  ) {
    super(message)
    this.name = 'EmailJsError'
  }
}

const PROVIDER_TEXT_LIMIT = 300

/** The provider's own words, short, one line, and never echoing our keys back. */
function providerText(body: string, config: EmailJsConfig): string {
  const oneLine = body.replace(/\s+/g, ' ').trim().slice(0, PROVIDER_TEXT_LIMIT)
  return oneLine.split(config.privateKey).join('***') || 'no details given'
}

/** One message per kind of refusal, so the admin knows what to fix. */
export function emailJsFailureMessage(status: number, body: string, config: EmailJsConfig) {
  const text = providerText(body, config)
  if (status === 400) return `EmailJS rejected the request as invalid: ${text}`
  if (status === 401 || status === 403) {
    return `EmailJS refused the request (${status} forbidden: ${text}). Allow "API access from non-browser environments" in the Security settings of the EmailJS account, and check the public and private keys.`
  }
  if (status === 412) {
    return `EmailJS could not use the email service connected to the account (${text}). Reconnect that email service in the EmailJS dashboard.`
  }
  if (status === 429) return 'EmailJS is rate limiting this account. Wait a minute, then try again.'
  if (status >= 500) return `EmailJS is unavailable right now (status ${status}). Try again later.`
  return `EmailJS answered with status ${status}: ${text}`
}

/**
 * Sends one email through the EmailJS REST API (server side, so with the private
 * key as `accessToken`). Resolves when EmailJS accepted it; rejects with an
 * `EmailJsError` otherwise, including when it does not answer within `timeoutMs`.
 */
export async function sendThroughEmailJs(
  config: EmailJsConfig,
  params: EmailJsTemplateParams,
  timeoutMs = 10_000,
): Promise<void> {
  let response: Response
  try {
    response = await fetch(config.apiUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        service_id: config.serviceId,
        template_id: config.templateId,
        user_id: config.publicKey,
        accessToken: config.privateKey,
        template_params: params,
      }),
      signal: AbortSignal.timeout(timeoutMs),
    })
  } catch (err) {
    const timedOut = err instanceof Error && err.name === 'TimeoutError'
    throw timedOut
      ? new EmailJsError(
          `EmailJS did not answer within ${timeoutMs / 1000} seconds. It may be unavailable; try again later.`,
          'timeout',
        )
      : new EmailJsError(
          'EmailJS could not be reached. It may be unavailable; try again later.',
          'network',
        )
  }
  const body = await response.text().catch(() => '')
  if (!response.ok) {
    throw new EmailJsError(emailJsFailureMessage(response.status, body, config), response.status)
  }
}
