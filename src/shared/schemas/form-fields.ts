import { z } from 'zod'
import { parsePesos } from '#shared/money.ts'
import { parseKg } from '#shared/weight.ts'

/**
 * Fields the back-office forms share (catalog and settings): peso and kilogram
 * amounts as people type them, required text, and image or link addresses. Each
 * leaves as what the server stores (integer centavos and grams, trimmed text).
 */
export const typed = z.union([z.string(), z.number()]).transform((v) => String(v).trim())

/**
 * Longer than any amount a person types ('₱ 100,000,000.00'). Amount texts are read by
 * patterns, so a longer one is refused first: the length checks in this file abort,
 * as zod would otherwise run the checks after a failed one on a huge field.
 */
const MAX_AMOUNT_TEXT = 40

/** A required peso amount (step 0.01), as centavos. */
export function pesosText(
  label: string,
  { min = 0, max = 100_000_000 }: { min?: number; max?: number } = {},
) {
  const notAnAmount = `${label} must be an amount in pesos, like 850.50`
  return z
    .string()
    .max(MAX_AMOUNT_TEXT, { message: notAnAmount, abort: true })
    .transform((text, ctx) => {
      if (text === '') {
        ctx.addIssue({ code: 'custom', message: `${label} is required` })
        return z.NEVER
      }
      const centavos = parsePesos(text)
      if (centavos === null) {
        ctx.addIssue({ code: 'custom', message: notAnAmount })
        return z.NEVER
      }
      if (centavos < min || centavos > max) {
        ctx.addIssue({
          code: 'custom',
          message: `${label} must be between ₱${(min / 100).toLocaleString('en-PH')} and ₱${(max / 100).toLocaleString('en-PH')}`,
        })
        return z.NEVER
      }
      return centavos
    })
}

export function pesos(label: string, range: { min?: number; max?: number } = {}) {
  return typed.pipe(pesosText(label, range))
}

/**
 * An optional peso amount: empty means none (null). At most ₱1,000,000 as `pesosText`:
 * the pattern alone lets through 9 digits of pesos, past a money column (decision 0084).
 */
export function optionalPesos(label: string, { max = 100_000_000 }: { max?: number } = {}) {
  const notAnAmount = `${label} must be an amount in pesos, like 850.50`
  return z
    .union([typed, z.null()])
    .optional()
    .transform((v) => (v === null || v === undefined ? '' : v))
    .pipe(
      z
        .string()
        .max(MAX_AMOUNT_TEXT, { message: notAnAmount, abort: true })
        .transform((text, ctx) => {
          if (text === '') return null
          const centavos = parsePesos(text)
          if (centavos === null) {
            ctx.addIssue({ code: 'custom', message: notAnAmount })
            return z.NEVER
          }
          if (centavos > max) {
            ctx.addIssue({
              code: 'custom',
              message: `${label} must be at most ₱${(max / 100).toLocaleString('en-PH')}`,
            })
            return z.NEVER
          }
          return centavos
        }),
    )
}

/** A required kilogram amount with at most `decimals` decimals, as grams. */
export function kilogramsText(label: string, decimals: number, maxKg: number) {
  return z
    .string()
    .max(MAX_AMOUNT_TEXT, {
      message: `${label} must be a number of kilograms, 0 or more`,
      abort: true,
    })
    .transform((text, ctx) => {
      if (text === '') {
        ctx.addIssue({ code: 'custom', message: `${label} is required` })
        return z.NEVER
      }
      const grams = parseKg(text, decimals)
      if (grams === null) {
        ctx.addIssue({
          code: 'custom',
          message:
            decimals === 1
              ? `${label} must be in steps of 0.1 kg, 0 or more`
              : `${label} must be a number of kilograms, 0 or more`,
        })
        return z.NEVER
      }
      if (grams > maxKg * 1000) {
        ctx.addIssue({ code: 'custom', message: `${label} must be at most ${maxKg} kg` })
        return z.NEVER
      }
      return grams
    })
}

export function kilograms(label: string, decimals: number, maxKg: number) {
  return typed.pipe(kilogramsText(label, decimals, maxKg))
}

export function requiredText(label: string, max: number) {
  return z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`)
}

/** Text with a default used when it is left empty (origin 'Local', allergens 'None'). */
export function textWithDefault(fallback: string, max: number) {
  return z
    .string()
    .trim()
    .max(max, `Must be at most ${max} characters`)
    .optional()
    .transform((v) => (v ? v : fallback))
}

/**
 * An image or link address: a path on this site or an http(s) URL, never `javascript:`.
 * No backslash anywhere: browsers read `/\evil.example` as `//evil.example`, another site.
 */
export const addressPattern = /^(\/([^\s/\\][^\s\\]*)?|https?:\/\/[^\s\\]+)$/
export function optionalAddress(label: string) {
  return z
    .string()
    .nullable()
    .optional()
    .transform((v) => (v ?? '').trim())
    .pipe(
      z
        .string()
        .max(2000, { message: `${label} is too long`, abort: true })
        .refine((v) => v === '' || addressPattern.test(v), {
          message: `${label} must start with / or https://`,
        })
        .transform((v) => (v === '' ? null : v)),
    )
}
