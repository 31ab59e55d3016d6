import { CONTACT_INBOX_FILTERS } from '@club/contracts';
import { limitParam, pageParam, textParam } from '@club/ui-admin';
import { z } from 'zod';

const MESSAGES_PAGE_SIZE = 20;

/** `/admin/messages?state&search&page&limit` — read leniently: an unknown state shows the unread messages. */
export const MessageListSearchSchema = z.object({
  state: z.enum(CONTACT_INBOX_FILTERS).catch('unread'),
  search: textParam,
  page: pageParam,
  limit: limitParam(MESSAGES_PAGE_SIZE),
});
export type MessageListSearch = z.infer<typeof MessageListSearchSchema>;
