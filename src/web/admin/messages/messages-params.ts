import {
  type ListParamsOf,
  listParam,
  listParamsSchema,
  listParamsVariants,
  listSearch,
} from '#shared/list-params.ts'
import { contactMessageFilters, outboxFilters } from '#shared/schemas/admin-messages.ts'

/**
 * The Messages screen in the URL. The two tabs share the `status` key, each with
 * its own values and default: `?status=&page=` is the inbox (open messages unless a
 * status is chosen), `?tab=outbox&status=&page=` the outbox (every email),
 * `?tab=texts&status=&page=` the texts (SMS) outbox.
 */
export const messagesParamsSchema = listParamsVariants(
  'tab',
  {
    messages: listParamsSchema({
      tab: listParam.always('messages'),
      status: listParam.oneOf(contactMessageFilters, 'open'),
      page: listParam.page(),
    }),
    outbox: listParamsSchema({
      tab: listParam.always('outbox'),
      status: listParam.oneOf(outboxFilters, 'all'),
      page: listParam.page(),
    }),
    texts: listParamsSchema({
      tab: listParam.always('texts'),
      status: listParam.oneOf(outboxFilters, 'all'),
      page: listParam.page(),
    }),
  },
  'messages',
)
export type MessagesParams = ListParamsOf<typeof messagesParamsSchema>
export type MessagesTab = MessagesParams['tab']

/** A tab's address, on its default status and first page. */
export function messagesTabSearch(tab: MessagesTab): string {
  return listSearch(messagesParamsSchema, messagesParamsSchema.read({ tab }))
}

/** What a tab is given from the URL: its status and page, and how to move to others. */
export interface MessagesTabProps<TStatus extends string> {
  status: TStatus
  page: number
  onChange: (status: TStatus, page: number) => void
}
