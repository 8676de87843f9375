import '@/lib/zod-jitless';
import { z } from 'zod';
import { ticketSchema } from '@/lib/schemas';

/** The saved copy of "Mine billetter" (ticket-storage.ts): loaded only when a copy is read, so zod stays off the page. */
export const savedTicketsSchema = z.object({
  userName: z.string(),
  savedAt: z.number(),
  items: z.array(ticketSchema),
});
