/**
 * The typed-fact and passage answerer (last before the decline): the best 1–3 sentences of the
 * part's retrieved documents and events, or null when they do not answer it with confidence.
 *
 * - Typed facts: when the part asks for a value (phone, e-mail, address, money, clock time) only
 *   sentences holding one compete; the best topical sentence without the value is a wrong answer.
 * - Confidence: the selection must cover the question's concepts (MIN_COVERAGE, with the single most
 *   telling concept) in one passage (MIN_LEAD_COVERAGE); a value-holding sentence needs less
 *   (TYPED_MIN_COVERAGE). A part whose only words were type words ("whats the school address") is
 *   answered by the sentence holding the value.
 * - Sentences of one source keep their document order, so a reply reads as the source does.
 */
import { composeExtractive, type PickedSentence } from './assistant.compose.js';
import { keepCandidates, type PassageRetrieval } from './assistant.passages.js';
import type { Answerer, Candidate, QuestionPart } from './assistant.pipeline.types.js';
import {
  coverCredit,
  covers,
  namesGrade,
  type SentenceCandidate,
  type WeightedConcept,
} from './assistant.scoring.js';
import { withAntecedents } from './assistant.continuation.js';
import { withoutSuperseded } from './assistant.answer-notices.js';
import { contactNamedBefore } from './assistant.answer-contact.js';
import { rateAsked, rateFollowUp } from './assistant.answer-rate.js';
import { selectSentences } from './assistant.selection.js';
import { fillsSlot, type AnswerSlot } from './assistant.answer-types.js';
import { audienceAsked } from './assistant.audience.js';
import {
  ASKS_IF_ALLOWED,
  DATE_QUESTION,
  EVENT_WORDS,
  PARENT_ASKS_PERMISSION,
  ASKS_ALLOWED,
} from '../vocabulary/vocabulary.answer-types.js';
import { mentionsParticularDay, namesOnlyPastDays } from './assistant.day-mentions.js';
import { qualifierRetries } from './assistant.answer-qualifier.js';
import { MIN_COVERAGE, MIN_LEAD_COVERAGE, TYPED_MIN_COVERAGE } from './assistant.tuning.js';
import { namesHead, saysNoToAsked, valueOnTopic, writesAcronyms } from './assistant.passage-checks.js';

const NAME = 'passage';

/**
 * Whether the part's topic is an occasion (conferences, a concert, graduation), not part of the
 * regular school day: every asked word names an event (vocabulary EVENT_WORDS).
 */
function asksAnEvent(concepts: WeightedConcept[]): boolean {
  const asked = concepts.filter((c) => !c.soft && !c.background);
  return asked.length > 0 && asked.every((c) => EVENT_WORDS.has(c.word));
}

/**
 * "when is the next …", "the upcoming …", "coming up": a day still ahead is asked. Not "for next
 * year" or "next week", which name when, not which occurrence.
 */
const ASKS_NEXT =
  /\b(?:next|upcoming)\s+(?!(?:year|week|month|semester|term|fall|spring|summer|winter|time)\b)[a-z]|\bcoming up\b/;

/**
 * The retry after the greedy selection fails: its lead is the rarest word's sentence, with its
 * row-label and grade bonuses ("Track & Field — Who: 7th & 8th grade …"), leaving the rest of the
 * question to other documents; the one passage saying all that is asked ("All LOCISD athletic forms
 * … completed in Rank One Sport" for "wants to do track, what paperwork does he need") is tried on
 * its own.
 *
 * The sentences of the chunk whose single sentence covers every asked concept (two or more), the
 * one with the most credit-weighted weight (sentence text only), or [] when none does: one
 * matching word is what the greedy selection already weighed, and a part of the question left
 * out is how a retry turns a decline wrong (bench:fresh: a closure rule for the district office).
 */
function broadestPassage(concepts: WeightedConcept[], candidates: SentenceCandidate[]): SentenceCandidate[] {
  const asked = concepts.filter((c) => !c.soft && !c.background);
  let best: SentenceCandidate | null = null;
  let bestScore = 0;
  for (const s of candidates) {
    const hits = asked.filter((c) => coverCredit(c, s.lexemes) > 0);
    if (hits.length < 2 || hits.length < asked.length) continue;
    const score = hits.reduce((sum, c) => sum + c.weight * coverCredit(c, s.lexemes), 0);
    if (score > bestScore) {
      best = s;
      bestScore = score;
    }
  }
  if (!best) return [];
  return candidates.filter((s) => s.source === best.source && s.chunkRank === best.chunkRank);
}

/** A passage answer is a stated fact: it is final (no later answerer can improve it). */
const PASSAGE_CONFIDENCE = 1;

/**
 * The documents' answer to `part` from `passages`, or null (decline). `today` (ISO date): a day of
 * the parent's story before it ("falto ayer x fiebre") is no day asked about. `antecedent`: the
 * answer of the part a follow-up takes its topic from (`QuestionPart.antecedent`). "how much is a
 * pound of chocolates and where do i pick up": the pick-up asked is the order form's ("Candy
 * pick-up: … at the MPR stage door"), not the handbook's late pick-up rule, so the follow-up is
 * answered first from the documents that answered its antecedent, when they answer it with
 * something the antecedent's answer did not already say.
 */
export function answerFromPassages(
  part: QuestionPart,
  passages: PassageRetrieval | null,
  today?: string,
  antecedent?: Candidate | null,
): Candidate | null {
  if (!passages || passages.candidates.length === 0) return null;
  const named = antecedent ? contactNamedBefore(part, passages, antecedent.answer) : null;
  if (named) return named;
  const rate = antecedent ? rateFollowUp(part, passages, antecedent.answer) : null;
  if (rate) return rate;
  const keys = new Set(antecedent?.sources.flatMap((s) => (s.key ? [s.key] : [])));
  if (antecedent && keys.size > 0) {
    const fromThem = keepCandidates(passages, (c) => keys.has(passages.sources[c.source]!.key));
    const same = passageAnswer(part, fromThem, today);
    if (same && same.sentences.some((s) => !antecedent.answer.includes(s.text))) return same.candidate;
    // "…still next tuesday? what time": answered by the antecedent's answer (composing drops the repeat),
    // not looked up again elsewhere, where the older notice's time waits.
    if (same && part.conceptsAsked === 0) return same.candidate;
  }
  return passageAnswer(part, passages, today)?.candidate ?? null;
}

/** `answerFromPassages` without an antecedent, with the sentences it picked. */
function passageAnswer(
  part: QuestionPart,
  passages: PassageRetrieval,
  today: string | undefined,
): { candidate: Candidate; sentences: SentenceCandidate[] } | null {
  if (passages.candidates.length === 0) return null;
  // Only the parent's story beside a value question ("whats the school address? need it for a form"):
  // the value is the answer; the story's words only rank sentences (soft).
  const onlyStory = part.typed.length > 0 && passages.concepts.every((c) => c.soft || c.background);
  const concepts = onlyStory ? passages.concepts.map((c) => ({ ...c, soft: true })) : passages.concepts;
  // "when is the next school board meeting": a sentence naming only days already past ("At its
  // March 8 meeting the Board …") tells of one that was, not the next.
  const asksNext = !!today && part.slots.includes('when') && ASKS_NEXT.test(part.normalized);
  const candidates = withoutSuperseded(passages.candidates, concepts, passages.sources).filter(
    (c) => !asksNext || !namesOnlyPastDays(c.text, today!),
  );
  // A day of the parent's story before today ("his absence from last thursday") is no day asked
  // about: it neither heads the answer nor favours sentences naming that weekday.
  const dates = today && part.dates && part.dates.to < today ? null : part.resolvedDates;
  const selectOptions = {
    // "we are going to mexico for 2 weeks in january what do i do": a procedure's date is the
    // story's (when the trip is), and the steps hold for any day, so no sentence is preferred for
    // naming it.
    hasDate: !!dates && !part.slots.includes('howto'),
    slots: part.slots,
    // "what time is dismissal": a line about one day ("Friday, March 13 is an early dismissal day")
    // is an exception to the regular time asked; "how late do conferences go": the event's own
    // dated line is its answer (Willow Creek dev: "…from 1:30 to 7:00 p.m." lost to a bus time).
    penalizeOtherDays: !part.slots.includes('when') && !asksAnEvent(concepts),
    grade: part.grade,
    audience: audienceAsked(part.normalized),
    asksPermission: PARENT_ASKS_PERMISSION.test(part.normalized),
    asksAllowed: ASKS_ALLOWED.test(part.normalized),
  };
  let selection = selectSentences(concepts, candidates, selectOptions);
  const hardConcepts = concepts.filter((c) => !c.soft);
  // "who do i call about his medicine": a number answers it, and so does who to turn to ("bring it
  // to the nurse's office", "Marisol Vega, PTA President") when the documents give no number for it.
  const typed: AnswerSlot[] =
    part.typed.includes('phone') && part.slots.includes('who') ? [...part.typed, 'who'] : part.typed;
  const holdsValue = (list: SentenceCandidate[]) =>
    list.some((x) => typed.some((slot) => x.fills?.has(slot)) && valueOnTopic(x, list[0]!, concepts));
  const confident = (s: typeof selection) =>
    hardConcepts.length === 0
      ? (!!dates && part.conceptsAsked === 0 && s.sentences.some((x) => x.mentionsDate)) ||
        (typed.length > 0 && holdsValue(s.sentences))
      : (s.leadCoverage >= MIN_LEAD_COVERAGE && s.coverage >= MIN_COVERAGE && s.coversTopConcept) ||
        (typed.length > 0 &&
          holdsValue(s.sentences) &&
          s.coverage >= TYPED_MIN_COVERAGE &&
          s.leadCoverage >= TYPED_MIN_COVERAGE);
  // "whats the street address …, putting it in my gps for the concert": a lead holding no value and
  // only the story's words ("Students report … in concert black") gives way to the value's sentence.
  const storyLead = (x: SentenceCandidate) =>
    !holdsValue([x]) && !hardConcepts.some((c) => !c.background && covers(c, x.lexemes));
  if (typed.length > 0 && (!holdsValue(selection.sentences) || storyLead(selection.sentences[0]!))) {
    const withValue = candidates.filter((c) => holdsValue([c]));
    selection = selectSentences(concepts, withValue, selectOptions);
  }
  // Asked again with a qualifier of the question made soft or left out, in order, while no
  // confident answer is found: a subject, a "for any X" rule, an ordinary day (answer-qualifier.ts).
  let asked = concepts;
  for (const retry of qualifierRetries(part, concepts, candidates)) {
    if (confident(selection)) break;
    const tried = selectSentences(retry.concepts, retry.candidates, selectOptions);
    if (confident(tried) && (!retry.mustPick || tried.sentences.some((x) => retry.mustPick!.includes(x)))) {
      selection = tried;
      asked = retry.concepts;
    }
  }
  // Still no confident answer: the one passage saying all that is asked, on its own.
  if (!confident(selection)) {
    const tried = selectSentences(asked, broadestPassage(asked, candidates), selectOptions);
    if (confident(tried)) selection = tried;
  }
  const resolved =
    confident(selection) &&
    namesHead(selection.sentences, asked) &&
    (typed.length === 0 || holdsValue(selection.sentences)) &&
    writesAcronyms(part, selection.sentences, passages);
  if (!resolved || selection.sentences.length === 0) return null;
  // "what date does school end in june": a reply naming no particular day does not answer it.
  if (DATE_QUESTION.test(part.normalized) && !selection.sentences.some((s) => mentionsParticularDay(s.text)))
    return null;

  // "what time does my 5th grader get out": the band row naming the grade holds the time, and a
  // picked sentence holding no asked value ("Late pick-up: students not picked up 15 minutes after
  // dismissal wait in the Main Office") only stands in front of it, unless it answers an asked word
  // the rest leave out ("One carry-on suitcase …" for "how many bags can he pack").
  const gradeRow =
    typed.length > 0 && selection.sentences.find((x) => namesGrade(x, part.grade) && holdsValue([x]));
  if (gradeRow) {
    const valued = selection.sentences.filter((x) => holdsValue([x]));
    const addsAsked = (x: SentenceCandidate) =>
      hardConcepts.some(
        (c) =>
          !c.background &&
          covers(c, x.lexemes) &&
          !valued.some((v) => covers(c, v.lexemes) || covers(c, v.context)),
      );
    selection = {
      ...selection,
      sentences: selection.sentences.filter((x) => valued.includes(x) || addsAsked(x)),
    };
  }
  const shown = withAntecedents(selection.sentences, candidates);
  const picked: PickedSentence[] = shown
    .sort((a, b) => a.source - b.source || a.chunkRank - b.chunkRank || a.position - b.position)
    .map((s) => {
      const src = passages.sources[s.source]!;
      const heading = passages.headings[passages.candidates.indexOf(s)] ?? '';
      // "Principal's Note from Ms. Alvarez" over "Spring is almost here!": when only the heading
      // holds the asked value, it is part of the answer.
      const text = typed.some((slot) => s.fills?.has(slot) && !fillsSlot(slot, s.text))
        ? `${heading}: ${s.text}`
        : s.text;
      return { text, sourceKey: src.key, title: src.title };
    });
  // "do i get charged": an answer naming the rate without its amount brings the rate's line after it.
  const rate = rateAsked(part, shown, passages);
  if (rate) {
    const src = passages.sources[rate.source]!;
    picked.push({ text: rate.text, sourceKey: src.key, title: src.title });
  }
  const used = [...new Set(picked.map((p) => p.sourceKey))].map(
    (key) => passages.sources.find((s) => s.key === key)!.answerSource,
  );
  // "staying home today, whats the number to call him out": a standing rule is no answer for one
  // day, so the day heads the reply only when a picked sentence names it.
  const dayLabel = selection.sentences.some((s) => s.mentionsDate) ? dates?.label : undefined;
  const no =
    !dayLabel && ASKS_IF_ALLOWED.test(part.normalized) && saysNoToAsked(selection.sentences[0]!, asked);
  const candidate = {
    answer: `${no ? 'No — ' : ''}${composeExtractive(picked, dayLabel)}`,
    sources: used,
    confidence: PASSAGE_CONFIDENCE,
    answerer: NAME,
  };
  return { candidate, sentences: selection.sentences };
}

/** The answerer of the pipeline's fixed order (reads `retrieved.passages`). */
export const passageAnswerer: Answerer = {
  name: NAME,
  answer: (context) =>
    answerFromPassages(
      context.part,
      context.retrieved.passages,
      context.understanding.today,
      context.antecedentAnswer,
    ),
};
