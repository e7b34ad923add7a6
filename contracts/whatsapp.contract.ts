import { z } from 'zod';

/**
 * WhatsApp connection of a school (beyond the spec's toggle): the Cloud API phone-number
 * id, business account id and access token. The token is write-only: the server stores it
 * encrypted and only ever answers its last 4 characters.
 */

/** Meta ids are numeric strings (Graph API object ids). */
const metaId = (label: string) =>
  z
    .string({ message: `${label} is required` })
    .trim()
    .regex(/^\d{5,25}$/, `${label} must be the numeric id shown in Meta's WhatsApp Manager`);

/** Access tokens (system-user or temporary) are long opaque strings without spaces. */
export const ACCESS_TOKEN_MIN = 20;
export const ACCESS_TOKEN_MAX = 1024;

/** `PUT /api/settings/whatsapp/connection`. `access_token` may be omitted to keep the stored one. */
export const whatsappConnectionInputSchema = z.object({
  phone_number_id: metaId('Phone number ID'),
  business_account_id: metaId('WhatsApp Business Account ID'),
  access_token: z
    .string()
    .trim()
    .max(ACCESS_TOKEN_MAX, `Access token must be at most ${ACCESS_TOKEN_MAX} characters`)
    .refine(
      (v) => v === '' || v.length >= ACCESS_TOKEN_MIN,
      `Access token must be at least ${ACCESS_TOKEN_MIN} characters`,
    )
    .refine((v) => !/\s/.test(v), 'Access token must not contain spaces')
    .optional(),
});
export type WhatsappConnectionInput = z.infer<typeof whatsappConnectionInputSchema>;

/** Why the most recent reply could not be delivered (shown on the Settings card). */
export interface WhatsappSendFailure {
  reason: string;
  at: string;
}

/** `GET /api/settings/whatsapp/connection` (and the PUT/DELETE answers). Never contains the token. */
export interface WhatsappConnection {
  connected: boolean;
  phone_number_id: string | null;
  business_account_id: string | null;
  access_token_last4: string | null;
  /** The Callback URL to paste into Meta's app dashboard. */
  webhook_url: string;
  /** False when the platform lacks WHATSAPP_APP_SECRET or WHATSAPP_VERIFY_TOKEN (webhooks refused). */
  webhook_configured: boolean;
  /** The newest failed reply since the connection was last saved, if any. */
  last_failure: WhatsappSendFailure | null;
}

/** `POST /api/settings/whatsapp/test-message`: a number of the school's parent directory. */
export const whatsappTestMessageSchema = z.object({
  whatsapp_num: z
    .string({ message: 'WhatsApp number is required' })
    .trim()
    .min(1, 'WhatsApp number is required')
    .max(32),
});

export interface WhatsappTestMessageResult {
  sent: true;
  /** The E.164 number the message went to. */
  to: string;
  message: string;
}

export const WHATSAPP_TEST_SENT =
  "Test message sent. If it does not arrive, ask the parent to message the school number first: WhatsApp delivers free-form messages only within 24 hours of the parent's last message.";
