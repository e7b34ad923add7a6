/**
 * Checks the passage answerer (assistant.answer-passage.ts) makes of a selection: whether a value
 * stands on the asked topic, whether the lead passage names what "is there a … ?" asks about, whether
 * the parent's acronyms are written in the answer, and whether the lead sentence says no to the
 * thing asked. Pure. Split from assistant.answer-passage.ts (past 300 lines).
 */
import type { PassageRetrieval } from './assistant.passages.js';
import type { QuestionPart } from './assistant.pipeline.types.js';
import { covers, type SentenceCandidate, type WeightedConcept } from './assistant.scoring.js';
import { inLeadPassage } from './assistant.selection.js';
import { BUT_ALLOWS, SAYS_NO } from '../vocabulary/vocabulary.answer-types.js';

/**
 * Whether a sentence's value answers the question where it stands: the sentence (or its heading)
 * names the most telling asked concept, or it sits in the lead sentence's passage. "what time does
 * my son need to be at school for the band trip": the tardy bell's 8:40 a.m. beside "Total trip
 * cost" from another document is no answer to it.
 */
export function valueOnTopic(
  value: SentenceCandidate,
  lead: SentenceCandidate,
  concepts: WeightedConcept[],
): boolean {
  if (value === lead) return true;
  if (value.source === lead.source && value.chunkRank === lead.chunkRank) return true;
  const asked = concepts.filter((c) => !c.soft && !c.background);
  const pool = asked.length > 0 ? asked : concepts.filter((c) => !c.soft);
  if (pool.length === 0) return true;
  const top = Math.max(...pool.map((c) => c.weight));
  return pool.some((c) => c.weight === top && (covers(c, value.lexemes) || covers(c, value.context)));
}

/**
 * The lead passage (the lead sentence and its neighbours picked from its chunk, with their heading)
 * names the thing "is there a … ?" asks about, when the question has one (`WeightedConcept.head`).
 * When the school's knowledge never uses the parent's word for it, a looser thesaurus word (credit
 * below 1) does not name it: that the school has a wider thing does not say it has the one asked
 * ("athletic shorts" in the dress code for "does dsa have girls volleyball", Desert Sky dev), while
 * "Free pizza" still answers "is there food" at a school whose notices say "food" elsewhere.
 */
export function namesHead(sentences: SentenceCandidate[], concepts: WeightedConcept[]): boolean {
  const head = concepts.find((c) => c.head && !c.soft);
  const lead = sentences[0];
  if (!head || !lead) return true;
  const named = head.unused ? namesUnusedWord(head) : (lexemes: Set<string>) => covers(head, lexemes);
  return sentences.some((s) => inLeadPassage(lead, s) && (named(s.lexemes) || named(s.context)));
}

/**
 * For a concept whose own word (its first alternative) the school never uses: a test that a text
 * names it by a full synonym or by the own word's family ("tutorials" for "tutoring": one stem begins
 * the other, Cedar Bluff dev), not by a looser thesaurus word.
 */
function namesUnusedWord(concept: WeightedConcept): (lexemes: Set<string>) => boolean {
  const own = concept.alternatives[0] ?? [];
  const family = (alt: string[]) => alt.every((l) => own.some((o) => l.startsWith(o) || o.startsWith(l)));
  const naming = concept.alternatives.filter((alt, i) => (concept.credits?.[i] ?? 1) >= 1 || family(alt));
  return (lexemes) => naming.some((alt) => alt.length > 0 && alt.every((l) => lexemes.has(l)));
}

/** Every capitalized word the parent meant as an acronym ("GATE") is written so in the answer. */
export function writesAcronyms(
  part: QuestionPart,
  sentences: SentenceCandidate[],
  passages: PassageRetrieval,
): boolean {
  const acronyms = part.acronyms ?? [];
  if (acronyms.length === 0) return true;
  const text = sentences
    .map((s) => `${s.text} ${passages.headings[passages.candidates.indexOf(s)] ?? ''}`)
    .join(' ');
  return acronyms.every((a) => new RegExp(`\\b${a}\\b`).test(text));
}

/**
 * Whether the answer's lead sentence refuses the thing asked ("Flip-flops, slides and heeled shoes
 * are not allowed" for "can she wear flip flops"): it says no (SAYS_NO) with no exception beside it
 * (BUT_ALLOWS: "Homemade treats are not allowed; store-bought ones are welcome" says yes to
 * store-bought cupcakes) and names the most telling asked concept (one of them, on a tie).
 */
export function saysNoToAsked(lead: SentenceCandidate, concepts: WeightedConcept[]): boolean {
  if (!SAYS_NO.test(lead.text) || BUT_ALLOWS.test(lead.text)) return false;
  const asked = concepts.filter((c) => !c.soft && !c.background);
  const topWeight = Math.max(...asked.map((c) => c.weight));
  return asked.some((c) => c.weight === topWeight && covers(c, lead.lexemes));
}
