import type { z } from 'zod'
import { documented } from '#server/http/openapi.ts'

/** A settings route's documentation (decision 0085): its one answer, JSON with 200. */
export const settingsAnswer = (summary: string, schema: z.ZodType) =>
  documented({ summary, tags: ['settings'], answers: { 200: schema } })
