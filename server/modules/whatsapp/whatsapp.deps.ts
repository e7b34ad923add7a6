import type { AppDeps } from '../../app/deps.js';
import { decryptSecret, DecryptError } from '../../shared/crypto.js';
import { createGraphClient, type GraphClient } from './whatsapp.graph.js';
import type { MessagingSchool } from '../schools/schools.directory.js';

/** What the WhatsApp module needs from the app (a subset of AppDeps, so tests can pass the whole). */
export type WhatsappDeps = Pick<
  AppDeps,
  'config' | 'database' | 'logger' | 'clock' | 'queue' | 'fetch' | 'assistant'
>;

/** The Graph API client for this config (WHATSAPP_GRAPH_URL over the injected fetch). */
export function graphClientOf(deps: WhatsappDeps): GraphClient {
  return createGraphClient({ baseUrl: deps.config.WHATSAPP_GRAPH_URL, fetch: deps.fetch });
}

/** Why a school cannot send, or its phone-number id and decrypted token. */
export function credentialsOf(
  deps: WhatsappDeps,
  school: MessagingSchool | null,
): { ok: true; phoneNumberId: string; token: string } | { ok: false; reason: string } {
  if (!school?.phoneNumberId || !school.accessTokenEnc) {
    return {
      ok: false,
      reason: 'WhatsApp is not connected; add the phone number ID and access token in Settings',
    };
  }
  try {
    return {
      ok: true,
      phoneNumberId: school.phoneNumberId,
      token: decryptSecret(school.accessTokenEnc, deps.config.encryptionKey),
    };
  } catch (err) {
    if (err instanceof DecryptError) {
      return {
        ok: false,
        reason:
          'The stored WhatsApp access token cannot be decrypted (ENCRYPTION_KEY changed?); enter it again in Settings',
      };
    }
    throw err;
  }
}
