import { z } from 'zod'
import {
  LINE_NOTE_TOO_LONG_MESSAGE,
  MAX_LINE_NOTE_LENGTH,
  MAX_OPTION_CHOICE_LENGTH,
  MAX_OPTION_CHOICES,
  MAX_OPTION_EXTRA_CENTAVOS,
  MAX_OPTION_GROUPS,
  MAX_OPTION_ID_LENGTH,
  MAX_OPTION_NAME_LENGTH,
  OPTION_ID_PATTERN,
  runOutChoices,
  runOutOutcomes,
} from '#shared/preparation.ts'
import { pesosText, requiredText, typed } from './form-fields.ts'

/**
 * Issue 31 (the butcher's counter) on the wire: option groups as products show them,
 * as staff send them, the choices an order line keeps, a line's note and run-out choice.
 * The rules themselves are in #shared/preparation.ts.
 */

/** Ids the server made; the length check comes first so the pattern only sees short text. */
export const optionIdSchema = z
  .string()
  .max(MAX_OPTION_ID_LENGTH, { message: 'Not a valid option', abort: true })
  .regex(OPTION_ID_PATTERN, 'Not a valid option')

export const optionChoiceSchema = z.object({
  id: z.string(),
  label: z.string(),
  extraPerKgCentavos: z.int(),
  available: z.boolean(),
})

export const optionGroupSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    required: z.boolean(),
    choices: z.array(optionChoiceSchema),
  })
  .meta({ id: 'OptionGroup' })

/** A choice as an order line keeps it (copied at checkout). */
export const chosenOptionSchema = z.object({
  groupId: z.string(),
  groupName: z.string(),
  choiceId: z.string(),
  choiceLabel: z.string(),
  extraPerKgCentavos: z.int(),
})

/**
 * What staff send in the product form: groups and choices in order; an existing one
 * keeps its `id` (so carts holding it stay valid), a new one comes without and the
 * server gives it one. Extras are typed in pesos ('20', '20.50'; empty is 0).
 */
export const optionGroupInputSchema = z.object({
  id: optionIdSchema.optional(),
  name: requiredText('Option name', MAX_OPTION_NAME_LENGTH),
  required: z.boolean().optional().default(false),
  choices: z
    .array(
      z.object({
        id: optionIdSchema.optional(),
        label: requiredText('Choice', MAX_OPTION_CHOICE_LENGTH),
        extraPerKg: typed
          .optional()
          .transform((v) => (v === undefined || v === '' ? '0' : v))
          .pipe(pesosText('Extra per kg', { max: MAX_OPTION_EXTRA_CENTAVOS })),
        available: z.boolean().optional().default(true),
      }),
    )
    .min(1, 'Add at least one choice')
    .max(MAX_OPTION_CHOICES, `At most ${MAX_OPTION_CHOICES} choices`),
})
export type OptionGroupInput = z.input<typeof optionGroupInputSchema>

export const optionGroupsInputSchema = z
  .array(optionGroupInputSchema)
  .max(MAX_OPTION_GROUPS, `At most ${MAX_OPTION_GROUPS} option groups`)
  .optional()
  .default([])

/** 'Special instructions': trimmed plain text; markup is kept as text and never runs. */
export const lineNoteSchema = z
  .string()
  .max(MAX_LINE_NOTE_LENGTH, { message: LINE_NOTE_TOO_LONG_MESSAGE, abort: true })
  .trim()
  .optional()
  .default('')

export const runOutChoiceSchema = z.enum(runOutChoices)
export const runOutOutcomeSchema = z.enum(runOutOutcomes)
