/**
 * Loose matching of a question's words to calendar event titles (the event answerer,
 * assistant.answer-event.ts): shorthand and light singulars folded, accents dropped, misspellings
 * within one or two edits, adjacent title words read as one ("Book Fair" = "bookfair"). Pure; split
 * from assistant.answer-event.ts (past 300 lines) unchanged.
 */
import type { EventCandidate } from './assistant.types.js';
import { editDistance } from './assistant.text.js';
import { EVENT_DESCRIPTION_CREDIT } from './assistant.tuning.js';

/** Words about *when* or grammar, never part of an event's name. */
const WHEN_WORDS = new Set(
  (
    'when what whats which where time times date dates day days start starts begin begins is are r was the a an of ' +
    'for to on at in this next coming upcoming does do did will meet meets meeting there be going happen happening ' +
    'school kids my our we they have has any it its please pls u you how about tell me week weekend month today ' +
    // "bookfair last day?": which day of the event, not part of its name
    'last first final one ones long go goes run runs ' +
    'tomorrow monday tuesday wednesday thursday friday saturday sunday mon tue tues wed thu thurs fri sat sun ' +
    'january february march april may june july august september october november december jan feb mar apr jun jul aug sep sept oct nov dec'
  ).split(' '),
);

/** Shorthand parents use for words of event titles. */
const SHORT: Record<string, string> = {
  info: 'information',
  conf: 'conference',
  conferences: 'conference',
  pics: 'picture',
  pic: 'picture',
  photo: 'picture',
  photos: 'picture',
  mtg: 'meeting',
  pta: 'pta',
  grad: 'graduation',
  // Subjects by their school names ("the math staar" is "STAAR Testing – Mathematics").
  math: 'mathematics',
  maths: 'mathematics',
  sci: 'science',
};

/** Fold a word: shorthand, then a light singular ("retakes" → "retake", "classes" → "class"). */
export function foldWord(word: string): string {
  const w = SHORT[word] ?? word;
  if (w.length > 4 && w.endsWith('ies')) return `${w.slice(0, -3)}y`;
  if (w.length > 4 && /(ss|sh|ch|x)es$/.test(w)) return w.slice(0, -2);
  if (w.length > 3 && w.endsWith('s') && !w.endsWith('ss')) return w.slice(0, -1);
  return w;
}

/** Lower-case words of a title or question, accents and possessives dropped ("Folklórico Club's" → folklorico, club). */
export function titleWords(text: string): string[] {
  return (
    text
      .toLowerCase()
      // "Folklórico Club" is "folklorico" to a parent typing without accents.
      .normalize('NFD')
      .replace(/\p{M}/gu, '')
      .replace(/[^a-z0-9' ]+/g, ' ')
      .split(/\s+/)
      .filter(Boolean)
      .map((w) => w.replace(/'s?$/, ''))
  );
}

/** A question word matches a title word: the same, a prefix of 5+ letters, or within 1–2 edits by length. */
export function sameWord(q: string, t: string): boolean {
  if (q === t) return true;
  if (q.length >= 5 && t.startsWith(q)) return true;
  const allowed = q.length >= 8 ? 2 : q.length >= 4 ? 1 : 0;
  return allowed > 0 && editDistance(q, t, allowed) <= allowed;
}

/** The topic words of a question (folded), without date and grammar words. */
export function topicWords(normalized: string, matchedDateText: string[] = []): string[] {
  const dateWords = new Set(matchedDateText.flatMap(titleWords));
  return [
    ...new Set(
      titleWords(normalized)
        .filter((w) => !WHEN_WORDS.has(w) && !dateWords.has(w) && !/^\d+(st|nd|rd|th)?$/.test(w))
        .map(foldWord),
    ),
  ];
}

/** Title words plus each adjacent pair written as one ("Book Fair" also reads "bookfair"). */
function withCompounds(list: string[]): string[] {
  return [...list, ...list.slice(1).map((w, i) => `${list[i]}${w}`)];
}

/** 0..1: share of the topic words the title (and, at half weight, the description) carries. */
export function titleMatch(topic: string[], event: Pick<EventCandidate, 'summary' | 'description'>): number {
  if (topic.length === 0) return 0;
  const title = withCompounds(titleWords(event.summary).map(foldWord));
  const desc = withCompounds(titleWords(event.description).map(foldWord));
  let score = 0;
  for (const q of topic) {
    if (title.some((t) => sameWord(q, t))) score += 1;
    else if (desc.some((t) => sameWord(q, t))) score += EVENT_DESCRIPTION_CREDIT;
  }
  return score / topic.length;
}
