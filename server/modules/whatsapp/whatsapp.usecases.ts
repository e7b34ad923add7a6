import { randomUUID } from 'node:crypto';
import { parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js';
import {
  WHATSAPP_TEST_SENT,
  type WhatsappConnection,
  type WhatsappConnectionInput,
  type WhatsappTestMessageResult,
} from '../../../contracts/whatsapp.contract.js';
import { encryptSecret } from '../../shared/crypto.js';
import { errors } from '../../shared/errors.js';
import { recordActivity } from '../activity/activity.log.js';
import { findParentByNumber } from '../parents/parents.directory.js';
import { credentialsOf, graphClientOf, type WhatsappDeps } from './whatsapp.deps.js';
import { GraphApiError } from './whatsapp.graph.js';
import { testMessage } from './whatsapp.replies.js';
import * as repo from './whatsapp.repository.js';
import {
  findMessagingSchool,
  findOtherSchoolWithPhoneNumberId,
  saveWhatsappConnection,
} from '../schools/schools.directory.js';

/** The Settings card shows failures of the last 7 days. */
const FAILURE_LOOKBACK_MS = 7 * 24 * 3600 * 1000;

export const NOT_IN_DIRECTORY = 'This number is not in your parents directory';
export const NOT_CONNECTED =
  'Connect WhatsApp first: enter the phone number ID, business account ID and access token';
export const TOKEN_REQUIRED = 'Access token is required';
export const PHONE_NUMBER_TAKEN = 'This WhatsApp phone number ID is already connected to another school';

/** Map a school row to the client view; the token never leaves, only its last 4 characters. */
async function present(deps: WhatsappDeps, schoolId: string): Promise<WhatsappConnection> {
  const school = await findMessagingSchool(deps.database.db, schoolId);
  if (!school) throw errors.notFound('School not found');
  const credentials = credentialsOf(deps, school);
  const since = new Date(deps.clock.now().getTime() - FAILURE_LOOKBACK_MS);
  const failure = await repo.latestFailure(deps.database.db, schoolId, since);
  return {
    connected: credentials.ok,
    phone_number_id: school.phoneNumberId,
    business_account_id: school.businessAccountId,
    access_token_last4: credentials.ok ? credentials.token.slice(-4) : null,
    webhook_url: `${deps.config.publicUrl}/api/whatsapp/webhook`,
    webhook_configured: !!deps.config.WHATSAPP_APP_SECRET && !!deps.config.WHATSAPP_VERIFY_TOKEN,
    last_failure: failure?.error ? { reason: failure.error, at: failure.at.toISOString() } : null,
  };
}

/** GET /api/settings/whatsapp/connection. */
export async function getConnection(input: {
  deps: WhatsappDeps;
  schoolId: string;
}): Promise<WhatsappConnection> {
  return present(input.deps, input.schoolId);
}

/**
 * PUT /api/settings/whatsapp/connection: store the ids and the token (AES-256-GCM at rest). An
 * omitted token keeps the stored one; a phone-number id of another school is a 409 (webhooks route
 * by it). Records a settings_updated activity.
 */
export async function saveConnection(input: {
  deps: WhatsappDeps;
  schoolId: string;
  values: WhatsappConnectionInput;
}): Promise<WhatsappConnection> {
  const { deps, schoolId, values } = input;
  const now = deps.clock.now();
  await deps.database.db.transaction(async (tx) => {
    const school = await findMessagingSchool(tx, schoolId);
    if (!school) throw errors.notFound('School not found');
    const token = values.access_token?.trim();
    if (!token && !school.accessTokenEnc) throw errors.badRequest('VALIDATION', TOKEN_REQUIRED);
    if (await findOtherSchoolWithPhoneNumberId(tx, schoolId, values.phone_number_id)) {
      throw errors.conflict('WHATSAPP_NUMBER_TAKEN', PHONE_NUMBER_TAKEN);
    }
    await saveWhatsappConnection(tx, schoolId, {
      phoneNumberId: values.phone_number_id,
      businessAccountId: values.business_account_id,
      accessTokenEnc: token ? encryptSecret(token, deps.config.encryptionKey) : school.accessTokenEnc,
      at: now,
    });
    await recordActivity(tx, {
      schoolId,
      eventType: 'settings_updated',
      description: `WhatsApp connection saved (phone number ID ${values.phone_number_id})`,
      at: now,
    });
  });
  return present(deps, schoolId);
}

/** DELETE /api/settings/whatsapp/connection: forget ids and token; webhooks for the number are dropped. */
export async function deleteConnection(input: {
  deps: WhatsappDeps;
  schoolId: string;
}): Promise<WhatsappConnection> {
  const { deps, schoolId } = input;
  const now = deps.clock.now();
  await deps.database.db.transaction(async (tx) => {
    await saveWhatsappConnection(tx, schoolId, {
      phoneNumberId: null,
      businessAccountId: null,
      accessTokenEnc: null,
      at: now,
    });
    await recordActivity(tx, {
      schoolId,
      eventType: 'settings_updated',
      description: 'WhatsApp connection removed',
      at: now,
    });
  });
  return present(deps, schoolId);
}

/** The E.164 form of a number typed in Settings, read in the school's default country. */
function toE164(value: string, country: string): string | null {
  const parsed = parsePhoneNumberFromString(value, country as CountryCode);
  return parsed?.isPossible() ? parsed.number : null;
}

/**
 * POST /api/settings/whatsapp/test-message: send a test text to a number of the school's
 * directory (404 otherwise), synchronously, and store it so its status callbacks are recorded.
 * Graph refusals → 400 with the reason; Graph trouble (throttling, 5xx) → 503.
 */
export async function sendTestMessage(input: {
  deps: WhatsappDeps;
  schoolId: string;
  whatsappNum: string;
}): Promise<WhatsappTestMessageResult> {
  const { deps, schoolId } = input;
  const school = await findMessagingSchool(deps.database.db, schoolId);
  if (!school) throw errors.notFound('School not found');
  const e164 = toE164(input.whatsappNum, school.defaultCountry);
  const parent = e164 ? await findParentByNumber(deps.database.db, { schoolId, e164 }) : null;
  if (!parent) throw errors.notFound(NOT_IN_DIRECTORY, 'PARENT_NOT_FOUND');
  const credentials = credentialsOf(deps, school);
  if (!credentials.ok) throw errors.badRequest('WHATSAPP_NOT_CONNECTED', NOT_CONNECTED);

  const body = testMessage(school.name);
  const now = deps.clock.now();
  const [id] = await repo.insertOutgoing(deps.database.db, [
    {
      schoolId,
      idempotencyKey: `test:${randomUUID()}`,
      phoneNumberId: credentials.phoneNumberId,
      fromPhone: '',
      toPhone: parent.whatsappNum,
      body,
      queryId: null,
      meta: { kind: 'test', part: 1, parts: 1 },
      at: now,
    },
  ]);
  try {
    const { wamid } = await graphClientOf(deps).sendText({
      phoneNumberId: credentials.phoneNumberId,
      token: credentials.token,
      to: parent.whatsappNum,
      body,
    });
    await repo.markOutgoingSent(deps.database.db, id!, wamid, deps.clock.now());
  } catch (err) {
    if (!(err instanceof GraphApiError)) throw err;
    await repo.markOutgoingFailed(deps.database.db, [id!], err.message, deps.clock.now());
    if (err.retryable)
      throw errors.unavailable(
        `WhatsApp is not answering right now. Please try again. (${err.message})`,
        'WHATSAPP_UNAVAILABLE',
      );
    throw errors.badRequest('WHATSAPP_SEND_FAILED', err.message);
  }
  return { sent: true, to: parent.whatsappNum, message: WHATSAPP_TEST_SENT };
}
