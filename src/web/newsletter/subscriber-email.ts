/** Re-exported for the footer form; the rule itself lives in src/shared (zod-free). */
export {
  INVALID_EMAIL_MESSAGE as INVALID_EMAIL_TEXT,
  INVALID_EMAIL_TITLE,
  normalizeSubscriberEmail,
} from '#shared/subscriber-email.ts'
