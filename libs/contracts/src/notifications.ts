import { z } from 'zod';
import { NOTIFICATION_KINDS } from '@vouch/domain';

export const notificationKindSchema = z.enum(NOTIFICATION_KINDS);

/** The e-mails a person gets, kind by kind, as the edit page offers them (issue #29 item 6). */
export const notificationChoicesResponseSchema = z.object({
  choices: z.array(
    z.object({ kind: notificationKindSchema, label: z.string(), subscribed: z.boolean() }),
  ),
});
export type NotificationChoicesResponse = z.infer<typeof notificationChoicesResponseSchema>;

export const notificationChoiceRequestSchema = z
  .object({ kind: notificationKindSchema, subscribed: z.boolean() })
  .strict();
export type NotificationChoiceRequest = z.infer<typeof notificationChoiceRequestSchema>;

/**
 * The unsubscribe page sends its token as JSON; a mail program's one-click POST (RFC 8058) sends
 * `List-Unsubscribe=One-Click` as a form with the token in the link's query.
 */
export const unsubscribeRequestSchema = z.object({ token: z.string().max(300).optional() });
export const unsubscribeQuerySchema = z.object({ token: z.string().max(300).optional() });
export type UnsubscribeRequest = { token: string };

export const unsubscribeResponseSchema = z.object({
  message: z.string(),
  kind: notificationKindSchema,
});
export type UnsubscribeResponse = z.infer<typeof unsubscribeResponseSchema>;
