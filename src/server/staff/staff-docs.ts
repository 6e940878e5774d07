import { type DocumentedAnswer, documented } from '#server/http/openapi.ts'

/** A staff route's documentation (decision 0085): what it does, and its answers by status. */
export const staffDocs = (summary: string, answers: Record<number, DocumentedAnswer>) =>
  documented({ summary, tags: ['staff'], answers })
