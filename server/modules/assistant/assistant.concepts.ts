import { TOPIC_SYNONYMS } from '../vocabulary/vocabulary.topics.js';
import { DATE_WORDS } from './assistant.dates.js';
import { SYNONYMS } from '../vocabulary/vocabulary.thesaurus.js';
import { isFiller, isTopicStopWord, normalizeQuestion } from './assistant.text.js';

/**
 * The main concepts of a parent's question, as a topic key: what two wordings of one question have
 * in common ("wifi password", "wi-fi pwd?" and "whats the wifi" all → ["wifi", "password"] or a
 * subset). Built on the engine's understanding step (normalizeQuestion: case, shorthand, stretched
 * letters, school phrases folded) so a question is read the same way here as when it was answered.
 * Pure functions; the unanswered view groups questions with them (server/modules/questions).
 */

/** Token → head of its TOPIC_SYNONYMS group. */
const TOPIC_HEAD = new Map<string, string>();
for (const group of TOPIC_SYNONYMS.groups) for (const word of group) TOPIC_HEAD.set(word, group[0]!);

/**
 * The engine's synonyms fold in one direction (the parent's word → words documents use), so two
 * words of one concept can have different lists ("pickup" → [dismissal, pickup, …], "dismissal" →
 * [dismissal, dismiss, pickup, …]). The alphabetically first member of word ∪ list is the same for
 * both in practice, which makes it a usable shared key.
 */
function lexiconHead(word: string): string | null {
  const list = SYNONYMS[word];
  if (!list) return null;
  return [word, ...list].filter((w) => /^[a-z]+$/.test(w)).sort()[0] ?? word;
}

/**
 * A light English suffix stripper (plural -s/-es/-ies, -ing, -ed, doubled final consonant): enough
 * for "lessons"/"lesson" and "swimming"/"swim" to meet. The engine stems through PostgreSQL's
 * dictionary at query time, which is not callable from a pure function.
 */
export function lightStem(word: string): string {
  let w = word;
  if (w.length > 4 && w.endsWith('ies')) w = `${w.slice(0, -3)}y`;
  else if (w.length > 4 && /(?:ss|x|z|ch|sh)es$/.test(w)) w = w.slice(0, -2);
  else if (w.length > 3 && w.endsWith('s') && !/(?:ss|us|is)$/.test(w)) w = w.slice(0, -1);
  else if (w.length > 5 && w.endsWith('ing')) w = w.slice(0, -3);
  else if (w.length > 4 && w.endsWith('ed')) w = w.slice(0, -2);
  else return w;
  if (/([b-df-hj-np-tv-z])\1$/.test(w) && !/(?:ll|ss|zz)$/.test(w)) w = w.slice(0, -1);
  return w;
}

/** One concept of a question: its key and the word the parent wrote (labels read better with it). */
export interface TopicConcept {
  key: string;
  surface: string;
}

/** topicConcepts with the parent's words kept beside the keys (for readable group labels). */
export function topicConceptsDetailed(question: string): TopicConcept[] {
  const { tokens, script } = normalizeQuestion(question);
  if (script !== 'latin') return [];
  const out: TopicConcept[] = [];
  const seen = new Set<string>();
  for (const token of tokens) {
    if (/\d/.test(token) || token.length > 40) continue;
    const head = TOPIC_HEAD.get(token);
    if (!head && (isTopicStopWord(token) || DATE_WORDS.has(token) || isFiller(token))) continue;
    const key = head ?? lexiconHead(token) ?? lightStem(token);
    if (key.length < 2 || seen.has(key)) continue;
    seen.add(key);
    out.push({ key, surface: head ?? token });
  }
  return out;
}

/**
 * Main concepts of a question: lower-cased, normalized by the engine's understanding step,
 * synonyms folded (school lexicon and the topic spellings of vocabulary.topics.ts), stemmed, with
 * stop words, question words, date words and parent-talk filler removed; in question order, no
 * duplicates. [] for text with no readable topic (emoji, another script, "hello?").
 */
export function topicConcepts(question: string): string[] {
  return topicConceptsDetailed(question).map((c) => c.key);
}
