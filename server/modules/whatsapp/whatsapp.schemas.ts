import { z } from 'zod';

/**
 * The parts of Meta's webhook payload we read ("Webhooks → messages" of the Cloud API reference):
 * `{ object: 'whatsapp_business_account', entry: [{ id, changes: [{ field: 'messages', value }] }] }`
 * where `value` has `metadata.phone_number_id`, and `contacts` + `messages` (inbound) and/or
 * `statuses` (our outgoing messages). Unknown fields pass through untouched; a malformed message
 * or status is skipped alone, so one odd item never loses the rest of a batch.
 */
export const inboundMessageSchema = z
  .object({
    from: z.string().regex(/^\d{6,20}$/),
    id: z.string().min(1).max(512),
    timestamp: z.string().regex(/^\d{1,12}$/),
    type: z.string().min(1).max(64),
    text: z.object({ body: z.string() }).loose().optional(),
    audio: z
      .object({ id: z.string(), mime_type: z.string().optional(), voice: z.boolean().optional() })
      .loose()
      .optional(),
    button: z.object({ text: z.string() }).loose().optional(),
    interactive: z
      .object({
        button_reply: z.object({ title: z.string() }).loose().optional(),
        list_reply: z.object({ title: z.string() }).loose().optional(),
      })
      .loose()
      .optional(),
  })
  .loose();
export type InboundMessage = z.infer<typeof inboundMessageSchema>;

export const statusSchema = z
  .object({
    id: z.string().min(1).max(512),
    status: z.enum(['sent', 'delivered', 'read', 'failed', 'deleted', 'warning']),
    timestamp: z.string().optional(),
    recipient_id: z.string().optional(),
    errors: z
      .array(
        z
          .object({
            code: z.number().optional(),
            title: z.string().optional(),
            message: z.string().optional(),
            error_data: z.object({ details: z.string().optional() }).loose().optional(),
          })
          .loose(),
      )
      .optional(),
  })
  .loose();
export type StatusUpdate = z.infer<typeof statusSchema>;

const changeValueSchema = z
  .object({
    messaging_product: z.string().optional(),
    metadata: z.object({ phone_number_id: z.string(), display_phone_number: z.string().optional() }).loose(),
    contacts: z
      .array(
        z
          .object({
            wa_id: z.string().optional(),
            profile: z.object({ name: z.string().optional() }).loose().optional(),
          })
          .loose(),
      )
      .optional(),
    messages: z.array(z.unknown()).optional(),
    statuses: z.array(z.unknown()).optional(),
  })
  .loose();

export const webhookPayloadSchema = z
  .object({
    object: z.string(),
    entry: z.array(
      z
        .object({
          id: z.string().optional(),
          changes: z.array(z.object({ field: z.string(), value: z.unknown() }).loose()).default([]),
        })
        .loose(),
    ),
  })
  .loose();

/** One inbound message ready to store, with where it arrived. */
export interface ParsedInbound {
  phoneNumberId: string;
  displayPhoneNumber: string;
  contactName: string | null;
  message: InboundMessage;
}

/** One status callback of one of our messages. */
export interface ParsedStatus {
  phoneNumberId: string;
  status: StatusUpdate;
}

/**
 * Flatten a (signature-checked, JSON-parsed) webhook body into its messages and statuses, across
 * every entry and change. Returns `null` when the body is not a WhatsApp Business payload.
 */
export function parseWebhook(
  body: unknown,
): { messages: ParsedInbound[]; statuses: ParsedStatus[]; skipped: number } | null {
  const payload = webhookPayloadSchema.safeParse(body);
  if (!payload.success || payload.data.object !== 'whatsapp_business_account') return null;
  const messages: ParsedInbound[] = [];
  const statuses: ParsedStatus[] = [];
  let skipped = 0;
  for (const entry of payload.data.entry) {
    for (const change of entry.changes) {
      if (change.field !== 'messages') continue;
      const value = changeValueSchema.safeParse(change.value);
      if (!value.success) {
        skipped++;
        continue;
      }
      const { metadata, contacts = [], messages: rawMessages = [], statuses: rawStatuses = [] } = value.data;
      for (const raw of rawMessages) {
        const message = inboundMessageSchema.safeParse(raw);
        if (!message.success) {
          skipped++;
          continue;
        }
        const contact = contacts.find((c) => c.wa_id === message.data.from) ?? contacts[0];
        messages.push({
          phoneNumberId: metadata.phone_number_id,
          displayPhoneNumber: metadata.display_phone_number ?? '',
          contactName: contact?.profile?.name ?? null,
          message: message.data,
        });
      }
      for (const raw of rawStatuses) {
        const status = statusSchema.safeParse(raw);
        if (!status.success) {
          skipped++;
          continue;
        }
        statuses.push({ phoneNumberId: metadata.phone_number_id, status: status.data });
      }
    }
  }
  return { messages, statuses, skipped };
}

/** The question text of a message, when it carries one (text, button and list replies). */
export function messageText(message: InboundMessage): string | null {
  if (message.type === 'text') return message.text?.body ?? null;
  if (message.type === 'button') return message.button?.text ?? null;
  if (message.type === 'interactive') {
    return message.interactive?.button_reply?.title ?? message.interactive?.list_reply?.title ?? null;
  }
  return null;
}
