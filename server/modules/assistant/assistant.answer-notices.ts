/**
 * Notices among a part's passages: a newer document that replaces an older one's sentences
 * (`withoutSuperseded`), and a dated notice that makes the asked day an exception
 * (`answerFromDatedNotice`). Split from assistant.answer-passage.ts, which uses the first.
 */
import { classifyDayEvent, weeklyDayRule } from '../vocabulary/vocabulary.day-status.js';
import { CHANGE_NOTICE } from '../vocabulary/vocabulary.answer-types.js';
import { composeExtractive } from './assistant.compose.js';
import type { PassageRetrieval } from './assistant.passages.js';
import type { Candidate, QuestionPart } from './assistant.pipeline.types.js';
import { covers, namesGrade, type SentenceCandidate, type WeightedConcept } from './assistant.scoring.js';

/** A dated notice's answer is a stated fact, as a passage answer is. */
const NOTICE_CONFIDENCE = 1;

/**
 * Words a title needs before a change notice naming all of them replaces that document: one word
 * ("Notice", "Update") names no particular notice.
 */
const MIN_TITLE_WORDS = 2;

/**
 * Leave out the sentences of an older document that a newer one announces it replaces: the newer
 * sentence says it is a change (CHANGE_NOTICE: "has moved to", "rescheduled", "UPDATE") or comes from
 * a document titled so, its document names a particular day, and either it names the older
 * document's whole title (then every sentence of the older one goes) or both sentences name a day and
 * the newer one covers every asked concept the older one covers (two at least, one of them hard).
 * "Course Selection Night … Tuesday, February 9 … LOCHS Cafeteria" next to its update "Course
 * Selection Night has moved to Thursday, February 11": the parent gets the update only. Cedar Bluff
 * dev: the old date and room were answered beside the new.
 */
export function withoutSuperseded(
  candidates: SentenceCandidate[],
  concepts: WeightedConcept[],
  sources: PassageRetrieval['sources'],
): SentenceCandidate[] {
  const addedAt = (s: SentenceCandidate) => sources[s.source]?.addedAt?.getTime();
  // A notice may say what changed in one sentence and give the new day in another ("The vendor moved
  // our delivery, so the cap and gown pickup date has changed." … "NEW DATE: Thursday, March 25"):
  // its change sentence counts as dated when the same document names a day (unseen Kestrel Point:
  // "when is cap and gown pickup" answered the replaced March 17).
  const dated = new Set(candidates.filter((s) => s.otherDay).map((s) => s.source));
  const changes = candidates.filter(
    (s) =>
      dated.has(s.source) &&
      addedAt(s) !== undefined &&
      (CHANGE_NOTICE.test(s.text) || CHANGE_NOTICE.test(sources[s.source]?.title ?? '')),
  );
  if (changes.length === 0) return candidates;
  // The soft words count as well: "is picture day still on april 8" asks one hard word, and "Spring
  // picture day is Wednesday, April 8" shares "picture day", not only "picture", with "Spring picture
  // day has moved to Wednesday, April 15" (Maple Grove dev: the old day was answered).
  const hard = concepts.filter((c) => !c.soft);
  const covered = (s: SentenceCandidate) => hard.filter((c) => covers(c, s.lexemes));
  const shared = (s: SentenceCandidate) => concepts.filter((c) => !c.inherited && covers(c, s.lexemes));
  // A change notice names what it replaces across its sentences ("Please disregard the car line
  // notice we sent on January 6. … the north loop repaving has been postponed" for "Car Line Repaving
  // Notice"; unseen Desert Sky: the postponed repaving was answered), so its document's words count.
  const documentWords = new Map<number, Set<string>>();
  for (const c of candidates)
    if (changes.some((x) => x.source === c.source)) {
      const words = documentWords.get(c.source) ?? new Set<string>();
      for (const w of contentWords(c.text)) words.add(w);
      documentWords.set(c.source, words);
    }
  return candidates.filter((older) => {
    const olderAt = addedAt(older);
    if (olderAt === undefined) return true;
    // "is picture retake day next wednesday": the older notice's own day is the one asked, and its
    // other sentences name no day; a change notice that names the older document's whole title
    // ("Picture Retake Day has been moved to …" after "PICTURE RETAKE DAY") replaces all of it.
    // The same holds for the older notice's dated sentences: "is cap n gown pickup still in the
    // cafeteria at lunch on the 17th" asks the old place, which the change notice ("*** DATE CHANGE
    // *** SENIOR CAP AND GOWN PICKUP") no longer names (unseen Kestrel Point: March 17 answered).
    const titleWords = contentWords(sources[older.source]?.title ?? '');
    const renamed = (newer: SentenceCandidate) =>
      titleWords.length >= MIN_TITLE_WORDS &&
      titleWords.every((w) => documentWords.get(newer.source)!.has(w));
    const own = covered(older);
    if (own.length === 0 || shared(older).length < 2) return true;
    return !changes.some((newer) => {
      if (newer.source === older.source || addedAt(newer)! <= olderAt) return false;
      if (renamed(newer)) return true;
      if (!older.otherDay) return false;
      const theirs = covered(newer);
      return own.every((c) => theirs.includes(c));
    });
  });
}

/**
 * A document sentence that makes the one asked day an exception ("Wed, Nov. 25 — Event: Half Day;
 * Notes: K-4 out 11:45 AM", "Friday, March 13 is an early dismissal day"): newsletters announce half
 * days the calendar feed may not carry. The first such sentence (retrieval order) naming the asked
 * grade, else the first; null when there is none.
 */
export function answerFromDatedNotice(
  part: QuestionPart,
  passages: PassageRetrieval | null,
): Candidate | null {
  const dates = part.dates;
  if (!passages || !dates || dates.from !== dates.to) return null;
  // A notice another one has since moved ("…handed out on Wednesday, March 17" before "the pickup
  // date has changed … NEW DATE: Thursday, March 25") is no news about its old day.
  const current = withoutSuperseded(passages.candidates, passages.concepts, passages.sources);
  // A notice that school meets ("Friday Make-Up Day - School in Session") is no exception to a day
  // the calendar already counts as a school day, nor is a weekly rule ("Friday is not a school day
  // … except on the Friday make-up days"), which the day model already applies.
  const notices = current.filter(
    (c) =>
      c.mentionsDate &&
      !['ignore', 'in-session'].includes(classifyDayEvent(c.text)) &&
      !weeklyDayRule(c.text),
  );
  const notice = notices.find((c) => namesGrade(c, part.grade)) ?? notices[0];
  if (!notice) return null;
  const src = passages.sources[notice.source]!;
  const picked = [{ text: notice.text, sourceKey: src.key, title: src.title }];
  return {
    answer: composeExtractive(picked, dates.label),
    sources: [src.answerSource],
    confidence: NOTICE_CONFIDENCE,
    answerer: 'dated-notice',
  };
}

/** Lower-case words of three letters or more ("Picture Retake Day" → picture, retake, day). */
function contentWords(text: string): string[] {
  return text.toLowerCase().match(/\p{L}{3,}/gu) ?? [];
}
