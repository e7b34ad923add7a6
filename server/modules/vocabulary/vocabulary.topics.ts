import type { WordGroups, WordList } from './vocabulary.types.js';

/**
 * Word lists for grouping unanswered parent questions by topic (server/modules/assistant/
 * assistant.concepts.ts). The engine's own lists (vocabulary.parent-talk.ts, vocabulary.thesaurus.ts) fold school words for
 * retrieval; these add what a topic key needs on top: English stop words (the engine leaves those
 * to PostgreSQL's dictionary, which the grouping cannot call per question) and spellings of
 * everyday words parents write many ways ("wi-fi", "pwd") that no school document uses.
 */

/**
 * PostgreSQL's English stop words, as the engine's full-text search drops them (PostgreSQL 15
 * `share/tsearch_data/english.stop`, the Snowball list). Copied so the understanding step can tell,
 * before asking the database, which of a parent's words will never be a search term.
 */
export const POSTGRES_ENGLISH_STOP_WORDS: WordList = {
  name: 'postgres-english-stop-words',
  why: 'A long message\'s concept cap counted these, which the search drops anyway: "my sister is picking up my 2nd grader today bc i got called in for a late shift. shes not on the list, can i just call the front desk" lost "list", "front" and "desk" (blind dev part 6).',
  words: (
    'i me my myself we our ours ourselves you your yours yourself yourselves he him his himself she ' +
    'her hers herself it its itself they them their theirs themselves what which who whom this that ' +
    'these those am is are was were be been being have has had having do does did doing a an the and ' +
    'but if or because as until while of at by for with about against between into through during ' +
    'before after above below to from up down in out on off over under again further then once here ' +
    'there when where why how all any both each few more most other some such no nor not only own ' +
    'same so than too very s t can will just don should now'
  ).split(/\s+/),
};

/**
 * English stop words and question scaffolding: function words of the Snowball English list
 * (snowballstem.org, "english stop word list") plus the question frames parents type.
 */
export const TOPIC_STOP_WORDS: WordList = {
  name: 'topic-stop-words',
  why: 'Two wordings of one question share their content words, not their function words; without this list "is there a swim team" and "is there a dance" shared "is there".',
  words: (
    'a an the and or but if then else of at by for with about against between into through during before after ' +
    'above below to from up down in out on off over under again further once here there all any both each few ' +
    'more most other some such no nor not only own same so than too very s t can will just don should now ' +
    'i me my myself we our ours ourselves you your yours yourself yourselves he him his himself she her hers ' +
    'herself it its itself they them their theirs themselves what which who whom this that these those am is ' +
    'are was were be been being have has had having do does did doing would could might must shall may ' +
    'how when where why whats wheres whens hows whos anybody anyone anything everyone yall ya im ive id ' +
    'hi hello hey thanks thank please pls ok okay yes yeah plz question questions wondering wonder know tell ' +
    'want need get got give let us also still really much many offer offered offers date dates'
  ).split(/\s+/),
};

/**
 * Spellings folded into one topic word; the first entry of each group is the head (used in the
 * group's label). Keys are tokens as assistant.text.ts normalizeQuestion leaves them (lower case,
 * hyphens inside words kept).
 */
export const TOPIC_SYNONYMS: WordGroups = {
  name: 'topic-synonyms',
  why: 'The unanswered view groups "wifi password", "wi-fi pwd?" and "whats the wifi" as one topic; these spellings are not school-document words, so the engine lexicon does not fold them.',
  groups: [
    ['wifi', 'wi-fi', 'wi', 'fi', 'wireless', 'internet', 'network'],
    ['password', 'pwd', 'passwd', 'passcode', 'pw'],
    [
      'ipad',
      'ipads',
      'tablet',
      'tablets',
      'chromebook',
      'chromebooks',
      'laptop',
      'laptops',
      'device',
      'devices',
    ],
    ['counselor', 'counsellor', 'counseling', 'counselling'],
    ['graduation', 'graduate', 'graduating', 'promotion', 'ceremony'],
    ['tuition', 'cost', 'price', 'fee', 'fees', 'charge', 'pay', 'howmuch'],
    ['dog', 'dogs', 'pet', 'pets', 'puppy'],
    ['swim', 'swimming', 'swimmer', 'pool'],
    ['music', 'musical', 'instrument', 'instruments', 'piano', 'violin', 'guitar'],
    ['lesson', 'lessons', 'class', 'classes', 'course', 'courses', 'teach', 'taught', 'program', 'programme'],
    ['spanish', 'espanol'],
    ['dance', 'dances', 'disco', 'prom', 'ball'],
    ['mascot', 'mascots'],
    ['gifted', 'gt', 'talented', 'advanced'],
    ['pta', 'pto', 'parentteacher'],
    ['board', 'committee', 'officer', 'officers'],
    ['join', 'joining', 'member', 'membership', 'become'],
    ['summer', 'summertime'],
    ['parking', 'park', 'car', 'cars', 'lot'],
    ['prek', 'pre-k', 'preschool', 'prekindergarten', 'pre-kindergarten'],
    ['kindergarten', 'kinder'],
    ['lacrosse', 'lax'],
    ['team', 'teams', 'squad'],
    ['yearbook', 'yearbooks'],
    ['photo', 'photos', 'picture', 'pictures', 'pic', 'pics', 'photograph'],
  ],
};

/**
 * School subjects, as parents and documents name them. A subject qualifying an academic-help offer
 * (SUBJECT_HELP_OFFERS: "math tutoring", "tutoria de mate") is answered by the school's offer for
 * every subject ("Bobcat Boost tutorials are held Mondays and Wednesdays …") when the answer names
 * no subject at all; a sentence naming another subject ("Science tutorials: Room C104") does not.
 */
export const SCHOOL_SUBJECTS: WordList = {
  name: 'school subjects',
  why: 'Cedar Bluff dev: "is there math tutoring for my 8th grader" declined; its tutorials serve every subject (dev 697 → 698/846, wrong 55; test unchanged)',
  words: [
    'math',
    'maths',
    'mathematics',
    'algebra',
    'geometry',
    'reading',
    'writing',
    'english',
    'ela',
    'science',
    'history',
    'spanish',
    'french',
    'art',
    'music',
    'pe',
    'language',
    'languages',
  ],
};

/**
 * Offers of academic help that a school usually runs for every subject at once. Only these: with
 * any noun ("do you offer spanish classes", "math homework help") a softened subject left a generic
 * word that matched unrelated sentences ("Students can shop with their class"): dev −4 correct.
 */
export const SUBJECT_HELP_OFFERS: WordList = {
  name: 'subject help offers',
  why: 'a subject qualifying "classes" or "homework" is the question itself; qualifying tutoring it is not',
  words: ['tutoring', 'tutor', 'tutors', 'tutorial', 'tutorials'],
};

/**
 * Words that make a role another, lesser one: an "Assistant Principal" is not the principal a parent
 * asks for with "who is the principal" (Cedar Bluff dev: the 6th-grade assistant principal's row was
 * answered). Matched before the role word in a sentence; a question that says one asks for that role.
 */
export const RANK_QUALIFIERS: WordList = {
  name: 'rank qualifiers',
  why: '"who is the principal" was answered with "Assistant Principal – 6th Grade — Name: …"',
  words: ['assistant', 'asst', 'vice', 'associate', 'deputy', 'co'],
};

/**
 * Which one of a series a parent asks for ("the first payment", "the last game"), each rank with the
 * words that say it. A sentence naming the asked thing only as another rank ("Final payment — Due:
 * Thursday, April 1", "Payment 2 — …") is not about it (Cedar Bluff dev: "when is the first payment
 * due" was answered with the final payment). Grades ("3rd grade", "first grader") are no series.
 */
export const ORDINAL_RANKS: readonly { rank: string; words: readonly string[] }[] = [
  { rank: '1', words: ['first', '1st'] },
  { rank: '2', words: ['second', '2nd'] },
  { rank: '3', words: ['third', '3rd'] },
  { rank: '4', words: ['fourth', '4th'] },
  { rank: 'last', words: ['final', 'last'] },
];

/**
 * Words with a second sense that is never what a parent asking about the first means: the phone a
 * child brings is a device, while "by phone", "phone calls", "Phone / E-mail" and "phone number" are
 * the telephone line; "the office" is the main one, not the nurse's ("can my kid bring a phone" got "Phone calls are not accepted for pick-up
 * changes" at two bench schools). A sentence using the word only in that other sense does not cover
 * it, unless the question itself uses it so ("can i change pickup by phone") or asks for a number.
 */
export const OTHER_SENSES: Readonly<Record<string, { sense: RegExp; word: RegExp }>> = {
  // "the office" is the main (front) office, not the nurse's or the attendance office ("what time
  // does the office open? need to drop off a form" got the Nurse's Office hours at Cedar Bluff).
  office: {
    sense:
      /\b(?:nurse'?s?|health|attendance|counseling|counselor'?s?|guidance|district|transportation|registrar'?s?|athletics?|business|band|cafeteria|food\s+service)\s+offices?\b/gi,
    word: /\boffices?\b/gi,
  },
  // "show a photo ID", "show up": the verb, not a performance ("what time should my 2nd grader be
  // at the winter show" led with "The adult must … show a government photo ID").
  show: {
    sense:
      /\bshow(?:s|ed|ing)?\s+(?:up|proof|photo|id|identification|a|an|the|your|their|his|her|them|us|you)\b/gi,
    word: /\bshow(?:s|ed|ing)?\b/gi,
  },
  // "Winter Recess", "Thanksgiving Recess": the holiday, not the daily break a parent asks the time
  // of ("what time is recess for my 2nd grader" got the Winter Recess camps' hours).
  recess: {
    sense:
      /\b(?:winter|spring|fall|autumn|summer|thanksgiving|christmas|holiday|mid-?winter|mid-?year|february|april|november|december|semester)\s+recess\b/gi,
    word: /\brecess\b/gi,
  },
  // "pull forward", "pull up to the curb": the car line's driving, not taking a child out early ("can
  // i still pull him out at 1 for the dentist" led with "Please pull all the way forward in the
  // loop" at Cedar Bluff, fresh set; the early checkout rule was the answer).
  pull: {
    sense:
      /\bpull(?:s|ed|ing)?\s+(?:all\s+the\s+way\s+)?(?:forward|up|in|into|over|around|ahead|through|away|off|to\s+the\s+(?:curb|front|side)|out\s+of\s+(?:the\s+)?(?:lane|line|loop|lot|space|spot|driveway|parking))\b/gi,
    word: /\bpull(?:s|ed|ing)?\b/gi,
  },
  phone: {
    sense:
      /\b(?:by|via|over\s+the|on\s+the)\s+(?:tele)?phone\b|\bphone\s*(?:calls?|numbers?|#|lines?|tree|\/|:)|\bcall(?:s|ed)?\b[^.]{0,30}\bphone\b|\bphone\s+(?:(?:it|them|this|that)\s+)?in\b|\bphone\s+(?:the|us|them|her|him|you|ahead)\b/gi,
    word: /\bphones?\b/gi,
  },
};

/**
 * Who a price or a rule is for, when a table row says it ("Adult lunch (guests) — Charge: $5.50" and
 * "Student breakfast / lunch — Charge: No cost"): the parent asking for themselves or another adult
 * ("how much for me to eat lunch with my kid", Arroyo Vista dev: answered the student row; "if i want
 * to eat lunch with my son", "have lunch with her": the parent's own plan, a fresh blind set) or for
 * the child. `question` reads the asker's audience, `label` a row label's.
 */
export const AUDIENCES: Readonly<Record<'adult' | 'student', { question: RegExp; label: RegExp }>> = {
  adult: {
    question:
      /\b(?:for\s+me|me\s+to|can\s+i\s+(?:eat|buy|get|come|join)|i\s+(?:want|would\s+like|plan|am\s+going)\s+to\s+(?:eat|buy|come|join)|(?:eat|have\s+lunch)\s+with\s+(?:my|our|him|her|them)\b|for\s+(?:a\s+|an\s+|the\s+)?(?:parents?|adults?|grown-?ups?|visitors?|guests?|grandparents?)|(?:my|our)\s+(?:husband|wife|spouse|partner|mom|dad|grandma|grandpa|grandparents?))\b/,
    label: /\b(?:adults?|parents?|guests?|visitors?|grown-?ups?)\b/i,
  },
  student: {
    question:
      /\bfor\s+(?:my|a|the|our)\s+(?:kids?|son|daughter|child|children|students?|\d+(?:st|nd|rd|th)\s+grader)\b/,
    label: /\b(?:students?|child(?:ren)?|kids?|youth)\b/i,
  },
};

/**
 * Verbs that, right before their object, only say what one does with it: "eat lunch" is lunch,
 * "play football" is football, "join the PTA" is the PTA. Documents name the thing ("Lunch is inside
 * block 3/7: … 7th grade 12:55", "Football — Who: 7th & 8th grade boys") and seldom the verb, so the
 * verb is a soft concept when its object is a topic of the same part (assistant.understand.ts).
 */
export const OBJECT_VERBS: WordList = {
  name: 'object verbs',
  why: 'Cedar Bluff dev: "eat" (rarer than "lunch") made the visitors\' lunch rule lead "what time do 7th graders eat lunch", which has no time, so it declined.',
  words: ['eat', 'play', 'join', 'attend'],
};

/**
 * Who does the OBJECT_VERBS verb when it is the parent: "can i eat lunch with my son", "can parents
 * eat lunch with their kids" ask about the visit, which handbooks write with the verb ("Parents may
 * eat lunch with their own student on Fridays only"); the verb stays a topic (Cedar Bluff dev: "Lunch
 * is inside block 3/7" answered). Matched in the three words before the verb.
 */
export const PARENT_DOERS: WordList = {
  name: 'parent doers',
  why: 'Cedar Bluff dev: a parent asking to eat lunch with the child got the lunch schedule.',
  words: [
    'i',
    'we',
    'me',
    'us',
    'parent',
    'parents',
    'grandparent',
    'grandparents',
    'grandma',
    'grandpa',
    'family',
    'families',
  ],
};

/** Words between such a verb and its object: articles and possessives ("play for the school"). */
export const OBJECT_DETERMINERS: WordList = {
  name: 'object determiners',
  why: 'The object of an OBJECT_VERBS verb may follow an article or possessive: "eat his lunch".',
  words: ['a', 'an', 'the', 'his', 'her', 'my', 'their', 'our', 'your', 'some'],
};

/**
 * School services that come numbered, one of a series: a notice titled for one of them ("Bus Route 7
 * Change") is about that one, not the general rule (assistant.passages.ts). Rooms and doors are
 * places, not one of a series.
 */
export const NUMBERED_SERVICES: WordList = {
  name: 'numbered services',
  why: 'Maple Grove dev: the Route 7 notice answered four general bus questions on freshness (dev 846: 658 → 660, wrong 69 → 66).',
  words: ['route', 'bus'],
};

/**
 * Column headers of a dated table's side cells ("Monday, February 8 — What: PTO General Meeting;
 * Details: 6:00 p.m. in the Library – Spring Fling volunteers needed"): what such a cell names is
 * mentioned beside the row's own event, whose date the row gives (assistant.table-rows.ts).
 */
export const DETAIL_COLUMNS: WordList = {
  name: 'detail columns',
  why: "Cedar Bluff dev: 'when is the spring fling' was answered with the PTO meeting's day (dev 846: unanswerable declined 137 → 139 of 150, answers unchanged at 672; test unchanged).",
  words: [
    'details',
    'detail',
    'notes',
    'note',
    'description',
    'comments',
    'comment',
    'remarks',
    'info',
    'information',
  ],
};

/**
 * Line labels that name a kind of detail, not an event ("Date: Monday Dec 7", "Where: Library"): a
 * dated line under such a label is still about its heading's event (assistant.table-rows.ts).
 */
export const GENERIC_LABELS: WordList = {
  name: 'generic line labels',
  why: "A labelled line's day belongs to the event its label names, unless the label only says which detail follows. The rule (Ridgeview dev: 'when is the book fair' got the flyer's Family Night) moved dev 846 by one fixed and one broken, test 202 → 203/250, wrong 18 → 17.",
  words: [
    'date',
    'dates',
    'day',
    'days',
    'when',
    'time',
    'times',
    'hours',
    'where',
    'location',
    'place',
    'what',
    'who',
    'cost',
    'price',
    'reminder',
    'update',
    'new',
    'important',
    'schedule',
  ],
};

/**
 * Slash pairs that are no dates (assistant.day-mentions.ts): after these words a pair numbers blocks,
 * periods, grades, rooms or routes ("Block 3/7"); before the `after` words it is a fraction ("1/2 day").
 */
export const SLASH_PAIR_NOT_A_DATE = {
  name: 'slash pairs that are no dates',
  why: 'Cedar Bluff dev: "Lunch is inside block 3/7: … 7th grade 12:55" counted as another day\'s notice (test 196 → 197).',
  before: ['blocks?', 'periods?', 'grades?', 'rooms?', 'routes?', 'bus(?:es)?'],
  after: ['days?', 'hours?', 'hrs?', 'miles?', 'credits?'],
} as const;
