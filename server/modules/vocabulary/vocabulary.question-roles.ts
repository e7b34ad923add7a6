import type { WordList } from './vocabulary.types.js';

/**
 * Words that decide the role a word of the question plays: a participle asked of its subject (after
 * a PASSIVE_AUXILIARIES verb, not after one of the NEGATIONS) and the side events of an event that
 * tables list under its name (SIDE_EVENTS). Data only (assistant.weigh-concepts.ts,
 * assistant.passages.ts); split from vocabulary.topics.ts, which was past 300 lines.
 */

/**
 * The verbs before a participle the question asks of its subject ("will the musical BE recorded",
 * "how do i GET him tested"): present and future only, since a past one ("got stuck in traffic") is
 * the parent's story (assistant.weigh-concepts.ts asksPassive).
 */
export const PASSIVE_AUXILIARIES: WordList = {
  name: 'passive auxiliaries',
  why: 'Cedar Bluff dev (fresh set 3): "will the into the woods musical be recorded" dropped "recorded" as narrative and was answered with the concessions; Desert Sky dev: "get tested for the gifted program".',
  words: ['be', 'is', 'are', 'being', 'get', 'gets', 'getting'],
};

/**
 * Negations, as parents type them with or without the apostrophe: a participle after one is what the
 * parent wants to avoid ("so he doesnt get marked truant"), not what is asked.
 */
export const NEGATIONS: WordList = {
  name: 'negations',
  why: 'Arroyo Vista and Ridgeview dev: "so he doesnt get marked truant", "so my son is not marked truant" were declined while the participle counted as asked (dev 787 → 784 without it).',
  words: [
    'not',
    'never',
    'no',
    'dont',
    'doesnt',
    'wont',
    'isnt',
    'arent',
    "don't",
    "doesn't",
    "won't",
    "isn't",
    "aren't",
  ],
};

/**
 * Side events of a school event that tables list under its name: "Graduation rehearsal (required)",
 * "Prom ticket sales", "Senior photo deadline". A row labelled so is about that side event, not the
 * event itself, unless the parent names it (assistant.passages.ts namesSideEvent).
 */
export const SIDE_EVENTS: WordList = {
  name: 'side events',
  why: 'Willow Creek dev: "what time is graduation" was answered with the "Graduation rehearsal (required)" row instead of Commencement; with it bench:fresh Willow Creek 33 → 35/50 and Desert Sky 31 → 32/50 (the lottery\'s "Application deadline" row), bench:answers dev and test unchanged.',
  words: [
    'rehearsal',
    'rehearsals',
    'practice',
    'practices',
    'tryout',
    'tryouts',
    'deadline',
    'registration',
    'signup',
    'orientation',
    'fitting',
    'meeting',
  ],
};

/**
 * A school's occasions, each its own event: a sentence about one ("The junior class hosts prom …;
 * there is no ticket charge") does not answer a question about another ("how many graduation
 * tickets do we get"), though one packet covers both (assistant.passages.ts namesOtherOccasion).
 */
export const OCCASIONS: WordList = {
  name: 'occasions',
  why: 'Willow Creek dev (fresh): "how many graduation tickets do we get" was answered with the prom\'s ticket sentence of the prom-and-graduation packet; with it Willow Creek 35 → 36/50, no other bench:fresh or bench:answers dev verdict moved.',
  words: [
    'prom',
    'graduation',
    'commencement',
    'concert',
    'musical',
    'carnival',
    'festival',
    'banquet',
    'recital',
    'dance',
    'fair',
    'promotion',
    'conference',
  ],
};

/**
 * Degrees a number or a clock answers without naming them ("how fast do i have to get there" →
 * "within 30 minutes", "how far is the stop" → "2 miles"): after "how" they stay the parent's
 * wording, not a word the answer must hold (assistant.weigh-concepts.ts asksDegree).
 */
export const MEASURED_DEGREES: WordList = {
  name: 'measured degrees',
  why: 'Maple Grove dev (fresh): "if the nurse calls me at work how fast do i have to get there" declined once "fast" was kept as asked.',
  words: ['fast', 'quick', 'quickly', 'soon', 'early', 'late', 'long', 'often', 'far', 'big', 'many', 'much'],
};
