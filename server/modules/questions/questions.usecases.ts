import { randomUUID } from 'node:crypto';
import type {
  AnswerQuestionsResponse,
  NotifiedParent,
  UnansweredGroup,
  UnansweredResponse,
} from '../../../contracts/questions.contract.js';
import type { AppDeps } from '../../app/deps.js';
import { errors } from '../../shared/errors.js';
import * as parentQueries from '../parent-queries/parent-queries.log.js';
import { ingestFile } from '../ingestion/ingestion.usecases.js';
import { editExpiry } from '../knowledge/knowledge.expiry.js';
import { createKnowledgeItem, deleteFile } from '../knowledge/knowledge.usecases.js';
import { parentNamesByNumber } from '../parents/parents.directory.js';
import { findSchoolById, updateSchool } from '../schools/schools.directory.js';
import { sendOfficeReplies, withinServiceWindow } from '../whatsapp/whatsapp.office-reply.js';
import { groupByTopic } from './questions.grouping.js';
import { officeAnswerMessage } from './questions.replies.js';
import * as repo from './questions.repository.js';

/** Most open declined queries read for the view (the newest); older ones wait for these to be handled. */
export const UNANSWERED_READ_LIMIT = 2000;
/** How long a repeated submit waits for the first one to finish before giving up (ms). */
const REPEAT_WAIT_MS = 30_000;
const REPEAT_POLL_MS = 150;

/**
 * `GET /api/questions/unanswered`: the session school's declined WhatsApp questions not yet handled,
 * grouped by topic (questions.grouping.ts), newest activity first, with directory names and whether
 * each parent is still inside WhatsApp's 24-hour window.
 */
export async function listUnanswered(input: {
  deps: AppDeps;
  schoolId: string;
}): Promise<UnansweredResponse> {
  const { deps, schoolId } = input;
  const rows = await parentQueries.listOpenDeclined(deps.database.db, {
    schoolId,
    limit: UNANSWERED_READ_LIMIT,
  });
  const phones = [...new Set(rows.map((r) => r.parentPhone).filter((p): p is string => !!p))];
  const [names, window] = await Promise.all([
    parentNamesByNumber(deps.database.db, schoolId, phones),
    withinServiceWindow({ deps, schoolId, phones, now: deps.clock.now() }),
  ]);
  const groups: UnansweredGroup[] = groupByTopic(rows).map((g) => ({
    id: g.id,
    label: g.label,
    count: g.items.length,
    first_asked_at: g.firstAskedAt.toISOString(),
    last_asked_at: g.lastAskedAt.toISOString(),
    queries: g.items.map((r) => ({
      id: r.id,
      query: r.query,
      created_at: r.createdAt.toISOString(),
      parent_name: r.parentPhone ? (names.get(r.parentPhone) ?? null) : null,
      whatsapp_num: r.parentPhone,
      within_window: !!r.parentPhone && window.has(r.parentPhone),
    })),
  }));
  return { groups };
}

type Locked = Awaited<ReturnType<typeof parentQueries.lockQueries>>;

/** 404 when any id is not this school's query (nothing changed); 409 naming a handled/answered one. */
function checkClaimable(ids: string[], locked: Locked): void {
  if (locked.length < ids.length) {
    throw errors.notFound(
      'Question not found. It may belong to another school or have been deleted',
      'QUESTION_NOT_FOUND',
    );
  }
  const handled = locked.find((q) => q.handledAt);
  if (handled) {
    const how = handled.handledHow === 'dismissed' ? 'dismissed' : 'answered by staff';
    throw errors.conflict('ALREADY_HANDLED', `“${handled.query}” was already ${how}. Refresh the list`);
  }
  const resolved = locked.find((q) => q.resolved);
  if (resolved)
    throw errors.conflict(
      'NOT_UNANSWERED',
      `“${resolved.query}” was answered by the assistant; it is not an unanswered question`,
    );
}

/** Wait for a repeated submit's first request to finish, then return its result. */
async function replay(deps: AppDeps, schoolId: string, key: string): Promise<AnswerQuestionsResponse> {
  const deadline = Date.now() + REPEAT_WAIT_MS;
  for (;;) {
    const row = await repo.findStaffAnswerByKey(deps.database.db, schoolId, key);
    if (row?.status === 'done' && row.result) return row.result as AnswerQuestionsResponse;
    if (!row) throw errors.conflict('ANSWER_FAILED', 'The first submit of this answer failed; send it again');
    if (Date.now() > deadline)
      throw errors.conflict('ANSWER_IN_PROGRESS', 'This answer is still being sent; refresh in a moment');
    await new Promise((r) => setTimeout(r, REPEAT_POLL_MS));
  }
}

/**
 * `POST /api/questions/answer`: answer a group of declined questions once.
 * 1. Claim the idempotency key and mark the queries handled in one transaction (queries locked:
 *    another school's id → 404, an already handled one → 409, nothing changed either way). A repeat
 *    of the same key returns the first request's result: one item, one message per parent.
 * 2. The answer becomes a FINISHED `announcement` item "Answer: <topic>" (file_upload activity),
 *    ingested through the ingestion pipeline before returning, so the next parent gets it.
 * 3. With `notify`, each distinct parent inside the 24-hour window gets the answer on WhatsApp;
 *    the others are listed as outside the window, failures per parent with the reason.
 * If step 2 fails, step 1 is undone (queries open again) and the error is returned.
 */
export async function answerQuestions(input: {
  deps: AppDeps;
  schoolId: string;
  userId: string;
  queryIds: string[];
  answer: string;
  expiryType: 'never' | 'custom';
  expiryDate?: string | null;
  expiryTime?: string | null;
  notify: boolean;
  idempotencyKey?: string;
}): Promise<AnswerQuestionsResponse> {
  const { deps, schoolId } = input;
  const ids = [...new Set(input.queryIds)];
  const key = input.idempotencyKey ?? `auto:${randomUUID()}`;
  const school = await findSchoolById(deps.database.db, schoolId);
  if (!school) throw errors.notFound('School not found');
  const now = deps.clock.now();
  const expiryDate = editExpiry({
    expiryType: input.expiryType,
    expiryDate: input.expiryDate,
    expiryTime: input.expiryTime,
    timeZone: school.timeZone,
    now,
  });

  const claim = await deps.database.db.transaction(async (tx) => {
    const row = await repo.claimStaffAnswer(tx, {
      schoolId,
      idempotencyKey: key,
      queryIds: ids,
      answer: input.answer,
      createdBy: input.userId,
      at: now,
    });
    if (!row) return null;
    const locked = await parentQueries.lockQueries(tx, { schoolId, ids });
    checkClaimable(ids, locked);
    await parentQueries.markQueriesHandled(tx, {
      schoolId,
      ids,
      how: 'answered',
      by: input.userId,
      at: now,
      staffAnswerId: row.id,
    });
    return { row, queries: locked };
  });
  if (!claim) return replay(deps, schoolId, key);

  const topic = groupByTopic(claim.queries)[0]?.label ?? 'parent question';
  let itemKey: string;
  try {
    const item = await createKnowledgeItem({
      deps,
      schoolId,
      fileName: `Answer: ${topic.replace(/[./\\]/g, ' ').trim()}`,
      contentType: 'announcement',
      body: Buffer.from(`${input.answer}\n`, 'utf8'),
      source: 'upload',
      expiryDate,
      ingest: 'caller',
    });
    itemKey = item.key;
    const outcome = await ingestFile({
      deps,
      fileId: item.id,
      attempt: 1,
      maxAttempts: 1,
      logger: deps.logger,
    }).catch((err: unknown) => ({
      outcome: 'failed' as const,
      errorMessage: err instanceof Error ? err.message : String(err),
    }));
    if (outcome.outcome !== 'finished') {
      await deleteFile({ deps, schoolId, key: item.key }).catch(() => undefined);
      throw errors.unavailable(
        `The answer could not be saved to the knowledge library${outcome.outcome === 'failed' ? `: ${outcome.errorMessage}` : ''}`,
        'ANSWER_NOT_SAVED',
      );
    }
  } catch (err) {
    await deps.database.db.transaction(async (tx) => {
      await parentQueries.reopenQueries(tx, { schoolId, staffAnswerId: claim.row.id });
      await repo.deleteStaffAnswer(tx, schoolId, claim.row.id);
    });
    throw err;
  }

  const result: AnswerQuestionsResponse = {
    key: itemKey,
    notified: [],
    outside_window: [],
    failed: [],
    sending: [],
  };
  if (input.notify)
    await notifyParents({
      deps,
      schoolId,
      schoolName: school.name,
      answerId: claim.row.id,
      answer: input.answer,
      queries: claim.queries,
      result,
    });
  await repo.completeStaffAnswer(deps.database.db, {
    schoolId,
    id: claim.row.id,
    knowledgeKey: itemKey,
    result,
    at: deps.clock.now(),
  });
  return result;
}

/** One WhatsApp reply per distinct parent number of the group, quoting their latest question. */
async function notifyParents(input: {
  deps: AppDeps;
  schoolId: string;
  schoolName: string | null;
  answerId: string;
  answer: string;
  queries: Locked;
  result: AnswerQuestionsResponse;
}): Promise<void> {
  const { deps, schoolId, result } = input;
  const latest = new Map<string, Locked[number]>();
  for (const q of [...input.queries].sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime())) {
    if (q.parentPhone) latest.set(q.parentPhone, q);
  }
  const phones = [...latest.keys()];
  const [names, window] = await Promise.all([
    parentNamesByNumber(deps.database.db, schoolId, phones),
    withinServiceWindow({ deps, schoolId, phones, now: deps.clock.now() }),
  ]);
  const who = (phone: string): NotifiedParent => ({
    parent_name: names.get(phone) ?? null,
    whatsapp_num: phone,
  });
  const inside = phones.filter((p) => window.has(p));
  result.outside_window.push(...phones.filter((p) => !window.has(p)).map(who));
  const sent = await sendOfficeReplies({
    deps,
    schoolId,
    replies: inside.map((phone) => {
      const q = latest.get(phone)!;
      return {
        to: phone,
        body: officeAnswerMessage({
          language: q.language === 'es' ? 'es' : 'en',
          schoolName: input.schoolName,
          question: q.query,
          answer: input.answer,
        }),
        idempotencyKey: `office-answer:${input.answerId}:${phone}`,
        queryId: q.id,
      };
    }),
  });
  for (const r of sent) {
    if (r.status === 'sent') result.notified.push(who(r.to));
    else if (r.status === 'sending') result.sending?.push(who(r.to));
    else result.failed.push({ ...who(r.to), reason: r.reason });
  }
}

/** `POST /api/questions/dismiss`: mark queries handled without an answer (same 404/409 rules). */
export async function dismissQuestions(input: {
  deps: AppDeps;
  schoolId: string;
  userId: string;
  queryIds: string[];
}): Promise<{ dismissed: number }> {
  const { deps, schoolId } = input;
  const ids = [...new Set(input.queryIds)];
  return deps.database.db.transaction(async (tx) => {
    const locked = await parentQueries.lockQueries(tx, { schoolId, ids });
    checkClaimable(ids, locked);
    const dismissed = await parentQueries.markQueriesHandled(tx, {
      schoolId,
      ids,
      how: 'dismissed',
      by: input.userId,
      at: deps.clock.now(),
    });
    return { dismissed };
  });
}

/** Whether declined WhatsApp replies tell the parent the office has their question (default on). */
export async function unansweredSetting(input: {
  deps: AppDeps;
  schoolId: string;
}): Promise<{ enabled: boolean }> {
  const school = await findSchoolById(input.deps.database.db, input.schoolId);
  return { enabled: school?.unansweredView ?? true };
}

export async function setUnansweredSetting(input: {
  deps: AppDeps;
  schoolId: string;
  enabled: boolean;
}): Promise<{ enabled: boolean }> {
  await updateSchool(input.deps.database.db, input.schoolId, { unansweredView: input.enabled });
  return { enabled: input.enabled };
}
