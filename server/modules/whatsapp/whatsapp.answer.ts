import { randomUUID } from 'node:crypto';
import { MAX_QUESTION_LENGTH } from '../../../contracts/assistant.contract.js';
import type { Executor } from '../../db/client.js';
import type { Logger } from '../../shared/logger.js';
import { credentialsOf, graphClientOf, type WhatsappDeps } from './whatsapp.deps.js';
import { EMPTY_ANSWER_REPLY, registrationReply, SILENT_TYPES, textOnlyReply } from './whatsapp.replies.js';
import { markdownToWhatsapp, splitMessage } from './whatsapp.format.js';
import * as repo from './whatsapp.repository.js';
import { findMessagingSchool, type MessagingSchool } from '../schools/schools.directory.js';
import { messageText, type InboundMessage } from './whatsapp.schemas.js';
import { insertParentQuery } from '../parent-queries/parent-queries.log.js';
import { transcribeAudio } from '../ingestion/ingestion.audio.js';
import { findParentByNumber } from '../parents/parents.directory.js';
import { rememberParentLanguage } from '../parents/parents.usecases.js';
import { detectLanguage } from '../assistant/assistant.language.js';
import { topicConcepts } from '../assistant/assistant.concepts.js';
import { passedToOfficeIn } from '../assistant/assistant.i18n.js';

/** At most one registration reply per sender number per school in this window. */
export const REGISTRATION_REPLY_WINDOW_MS = 24 * 3600 * 1000;
/** Largest voice note we download (WhatsApp's own audio limit is 16 MB). */
const MAX_AUDIO_BYTES = 16 * 1024 * 1024;
/** Attempts of a send job: backoff 2, 4, … 128 s (queue: 2^attempt × 1 s) ≈ 4 minutes in all. */
export const SEND_MAX_ATTEMPTS = 8;

export type AnswerOutcome =
  | 'skipped'
  | 'ignored_access_off'
  | 'ignored_silent'
  | 'registration_reply'
  | 'registration_rate_limited'
  | 'text_only_reply'
  | 'answered'
  | 'not_connected';

type Stored = { message: repo.MessageRow; logger: Logger };

/**
 * Persist replies to `message` and enqueue their send job, in one transaction that first closes
 * the inbound row (status guard): a second run of the same job stores nothing and sends nothing.
 * Run it through `inTransaction` so the send job is picked up as soon as it commits.
 * Outgoing rows carry the idempotency key `reply:<inbound id>:<part>`.
 */
async function persistReplies(
  deps: WhatsappDeps,
  tx: Executor,
  input: { message: repo.MessageRow; parts: string[]; kind: repo.OutgoingKind; queryId: string | null },
): Promise<boolean> {
  const { message } = input;
  const now = deps.clock.now();
  const closed = await repo.closeInbound(tx, message.id, {
    status: 'answered',
    queryId: input.queryId,
    at: now,
  });
  if (!closed) return false;
  const ids = await repo.insertOutgoing(
    tx,
    input.parts.map((body, i) => ({
      schoolId: message.schoolId!,
      idempotencyKey: `reply:${message.id}:${i + 1}`,
      phoneNumberId: message.phoneNumberId,
      fromPhone: message.toPhone,
      toPhone: message.fromPhone,
      body,
      queryId: input.queryId,
      meta: { kind: input.kind, part: i + 1, parts: input.parts.length, replyTo: message.id },
      at: now,
    })),
  );
  await deps.queue.enqueue(
    'whatsapp.send',
    { messageIds: ids },
    { executor: tx, singletonKey: `whatsapp.send:${message.id}`, maxAttempts: SEND_MAX_ATTEMPTS },
  );
  return true;
}

async function ignore({ message, logger }: Stored, deps: WhatsappDeps, reason: string): Promise<void> {
  await repo.closeInbound(deps.database.db, message.id, {
    status: 'ignored',
    error: reason,
    at: deps.clock.now(),
  });
  logger.info({ messageId: message.id, reason }, 'whatsapp message ignored');
}

/**
 * The question of a voice note, or null when transcription is off or fails (→ "send text"). Uses
 * the ingestion module's transcription client (one client for uploads and voice notes).
 */
async function transcribeVoice(
  deps: WhatsappDeps,
  inbound: InboundMessage,
  token: string,
  logger: Logger,
): Promise<string | null> {
  if (!deps.config.TRANSCRIPTION_MODEL || !inbound.audio?.id) return null;
  try {
    const media = await graphClientOf(deps).downloadMedia({
      mediaId: inbound.audio.id,
      token,
      maxBytes: MAX_AUDIO_BYTES,
    });
    // WhatsApp sends e.g. "audio/ogg; codecs=opus"; the client names the file by the bare type.
    const mimeType = media.mimeType.split(';')[0]!.trim().toLowerCase();
    const text = await transcribeAudio(media.bytes, {
      fileName: 'voice-note',
      mimeType,
      config: deps.config,
      fetch: deps.fetch,
      logger,
    });
    return text || null;
  } catch (err) {
    logger.warn({ err: err instanceof Error ? err.message : String(err) }, 'voice note transcription failed');
    return null;
  }
}

/** Run `work` in a transaction, then wake the queue's workers for the jobs it enqueued (committed now). */
async function inTransaction<T>(deps: WhatsappDeps, work: (tx: Executor) => Promise<T>): Promise<T> {
  const result = await deps.database.db.transaction(work);
  deps.queue.notify();
  return result;
}

/**
 * The answer step of an inbound message (job 'whatsapp.answer'). Routes by the
 * message's school (resolved from its phone-number id at the webhook):
 * - parent access off → marked ignored, logged, no reply;
 * - sender not in THIS school's directory → one registration reply per number per 24 h;
 * - a directory parent → mark read, transcribe a voice note when configured, run the answer engine,
 *   store the query record and the reply parts (WhatsApp formatting, ≤ 4,096 characters each),
 *   then the send step ('whatsapp.send') delivers them. Non-text → a "send text" reply.
 * Re-running after any crash is safe: a closed message is skipped, and the engine never runs again
 * once its answer is stored.
 */
export async function answerMessage(input: {
  deps: WhatsappDeps;
  messageId: string;
  logger: Logger;
}): Promise<AnswerOutcome> {
  const { deps } = input;
  const message = await repo.findMessage(deps.database.db, input.messageId);
  if (!message || message.direction !== 'in' || message.status !== 'received' || !message.schoolId)
    return 'skipped';
  const logger = input.logger.child({ schoolId: message.schoolId, messageId: message.id });
  const stored: Stored = { message, logger };
  const school = await findMessagingSchool(deps.database.db, message.schoolId);
  const inbound = (message.raw as { message: InboundMessage }).message;

  if (!school?.whatsappParentAccess) {
    await ignore(stored, deps, 'WhatsApp parent access is off');
    return 'ignored_access_off';
  }
  if (SILENT_TYPES.has(inbound.type)) {
    await ignore(stored, deps, `no reply to a ${inbound.type} message`);
    return 'ignored_silent';
  }

  const parent = await findParentByNumber(deps.database.db, {
    schoolId: school.id,
    e164: message.fromPhone,
  });
  if (!parent) return replyToUnregistered(deps, stored, school, inbound);

  const credentials = credentialsOf(deps, school);
  if (!credentials.ok) {
    await repo.closeInbound(deps.database.db, message.id, {
      status: 'failed',
      error: credentials.reason,
      at: deps.clock.now(),
    });
    logger.warn({ reason: credentials.reason }, 'whatsapp message not answered');
    return 'not_connected';
  }

  // Blue ticks are a courtesy: their failure must not block or repeat the answer.
  await graphClientOf(deps)
    .markRead({ phoneNumberId: message.phoneNumberId, token: credentials.token, messageId: message.wamid! })
    .catch((err: unknown) =>
      logger.warn({ err: err instanceof Error ? err.message : String(err) }, 'mark as read failed'),
    );

  let question = messageText(inbound);
  if (question === null && inbound.type === 'audio')
    question = await transcribeVoice(deps, inbound, credentials.token, logger);
  if (question === null) {
    const kind = inbound.type === 'audio' ? 'voice' : 'other';
    await inTransaction(deps, (tx) =>
      persistReplies(deps, tx, { message, parts: [textOnlyReply(kind)], kind: 'non_text', queryId: null }),
    );
    return 'text_only_reply';
  }
  question = question.trim().slice(0, MAX_QUESTION_LENGTH);
  if (!question) {
    await ignore(stored, deps, 'empty message');
    return 'ignored_silent';
  }

  const result = await deps.assistant.answerQuestion({
    schoolId: school.id,
    question,
    channel: 'whatsapp',
    parent: { id: parent.id, name: parent.name, whatsappNum: parent.whatsappNum },
    fallbackLanguage: parent.language === 'es' ? 'es' : parent.language === 'en' ? 'en' : undefined,
  });
  if (result.language)
    await rememberParentLanguage({ deps, schoolId: school.id, parent, language: result.language });
  // A declined question with a readable topic now waits in the office's Unanswered view: say so.
  const reply =
    !result.resolved && school.unansweredView && topicConcepts(question).length > 0
      ? `${result.answer.trim()} ${passedToOfficeIn(result.language ?? 'en')}`
      : result.answer;
  const parts = splitMessage(markdownToWhatsapp(reply));
  const queryId = randomUUID();
  const done = await inTransaction(deps, async (tx) => {
    const ok = await persistReplies(deps, tx, {
      message,
      parts: parts.length ? parts : [EMPTY_ANSWER_REPLY],
      kind: 'answer',
      queryId,
    });
    if (!ok) return false;
    await insertParentQuery(tx, {
      id: queryId,
      schoolId: school.id,
      channel: 'whatsapp',
      parentId: parent.id,
      parentPhone: parent.whatsappNum,
      query: question,
      response: reply,
      category: result.category,
      language: result.language ?? 'en',
      resolved: result.resolved,
      sources: result.sources,
      queryReceivedAt: message.sentAt ?? message.createdAt,
      createdAt: deps.clock.now(),
    });
    return true;
  });
  logger.info(
    { parts: parts.length, resolved: result.resolved, ms: result.timings.totalMs },
    done ? 'whatsapp answer stored' : 'whatsapp answer already stored',
  );
  return done ? 'answered' : 'skipped';
}

/** Language of the registration reply: Spanish when the unknown sender wrote in Spanish. */
function registrationLanguage(inbound: InboundMessage): 'en' | 'es' {
  const text = messageText(inbound);
  return text ? detectLanguage(text, 'en').language : 'en';
}

/**
 * A sender not in this school's parent directory gets one registration reply (in their language)
 * per 24 hours; later messages within the window are closed as ignored.
 */
async function replyToUnregistered(
  deps: WhatsappDeps,
  { message, logger }: Stored,
  school: MessagingSchool,
  inbound: InboundMessage,
): Promise<AnswerOutcome> {
  const outcome = await inTransaction(deps, async (tx) => {
    await repo.lockKey(tx, `whatsapp-registration:${school.id}:${message.fromPhone}`);
    const since = new Date(deps.clock.now().getTime() - REGISTRATION_REPLY_WINDOW_MS);
    if ((await repo.countRegistrationRepliesSince(tx, school.id, message.fromPhone, since)) > 0) {
      await repo.closeInbound(tx, message.id, {
        status: 'ignored',
        error: 'sender not in the directory; registration reply already sent in the last 24 h',
        at: deps.clock.now(),
      });
      return 'registration_rate_limited' as const;
    }
    await persistReplies(deps, tx, {
      message,
      parts: [registrationReply(school, registrationLanguage(inbound))],
      kind: 'registration',
      queryId: null,
    });
    return 'registration_reply' as const;
  });
  logger.info({ outcome }, 'whatsapp message from a number not in the directory');
  return outcome;
}
