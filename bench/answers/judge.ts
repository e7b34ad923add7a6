/**
 * Scoring as a parent reads a reply: only its first 500 characters count (a phone screen and a
 * half). An answerable question is CORRECT when every expected fact (any one alternative of each)
 * is there and no forbidden (expired or superseded) fact is; WRONG when an answer was given but is
 * wrong or incomplete; DECLINED when the reply is the office referral. An unanswerable question is
 * correct only when declined. An expired-notice trap is avoided when no forbidden fact appears.
 */
import type { BenchQuestion, QuestionKind } from './question.types.js';

/** Characters of a reply a parent reads before giving up. */
export const READ_CHARS = 500;
/**
 * The engine's referral in each language it answers in: "the school's information doesn't cover
 * that question yet" / "la información de la escuela todavía no responde esa pregunta"
 * (server/modules/assistant/assistant.i18n.ts). A Spanish referral counted as an answer turned
 * Spanish declines into "wrong" in the first v2 runs.
 */
export const DECLINE_MARKS = ["doesn't cover", 'todavía no responde esa pregunta'] as const;

/** True when the reply is the office referral. */
export function isDecline(reply: string): boolean {
  return DECLINE_MARKS.some((mark) => reply.includes(mark));
}

export type Verdict = 'correct' | 'wrong' | 'declined';

export interface Outcome {
  q: string;
  kind: QuestionKind | 'other';
  answerable: boolean;
  verdict: Verdict;
  /** The reply was the referral. */
  declined: boolean;
  /** null when the question is not an expired-notice trap. */
  trapAvoided: boolean | null;
  missing: string[];
  forbidden: string[];
  reply: string;
  ms?: number;
}

function norm(s: string): string {
  return s.toLowerCase().replace(/[–—]/g, '-').replace(/\s+/g, ' ');
}

/** True when some alternative of every fact occurs in `text` (normalized). */
export function factsIn(facts: BenchQuestion['facts'], text: string): boolean {
  const hay = norm(text);
  return (facts ?? []).every((f) => (Array.isArray(f) ? f : [f]).some((alt) => hay.includes(norm(alt))));
}

/** Judge one reply. `declined` says whether the reply is the referral. */
export function judge(question: BenchQuestion, reply: string, declined: boolean): Outcome {
  const text = norm(reply.slice(0, READ_CHARS));
  // A current notice may name the value it replaces ("Lunch (5-8): $3.45 (was $3.35)"): quoting it
  // is the right answer, so a forbidden value inside "(was …)" / "previously …" does not count.
  const unquoted = text.replace(/\((?:was|previously|formerly)\b[^)]*\)/g, ' ');
  const forbidden = (question.forbid ?? []).filter((f) => unquoted.includes(norm(f)));
  const missing = question.decline
    ? []
    : (question.facts ?? [])
        .filter((f) => !(Array.isArray(f) ? f : [f]).some((alt) => text.includes(norm(alt))))
        .map((f) => (Array.isArray(f) ? f.join(' | ') : f));
  let verdict: Verdict;
  if (question.decline)
    verdict = declined && forbidden.length === 0 ? 'correct' : declined ? 'declined' : 'wrong';
  else if (declined) verdict = 'declined';
  else verdict = missing.length === 0 && forbidden.length === 0 ? 'correct' : 'wrong';
  return {
    q: question.q,
    kind: question.kind ?? (question.decline ? 'unanswerable' : 'other'),
    answerable: !question.decline,
    verdict,
    declined,
    trapAvoided: question.trap || question.forbid?.length ? forbidden.length === 0 : null,
    missing,
    forbidden,
    reply,
  };
}

const pct = (n: number, d: number) => (d ? Math.round((1000 * n) / d) / 10 : null);

/** Counts and shares of a list of outcomes (shares in %, null when there is nothing to count). */
export function summarize(outcomes: Outcome[]) {
  const answerable = outcomes.filter((o) => o.answerable);
  const unanswerable = outcomes.filter((o) => !o.answerable);
  const traps = outcomes.filter((o) => o.trapAvoided !== null);
  const correct = answerable.filter((o) => o.verdict === 'correct').length;
  const wrong = answerable.filter((o) => o.verdict === 'wrong').length;
  const declined = answerable.filter((o) => o.verdict === 'declined').length;
  const unDeclined = unanswerable.filter((o) => o.declined).length;
  const trapsAvoided = traps.filter((o) => o.trapAvoided).length;
  return {
    questions: outcomes.length,
    answerable: answerable.length,
    correct,
    wrong,
    declined,
    correctPct: pct(correct, answerable.length),
    wrongPct: pct(wrong, answerable.length),
    declinedPct: pct(declined, answerable.length),
    unanswerable: unanswerable.length,
    unanswerableDeclined: unDeclined,
    unanswerableDeclinedPct: pct(unDeclined, unanswerable.length),
    traps: traps.length,
    trapsAvoided,
    trapsAvoidedPct: pct(trapsAvoided, traps.length),
  };
}
export type Summary = ReturnType<typeof summarize>;

/** Summaries per question kind. */
export function byKind(outcomes: Outcome[]): Record<string, Summary> {
  const kinds = [...new Set(outcomes.map((o) => o.kind))].sort();
  return Object.fromEntries(kinds.map((k) => [k, summarize(outcomes.filter((o) => o.kind === k))]));
}

/** p-th percentile (nearest rank) of `values`, rounded to 0.1; 0 for an empty list. */
export function percentile(values: number[], p: number): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return Math.round(sorted[index]! * 10) / 10;
}
