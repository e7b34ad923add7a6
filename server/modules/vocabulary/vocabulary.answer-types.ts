/**
 * Answer-type cues: what kind of value a parent's question asks for, and how such a value looks in
 * a school's documents. A question that asks for a phone number is answered only from a sentence
 * that holds one (a "phones" policy sentence is not an answer to "whats the office phone number").
 * Patterns are written for US school documents: "(609) 555-0142", "609.555.0142", "$3.10",
 * "8:35 AM", "1200 Ridge Road".
 */
import type { PatternRules, WordList } from './vocabulary.types.js';

export type ValueType = 'phone' | 'email' | 'address' | 'money' | 'time' | 'person' | 'count' | 'duration';

/** Staff roles a school names people by ("Principal: Dr. Dana Okafor", "Graciela Ortiz, LVN"). */
const ROLE =
  '(?:Principal|Assistant\\s+Principal|Vice\\s+Principal|Head\\s+of\\s+School|Director|Nurse|Counselor|Secretary|Office\\s+Manager|Registrar|Coach|Librarian|Superintendent|Coordinator|Dean(?:\\s+of\\s+Students)?|Teacher|Liaison|Clerk|Psychologist|Social\\s+Worker|Administrator|President|Vice\\s+President|Treasurer|Chair|RN|LVN|LPN)';
/** A written name: "Dana Okafor", "Dr. Dana Okafor", "Luis R. Ocampo", "Rubén Castañeda" (capitals matter). */
const NAME =
  "(?:(?:Mr|Mrs|Ms|Miss|Mx|Dr)\\.?\\s+)?\\p{Lu}[\\p{Ll}'’-]+(?:\\s+\\p{Lu}\\.)?\\s+\\p{Lu}[\\p{L}'’-]+";

/** Question cues, first match wins per type (several types may apply to one question). */
export const QUESTION_TYPE_CUES: PatternRules<ValueType> = {
  name: 'question type cues',
  why: 'A typed question must be answered by a sentence holding a value of that type, or declined.',
  rules: [
    {
      pattern:
        /\bphone\s*(?:number|#|no)\b|\b(?:number|#)\s+(?:for|to)\b|\b(?:number|#)\s+of\s+(?:the\s+)?(?:office|school|nurse|front\s*desk|attendance|main\s*office)\b|\b(?:office|school|nurse|attendance|front\s*desk)\s+(?:phone|number|#)\b|\b(?:what|which)\s+(?:number|#)\b|\b(?:nurse|coach|teacher|counselor|principal|secretary|director|coordinator|liaison|registrar|advis[eo]r|aide|sponsor)(?:'s|s'|es|s)?\s+(?:cell\s+|phone\s+|direct\s+)?(?:number|#)\b|\bwhat(?:s|\s+is)\s+(?:the|their|his|her|its)\s+(?:phone\s+)?(?:number|#)\b|\bhow\s+(?:do|can)\s+i\s+(?:call|phone|reach|get\s+a\s*hold\s+of)\b|\bnumber\s+to\s+call\b|\b(?:a|the|any)\s+(?:phone\s+)?(?:number|#)\s+(?:i|she|he|we|they|my\s+\w+)\s+(?:can|could|should)\s+(?:call|text)\b|\bwho\s+(?:do|should|can)\s+i\s+(?:even\s+|just\s+|actually\s+)?(?:call|tell|notify|inform|contact|let\s+know|talk\s+to|speak\s+(?:to|with)|ask|reach|text)\b|\b(?:extension|ext)\b/,
      value: 'phone',
      // "who do i tell": a number answers it, or who to turn to (the passage answerer accepts either).
      // "whats the nurses number": a person's or an office-holder's number (Willow Creek dev).
      example: 'whats the school office phone number',
    },
    {
      pattern:
        /\be-?mail\s+(?:address|for|of)\b|\bwho\s+(?:do|should|can)\s+i\s+(?:even\s+|just\s+)?e-?mail\b|\bwhat(?:s|\s+is)\s+(?:the\s+)?(?:\w+\s+){0,2}e-?mail\b|\be-?mail\s+(?:the\s+)?(?:office|nurse|principal|teacher)\b/,
      value: 'email',
      example: 'what is the nurse email',
    },
    {
      pattern:
        /\b(?:street\s+)?address\b(?!\s+(?:change|update))|\bwhere\s+is\s+(?:the\s+)?school\b|\bwhere\s+(?:are\s+you|is\s+it)\s+located\b/,
      value: 'address',
      example: 'whats the school address',
    },
    {
      pattern:
        /\bhow\s*much\b(?!\s+(?:homework|time|sleep|screen|reading|notice|longer|later|earlier|fever|temperature|temp)\b)|\b(?:cost|costs|price|prices|fee|fees|charge|tuition)\b|\$|\bis\s+(?:\w+\s+){1,3}(?<!(?:nut|peanut|gluten|dairy|smoke|drug|tobacco|scent|fragrance|latex|sugar|allergen|bully|weapon)\s)free\b/,
      value: 'money',
      // "is breakfast free" asks the price (dev answered it with the free-meal application sentence);
      // "is the cafeteria nut free" does not. "do we have to pay for X" was tried as a cue and not
      // kept: the answers ("Replacement cost", "may not charge fees") hold no amount (dev −2).
      example: 'how much is lunch, is breakfast free (not: how much homework)',
    },
    {
      pattern: /\bhow\s+many\b(?!\s+days?\s+(?:until|till|left|before|to)\b)/,
      value: 'count',
      // Dev: "how many kids per class in 1st grade" (unanswerable) was answered with a sentence
      // about lockers "during class".
      example: 'how many kids per class',
    },
    {
      // "how long is the musical", "how long does the background check take": a length of time
      // answers it. Not "how long does she have to stay home" or "how long can kids keep books",
      // answered by a rule ("may return after the first treatment") as often as by a length.
      // "how long do i have to send in the doctors note": the parent's own deadline is a length of
      // time too ("within 3 days"); Maple Grove dev answered it with "…inhalers with a doctor's note".
      pattern:
        /\bhow\s+long\s+(?:is|are|was|will|does|do|did)\b(?!.*\b(?:have|has|stay|keep|open)\b)|\bhow\s+long\s+(?:do|does|did)\s+(?:i|we|you|parents?)\s+(?:have|get)\s+to\b/,
      value: 'duration',
      example:
        'how long is the musical, how long do i have to send the note (not: how long does she have to stay home)',
    },
    {
      pattern:
        /\bwhat\s+times?\b|\bwat\s+time\b|\bshow\s*times?\b|\b(?:until|till)\s+(?:what|when)\b|\bwhat\s+hours?\b|\bhow\s+(?:late|early)\b|\bhow\s+long\s+(?:can|could|may|will)\s+(?:\w+\s+){1,3}stay\b|\bhow\s+long\s+(?:is|are)\s+(?:\w+\s+){1,3}open\b|\b(?:earliest|latest)\b|\bwhat\s+(?:is|are)\s+(?:the\s+)?(?:start|dismissal|pickup|end)\s+time\b|\b(?:at|on)\s+the\s+same\s+time\b/,
      value: 'time',
      // "how long can he stay in the after school program" asks until when: a clock time answers
      // it (Arroyo Vista dev: answered with the program's cost, the 6:00 p.m. left out).
      // "what times is the musical showing", "the show times": the bulletin's "See the flyer for show
      // times" holds none (Cedar Bluff fresh, wrong → declined). Not "practice times": two lines
      // each hold part of a schedule, and typed, the one with the other day's time led (Willow fresh).
      example: 'what time does school start, how long can he stay in aftercare',
    },
    {
      // A yes/no question about a clock time is answered by the time the documents give ("can i drop
      // my kid off at 7:30" → "Doors open at 7:45 am"; Maple Grove dev had the concert's "arrive at
      // 6:00 pm"). A bare hour ("he is always starving by 4") is the story's: dev broke one with it.
      // Dev 846: 677 → 678, wrong 58 → 57.
      pattern:
        /^(?:can|could|is|are|do|does|will|may)\b.*\b(?:at|by|before|after|until|til)\s+\d{1,2}(?::\d{2}\s*(?:am|pm)?|\s*(?:am|pm))\b/,
      value: 'time',
      example: 'can i drop my kid off at 7:30 (not: he is starving by 4)',
    },
    {
      // Who someone IS (a name is the answer), not who to call or tell ("the office" answers those).
      pattern:
        /\bwho\s+(?:is|are)\s+(?:the|our|my|his|her|their|\w+s)\b(?!(?:\W+\w+){0,4}\W+(?:call|contact|tell|ask|talk|email|text)\b)|\bwho\s+(?:runs|teaches|coaches|leads|directs|manages|coordinates)\b|\bwhat(?:s|\s+is)?\s+(?:(?:her|his|their|the)\s+)?(?:\w+\s+)?name\b|\bname\s+of\s+the\b/,
      value: 'person',
      example: 'who is the principal (not: who do i call when he is sick)',
    },
  ],
};

/**
 * Amounts that are no price, named anywhere in the question: "how much" then asks for them ("my 6th
 * grader says he never has homework, how much r they supposed to get") unless a price word says
 * otherwise ("how much is the homework club fee").
 */
export const UNPRICED_AMOUNT: RegExp =
  /\b(?:homework|sleep|screen\s+time|reading|notice|fever|temperature|temp)\b/;
export const PRICE_WORD: RegExp =
  /\$|\b(?:cost|costs|price|prices|fee|fees|charge|charges|pay|tuition|dollars?)\b/;

/**
 * A question asking for the steps of something ("how do i add her", "what do i do", "how does that
 * work", "is there paperwork"): the answer is the sentence that tells the parent what to do, not the
 * rule around it. Dev: five "someone else picks up" questions were answered with "Students are
 * released only to adults on the list…" instead of "To add a one-time adult: e-mail …". "what does
 * he need to bring" asks it of the adult sent (Willow Creek dev: got the office's contacts row).
 */
export const PROCEDURE_QUESTION: RegExp =
  /\bhow\s+(?:do|can|should|would)\s+(?:i|we)\b|\bhow\s+to\b|\bhowto\b|\bwhat\s+(?:do|does|should)\s+(?:i|we|he|she|they)\s+(?:need|have)\b|\b(?:what|which)\s+(?:form|forms|paperwork)\b|\bis\s+there\s+(?:a\s+)?(?:form|paperwork)\b/;

/**
 * A question asking where news is published ("how do i find out what time the bus comes", "how
 * will i know if school is closed", "where can i check her grades"): the answer is where the school
 * posts it (PUBLISHED_SENTENCE), not the value itself. Maple Grove dev: "how do i find out what time
 * the bus comes to our stop" was answered with "Students must be at their bus stop 5 minutes
 * before the scheduled time" instead of "Bus routes and stop times are mailed … and posted on the
 * school website".
 */
export const FIND_OUT_QUESTION: RegExp =
  /\bhow\s+(?:do|can|will|would|should)\s+(?:i|we)\s+(?:find\s+out|know|check|look\s+up|hear|get\s+notified)\b|\bwhere\s+(?:can|do|would|should)\s+(?:i|we)\s+(?:find\s+out|find|check|look\s+up|see)\b/;

/** A sentence saying where the school publishes something: a website, a mailing, an app, a text. */
export const PUBLISHED_SENTENCE: RegExp =
  /\b(?:website|web\s*site|posted|post|mailed|mails|app|portal|online|text\s+messages?|texts?|newsletters?|announced|announcements?|parentsquare|skyward|remind|dojo|notif(?:y|ied|ication|ications))\b|\.(?:org|com|net|gov|edu|example)\b/i;

/**
 * A question that asks for a calendar date in so many words ("what date does school end in june",
 * "what dates is it", "confirm the date of spring picture day"): only a sentence naming a particular
 * day answers it. "when" and "what day" are not enough ("every Wednesday" answers "what day is early
 * release"). Dev: both such unanswerable questions were answered, with the dismissal times and with
 * a camp "in March".
 */
export const DATE_QUESTION: RegExp = /\b(?:what|which)\s+dates?\b|\bthe\s+dates?\s+(?:of|for)\b/;

/**
 * A sentence that tells the reader what to do: an imperative opening the sentence or following "To
 * …:", "please" or a condition ("E-mail the front desk…", "To add a one-time adult: e-mail…",
 * "Please complete the form…", "If your child will be absent, call the attendance line…"), or an
 * obligation put on families or on whoever the question is about ("parents must send a note", "you
 * need to call", "Volunteers must complete the background check", "Athletes must have a physical on
 * file").
 * What a parent does, in the present tense, is a step too ("Parent/guardian drops it off in the
 * original labeled container with Form MED-1"; see assistant.continuation.ts for its bench figure).
 */
export const INSTRUCTION_SENTENCE: RegExp =
  /(?:^|:\s*|\bplease\s+|^(?:if|when|before|after|once|whenever)\b[^,;.]{1,80},\s*)(?:e-?mail|call|send|submit|complete|fill\s+out|bring|come|contact|sign|return|add|log\s+in|go\s+to|visit|register|apply|download|print|write|notify|turn\s+in|ask|pay|text|report|request|upload|stop\s+by|pick\s+up|drop\s+off)\b|\b(?:parents?|families|family|guardians?|you|volunteers?|chaperones?|visitors?|adults?|applicants?|students?|athletes?|players?)\s+(?:must|should|need\s+to|will\s+need\s+to|have\s+to|may|can)\s+\w+|\b(?:parents?|guardians?|families)\s+(?:drops?|brings?|sends?|signs?|completes?|submits?|returns?|fills?\s+out)\b/i;

/**
 * A sentence that names a place: a room, a part of the campus or a street ("in the cafeteria",
 * "Room 214", "at the Kostner gate", "the Main Office"). "where is aftercare held" is answered by the
 * sentence saying where, not by the one about its fee. Dev: "where is aftercare held" answered with
 * the fee update.
 */
/**
 * A question asking where: "where", or "which room / door / gate …" ("which room is the book fair
 * in"). Its answer names a place (PLACE_SENTENCE), and a place on an event's dated line is that
 * event's place (assistant.selection.ts): Ridgeview dev "which room is the book fair in, and …" was
 * answered with a new teacher's Room 118 (dev 846 and test verdicts unchanged; the part is right).
 * A relative "where" after a noun asks no place ("is there a number she can call where someone
 * speaks spanish" asks a phone number; dev 846: 684 → 685), unless the noun is a place ("a spot
 * where i can park").
 */
export const PLACE_QUESTION: RegExp =
  /(?:^|[^\w\s]\s*|\b(?:and|so|but|or|know|tell\s+me|ask|idea|sure)\s+)(?:where|wheres)\b|\b(?:where|wheres)\s+(?:is|are|do|does|did|can|could|should|will|would|r|was|were|s|has|have|to|the)\b|\b(?:where|wheres)\s*$|\b(?:place|spot|area)\s+where\b|\b(?:which|what)\s+(?:room|door|doors|gate|entrance|exit|building|classroom|location)\b/;

export const PLACE_SENTENCE: RegExp =
  /\b(?:room|rm\.?|cafeteria|gym|gymnasium|library|office|front desk|auditorium|mpr|multipurpose|playground|field|parking lot|lot|entrance|exit|gate|door|doors|hall|hallway|lobby|building|campus|classroom|portable|stage|street|avenue|ave\.?|road|blvd|lane|loop|curb|curbside)\b/i;

/** How a value of each type looks in a document sentence. */
export const VALUE_PATTERNS: Readonly<Record<ValueType, RegExp>> = {
  // An extension of the school's main line ("call the office at ext. 201") is how the school says
  // the number (Willow Creek dev: every office was listed by extension).
  // "Ext.: 110": a contact table's extension column reads as "Header: value".
  phone: /(?:\(\d{3}\)\s?|\b\d{3}[\s.-])\d{3}[\s.-]\d{4}\b|\bext\.?:?\s?\d{2,5}\b|\bextension:?\s\d{2,5}\b/i,
  email: /[\w.+-]+@[\w-]+(?:\.[\w-]+)+/,
  address:
    /\b\d{1,6}\s+(?:[NSEW]\.?\s+)?(?:[A-Z0-9][\w'.]*\s+){1,4}(?:Street|St|Avenue|Ave|Road|Rd|Boulevard|Blvd|Drive|Dr|Lane|Ln|Way|Court|Ct|Place|Pl|Parkway|Pkwy|Highway|Hwy|Circle|Cir|Terrace|Trail)\b/,
  // An amount may be written in words: a lost library book is charged "Replacement cost" (Arroyo
  // Vista dev: "what do they charge" for an unreturned book got a Chromebook charger's $30 beside it).
  // "free" alone, not the end of a compound: "fever-free for 24 hours", "nut-free tables" name no price.
  money:
    /\$\s?\d|\b\d+(?:\.\d{2})?\s*(?:dollars|cents)\b|(?:^|[^\w-])free\b|\bno\s+(?:cost|charge)\b|\b(?:replacement|full|actual)\s+(?:cost|price|value)\b/i,
  time: /\b\d{1,2}(?::\d{2})?\s*(?:am|pm|a\.m\.|p\.m\.)|\b\d{1,2}:\d{2}\b|\bnoon\b|\bmidnight\b/i,
  // A number, in digits or words ("24 students", "three late sign-outs").
  count:
    /\b\d+\b|\b(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|thirty|forty|fifty|hundred|dozen)\b/i,
  // A length of time ("about two weeks", "30 minutes", "1-2 hours", "within 3 school days") or a span of clock times that
  // measures one ("7:00–8:30 p.m.", "6:00 to 7:30 p.m.").
  duration:
    /\b(?:\d+(?:\.\d+)?|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|thirty|forty|forty-five|fifty|sixty|ninety|an?|half\s+an?)(?:\s*(?:-|–|to)\s*\d+)?[\s-]*(?:(?:school|business|calendar|working|instructional)\s+)?(?:minutes?|mins?|hours?|hrs?|days?|weeks?|wks?|months?)\b|\b\d{1,2}(?::\d{2})?\s*(?:a\.?m\.?|p\.?m\.?)?\s*(?:-|–|—|to|until)\s*\d{1,2}(?::\d{2})?\s*(?:a\.?m\.?|p\.?m\.?)/i,
  // A named person: "Ms. Rivera", "Principal Dana Okafor", "Dana Okafor, Principal", "Name: Priya Raman";
  // a school's Spanish page writes "la Sra. Ochoa".
  // Case-sensitive, so it cannot run as PostgreSQL's case-insensitive `~*` (see SQL_VALUE_TYPES).
  person: new RegExp(
    `\\b(?:Mr|Mrs|Ms|Miss|Mx|Dr|Sr|Sra|Srta|Coach|Principal|Nurse|Dean)\\.?\\s+\\p{Lu}\\p{Ll}+|\\bName\\s*:\\s*${NAME}|${NAME},?\\s+(?:the\\s+)?(?:our\\s+)?(?:\\p{Lu}[\\p{L}'’-]*\\s+){0,3}${ROLE}\\b|\\b${ROLE}\\s*(?::|—|–|-|is)?\\s*${NAME}`,
    'u',
  ),
};

/**
 * Value types whose pattern also works as a case-insensitive PostgreSQL regular expression, so
 * chunks holding such a value can be fetched by it. A person's name is told by its capitals only.
 */
export const SQL_VALUE_TYPES: readonly ValueType[] = ['phone', 'email', 'address', 'money', 'time'];

/**
 * Value types rare enough in a school's text that requiring one narrows the chunks an asked word
 * matches (assistant.retrieval.ts VALUE_CHUNKS); a clock time is on almost every page.
 */
export const RARE_VALUE_TYPES: readonly ValueType[] = ['money', 'phone'];

/**
 * Nouns that make an ordinal something other than a day: "3rd grade", "2nd time", "1st floor".
 * Without this, "where is the 3rd grade field trip going" was answered "For Thursday, December 3".
 */
export const ORDINAL_NOT_A_DAY: WordList = {
  name: 'ordinal nouns that are not days',
  why: 'An ordinal followed by one of these words is a grade, a count or a place, never a date.',
  words: [
    'grade',
    'grades',
    'grader',
    'graders',
    'time',
    'times',
    'place',
    'floor',
    'period',
    'hour',
    'quarter',
    'semester',
    'trimester',
    'year',
    'class',
    'street',
    'st',
    'ave',
    'avenue',
    'child',
    'kid',
    'son',
    'daughter',
    'birthday',
    'anniversary',
    'round',
    'half',
    'tardy',
    'absence',
    'offense',
    'violation',
    'warning',
    // Grading periods: "the 3rd nine weeks" is a term, not nine weeks from today (Cedar Bluff dev:
    // "when do 3rd nine weeks report cards come out" was answered "For Tuesday, April 6").
    'nine weeks',
    'six weeks',
    'marking period',
    'grading period',
  ],
};

/**
 * Words that only name the "when" asked for ("confirm the date of spring picture day"): with a
 * "when" slot they are no topic. Dev: "date", the part's rarest word, kept the picture-day notice
 * out of that formal message.
 */
export const WHEN_TYPE_WORDS: WordList = {
  name: 'when type words',
  why: 'A "when" question names the date it asks for; the answer need not repeat the word.',
  words: ['date', 'dates'],
};

/**
 * Words that only say which type of value is wanted ("number", "address", "email"): once the type
 * is known they are not topics, because a contact table says "Main Office (609) 555-0142", never
 * "the main office number is". Keeping them as topics declined every contact question of the
 * bench's table-style schools.
 */
export const TYPE_WORDS: Readonly<Record<ValueType, readonly string[]>> = {
  phone: [
    'phone',
    'number',
    'numbers',
    // "whats the main number": the school's general line, which contact tables head "Main Office"
    'main',
    'telephone',
    'call',
    'contact',
    'num',
    'no',
    'talk',
    'speak',
    'reach',
    // "whats the nurses extension": a number on the main line ("School Nurse — Ext.: 110").
    'extension',
    'ext',
    // "whats the direct number for the nurse", "how do i reach the nurse directly": the nurse's own
    // number, which a contact table lists beside the nurse; "direct" is no topic (Cedar Bluff fresh:
    // declined the nurse's line).
    'direct',
    'directly',
  ],
  email: ['email', 'e-mail', 'mail', 'address', 'contact'],
  address: ['address', 'located', 'location', 'street'],
  money: ['cost', 'costs', 'price', 'much', 'howmuch', 'pay', 'free'],
  count: ['many'],
  duration: ['long'],
  time: ['time', 'times', 'hours', 'hour', 'clock', 'earliest', 'latest'],
  // "who runs ridge club": the verb only asks who; the club is the topic.
  person: [
    'name',
    'names',
    'runs',
    'run',
    'leads',
    'directs',
    'manages',
    'coordinates',
    'teaches',
    'coaches',
  ],
};

/**
 * A notice that says it changes an earlier one ("Course Selection Night has moved to Thursday",
 * "UPDATE: new date", "rescheduled", "postponed", "cancelled", "correction"): its sentences replace an
 * older document's about the same thing (assistant.answer-passage.ts).
 */
export const CHANGE_NOTICE: RegExp =
  /\b(?:updated?|change[ds]?|schedule\s+change|moved|rescheduled|postponed|cancell?ed|correction|corrected|revised|new\s+(?:date|time|location|room))\b/i;

/**
 * A sentence moving a thing to another day ("Picture Retake Day has been moved to Tuesday, January
 * 12"): the answer to "is it next wednesday?", however other days' news is ranked down.
 */
export const MOVED_TO_ANOTHER_DAY: RegExp = /\b(?:moved|rescheduled|postponed)\b/i;

/**
 * The parent asks whether they may do something ("can i just call the front desk", "could we …",
 * "may i …"): a contact directory row does not answer it (assistant.selection.ts CONTACT_ROW_FACTOR).
 */
export const PARENT_ASKS_PERMISSION: RegExp = /\b(?:can|could|may)\s+(?:i|we)\b/;

/**
 * Whether someone may do something ("can my daughter wear shorts", "can he bring his phone", "is she
 * allowed to …"): a price row ("PE uniform (shirt and shorts) — Charge: $20") does not answer it
 * unless an amount is asked too (assistant.selection.ts PRICE_ROW_FACTOR).
 */
export const ASKS_ALLOWED: RegExp =
  /\b(?:can|could|may)\s+(?:i|we|he|she|they|my\s+\w+|(?:the\s+)?(?:kids?|students?|child|children))\b|\b(?:allowed|permitted)\s+to\b/;

/**
 * A question asking whether something is allowed ("can she wear flip flops to school", "may we bring
 * cupcakes", "is it ok to park in the bus loop"): a yes/no answer fits it (assistant.answer-passage.ts).
 */
export const ASKS_IF_ALLOWED: RegExp =
  /^(?:can|could|may)\s+(?:i|we|he|she|they|my|our|the\s+kids?|kids|students?|parents?)\b|^(?:is|are)\s+(?:it|they|we|students?|kids)\s+(?:ok|okay|allowed|permitted)\b/;

/**
 * A rule sentence saying no ("Flip-flops, slides and heeled shoes are not allowed", "Students may not
 * carry medication"): when it leads the answer to ASKS_IF_ALLOWED and names the thing asked, the
 * reply starts "No — ". Never a "No" the sentence does not say.
 */
export const SAYS_NO: RegExp =
  /\b(?:(?:is|are)\s+not\s+(?:accepted|allowed|permitted)|not\s+allowed|may\s+not|must\s+not|(?:is|are)\s+(?:prohibited|forbidden|banned))\b/i;

/** An exception beside a refusal ("…; store-bought ones are welcome", "unless…", "only…"): not a plain no. */
export const BUT_ALLOWS: RegExp =
  /\b(?:only|except|unless|but|however|instead|welcome|may\s+(?!not\b)\w+|(?:is|are)\s+(?:allowed|permitted|accepted))\b/i;

/**
 * The parent asks about paying: an amount ("how much", "cost", "price") or being charged ("do i get
 * charged", "is there a fee"). An answer naming a rate without its amount ("…are charged the drop-in
 * rate") then brings the line giving it (assistant.answer-rate.ts; Ridgeview dev).
 */
export const ASKS_ABOUT_PAYING: RegExp =
  /\b(?:how much|howmuch|cost|costs|price|charged?|charges|fees?|pay|owe)\b/;

/**
 * Occasions a school holds on their own days: a question about one of them is answered by the
 * line that dates it ("Spring conferences are Thursday, April 22, from 1:30 to 7:00 p.m."), which
 * for the regular day ("what time is dismissal") would be another day's exception.
 */
export const EVENT_WORDS: ReadonlySet<string> = new Set(
  'conference conferences concert concerts graduation commencement prom dance play musical carnival festival fair fundraiser sale auction assembly ceremony banquet meet tournament game games recital showcase performance'.split(
    ' ',
  ),
);
