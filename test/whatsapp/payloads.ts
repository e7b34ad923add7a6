import { createHmac } from 'node:crypto';

/**
 * Webhook bodies shaped exactly like Meta's documented examples ("Webhooks → Payload examples" of
 * the WhatsApp Cloud API: text, image, audio, status and multi-entry notifications), and signing.
 */

export interface ChangeTarget {
  phoneNumberId: string;
  displayPhoneNumber?: string;
  businessAccountId?: string;
}

export function sign(raw: string | Buffer, secret: string): string {
  return `sha256=${createHmac('sha256', secret).update(raw).digest('hex')}`;
}

let counter = 0;
/** A fresh Meta-like message id. */
export function wamid(): string {
  counter++;
  return `wamid.HBgLMTY1MDM4Nzk0MzkVAgASGBQzQTRBNjU5OUFFRTAzODEwMTQ0RgA${Date.now().toString(36)}${counter}=`;
}

const metadata = (t: ChangeTarget) => ({
  display_phone_number: t.displayPhoneNumber ?? '15550783881',
  phone_number_id: t.phoneNumberId,
});

/** One `messages` change carrying inbound messages from `from` (digits, no '+'). */
export function messagesChange(t: ChangeTarget, from: string, messages: object[], name = 'Sheena Nelson') {
  return {
    value: {
      messaging_product: 'whatsapp',
      metadata: metadata(t),
      contacts: [{ profile: { name }, wa_id: from }],
      messages,
    },
    field: 'messages',
  };
}

/** Optional id and Unix time (seconds) of an inbound message; a fresh id and a fixed time otherwise. */
export interface MessageOpts {
  id?: string;
  timestamp?: number;
}

/** The fields every inbound message opens with: sender, id and time (Meta sends it as a string). */
function sentBy(from: string, opts: MessageOpts) {
  return { from, id: opts.id ?? wamid(), timestamp: String(opts.timestamp ?? 1763715600) };
}

export function textMessage(from: string, body: string, opts: MessageOpts = {}) {
  return { ...sentBy(from, opts), text: { body }, type: 'text' };
}

/** A media message: Meta puts the media object under the key its `type` names. */
function mediaMessage(from: string, opts: MessageOpts, type: 'image' | 'audio', media: object) {
  return { ...sentBy(from, opts), type, [type]: media };
}

export function imageMessage(from: string, opts: MessageOpts = {}) {
  return mediaMessage(from, opts, 'image', {
    caption: 'Look at this',
    mime_type: 'image/jpeg',
    sha256: 'KEPpQ3yBhQkDa4sEIhzM0ZnVr7tmWDgkmmLSfNCdwlE=',
    id: '1003383421387256',
  });
}

export function audioMessage(from: string, mediaId: string, opts: MessageOpts = {}) {
  return mediaMessage(from, opts, 'audio', {
    mime_type: 'audio/ogg; codecs=opus',
    sha256: 'Vq3ruI8ZOoOfLW0bQOkgLqJ9vCCLtpZ9wRsnrWWIrZk=',
    id: mediaId,
    voice: true,
  });
}

/** A `statuses` change for one of our outgoing messages. */
export function statusChange(
  t: ChangeTarget,
  id: string,
  status: 'sent' | 'delivered' | 'read' | 'failed',
  recipient: string,
  error?: { code: number; title: string; details: string },
) {
  const base = {
    id,
    status,
    timestamp: '1763715700',
    recipient_id: recipient,
    ...(status === 'failed'
      ? {
          errors: [
            {
              code: error!.code,
              title: error!.title,
              message: error!.title,
              error_data: { details: error!.details },
              href: 'https://developers.facebook.com/docs/whatsapp/cloud-api/support/error-codes/',
            },
          ],
        }
      : {
          conversation: {
            id: 'CONVERSATION_ID',
            expiration_timestamp: '1763802100',
            origin: { type: 'service' },
          },
          pricing: { billable: false, pricing_model: 'PMP', category: 'service' },
        }),
  };
  return {
    value: { messaging_product: 'whatsapp', metadata: metadata(t), statuses: [base] },
    field: 'messages',
  };
}

/** The notification envelope: one entry per `{ businessAccountId, changes }`. */
export function notification(entries: { businessAccountId?: string; changes: object[] }[]) {
  return {
    object: 'whatsapp_business_account',
    entry: entries.map((e) => ({ id: e.businessAccountId ?? '102290129340398', changes: e.changes })),
  };
}
