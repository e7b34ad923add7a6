/**
 * How parents write (the engine's "understand" stage reads questions with these): multi-word school
 * phrases folded into one token (filler that carries no topic is in vocabulary.filler.ts, SMS
 * shorthand in vocabulary.shorthand.ts). Data only; assistant.text.ts applies them. Sources: common school-office
 * wording (handbooks, newsletters) and texting habits. Add words here, then re-run
 * `npm run bench:answers` and compare the dev split's misses (tune on dev only).
 */

import { ERRAND_PHRASES } from './vocabulary.parent-talk-errands.js';

/** Multi-word spellings folded into one token before tokenizing, so synonyms see one word. */
export const PHRASES: [RegExp, string][] = [
  ...ERRAND_PHRASES,
  // "how many kids are in each class", "students per class", "class sizes": one measure, the class
  // size, not a class and a number ("passing all classes on the 3rd nine weeks report card" answered
  // "how many kids are in each class at cbms", an unanswerable question; Cedar Bluff dev and fresh).
  [
    /\b(?:kids|students|children|kiddos)\s+(?:are\s+|r\s+)?(?:there\s+)?(?:in|per)\s+(?:(?:each|a|the|every|one|their|his|her|my)\s+)?(?:\w+'?s\s+)?class(?:room)?(?:es|s)?\b|\bclass\s+sizes?\b/g,
    'classsize',
  ],
  // "where does she go when she gets there": arriving (late arrivals sign in at the office).
  [/\b(?:get|gets|getting)\s+there\b(?!\s+by)/g, 'arrive'],
  // "r there buses after school", "is the book fair open after school": a time of day (filler, like
  // "afternoon"), not the after-school program ("is there after school", "sign up for after school",
  // "after school care"). Maple Grove dev: "r there buses after school" got the early-dismissal
  // notice's "Buses leave at 12:40 pm, and Kids Club aftercare is open …" (dev 846: 678 → 679,
  // wrong 57 → 56; test unchanged).
  // "is there any tutoring he can go to before or after school": either end of the school day, so no
  // time is asked (Cedar Bluff dev: the after-school program's word had to be in the answer).
  [
    /\bbefore\s+(?:school\s+)?or\s+after[\s-]+school\b|\bafter\s+(?:school\s+)?or\s+before[\s-]+school\b/g,
    ' ',
  ],
  [
    /(?<=\b(?:buses|bus|open|pickup|pick\s+up|practice|meet|meets|stay|home|out|leave|leaves)\s+)after[\s-]+school\b(?!\s+(?:program|programs|care|childcare|daycare|club|clubs|activities|activity|sports|tutoring))/g,
    'afternoon',
  ],
  // "how much is after care per week": "after" and "before" are stop words to the search, so "After
  // care only — Weekly: $80" and "Before care only — Weekly: $45" read alike (Desert Sky dev: the
  // before-care price answered).
  // "Before and after care — Weekly: $110", "kids club before AND after": both programs, each its own
  // word, so the row for both outranks "Before care only" (Desert Sky dev: the before-care price).
  [/\bbefore\s+(?:and|&|\+|n)\s+after(?:[\s-]*care)?\b(?![\s-]+school\b)/g, 'beforecare aftercare'],
  [/\bafter[\s-]*care\b/g, 'aftercare'],
  [/\bbefore[\s-]*care\b/g, 'beforecare'],
  [/\bafter[\s-]+school\b/g, 'afterschool'],
  [/\bbefore[\s-]+school\b/g, 'beforeschool'],
  // "when do report cards come out", "when does the yearbook come out": when it is released, which
  // the date answers; "come out" is no topic ("Early Dismissal – Report Cards: Friday, January 29").
  [/\b(?:come|comes|coming|came)\s+out\b/g, ' '],
  // "is there after school care": the care is the program itself; "care" alone weighed most and
  // no handbook wrote it ("Ridge Club runs … until 6:00 PM"). "program" stays a word: folding it
  // too cost three dev answers ("is the after school program free").
  [/\b(afterschool|beforeschool)\s+(?:care|childcare|daycare)\b/g, '$1'],
  // "what are the school hours": when the school day starts and when it ends (two rows of a bell
  // schedule), not a program's "hours".
  [
    /\b(?:school|class)\s+hours\b|\bhours\s+of\s+(?:school|the\s+school\s+day)\b/g,
    'start time and dismissal time',
  ],
  // "the school play", "the spring play": a show (flyers say musical, performance, theatre), not
  // playing ("can he play football").
  [/\b(the|a|school|spring|winter|fall|holiday|class|drama)\s+plays?\b/g, '$1 show'],
  [/\bdress[\s-]+code\b/g, 'dresscode'],
  // "what time does 7th grade actually eat", "when do the kids eat": a student eating, with nothing
  // named, is at lunch (Cedar Bluff dev: "eat" alone found no bell row; "Lunch … 7th grade 12:55").
  [
    /\b((?:grade|graders?|kids?|class|students?|children|he|she|they)\s+(?:actually\s+|usually\s+|normally\s+)?)eat\b(?!\s+(?:lunch|breakfast|dinner|snack|with|at|in|on|the|a|an|his|her|their|outside|inside|there))/g,
    '$1eat lunch',
  ],
  // "do the kids dress up for the reading night": a costume or theme to wear, which flyers say as
  // "Wear your pajamas!" (thesaurus `dressup`; Arroyo Vista fresh: declined).
  [/\bdress(?:es|ed|ing)?\s+up\b/g, 'dressup'],
  // "is there some kind of family reading night": a hedge; "kind" was the heaviest topic word
  // (Arroyo Vista fresh: declined the Family Literacy Night).
  [/\b(some|any|a|what)\s+(?:kinds?|sorts?|types?)\s+of\b/g, '$1'],
  // "her apple watch", "a gizmo watch": a smartwatch ("apple" alone stems to "appl", which the
  // stemmer also makes of "apply": "Siblings … must still apply" covered it).
  [/\b(?:apple|gizmo|galaxy|samsung|garmin|fitbit|kids?)\s+watch(es)?\b/g, 'smartwatch'],
  // "can she wear her smartwatch": having the device is asked, not the dress code.
  [
    /\b(?:wear|wears|wearing)\s+(?=(?:(?:her|his|their|my|a|an|the)\s+)?(?:smartwatch|watch|airpods|earbuds|headphones)\b)/g,
    'have ',
  ],
  [/\bpick(?:ing|s)?\s+up\b/g, 'pickup'],
  // "what time do i grab my 7th grader", "when can i get my kid": picking the child up; not "getting
  // my son into after school care", "get my son a lunch" nor "get my son tested" (enrolled, signed …).
  [
    /\b(?:grab|grabbing|get|getting|collect|collecting|fetch)\s+(?=(?:my|our)\s+(?:kids?|son|daughter|child|children|boy|girl|\d+(?:st|nd|rd|th)\s+grader|kinder\w*|little\s+one)\b(?!\s+(?:into|in|a|an|some|[a-z]+ed|to|on\s+(?:the\s+)?(?:list|bus|team|waitlist))\b))/g,
    'pickup ',
  ],
  // "when do they get out for summer": the school year's end, which calendars name "Last Day of
  // School" (before the dismissal fold).
  [/\b(?:get|gets|getting|let|lets)\s+out\s+for\s+(?:the\s+)?summer\b/g, 'last day of school'],
  // "the next day the kids are off", "are they off friday": a day off, as "day off" folds.
  [/\b(?:kids|students|they|we|school)\s+(?:are|r|is)\s+off\b/g, 'dayoff'],
  [/\b(?:get|gets|getting|let|lets)\s+out\b/g, 'dismissal'],
  // "when do they let the kids out": the school lets them out, with the children named between.
  [
    /\b(?:let|lets|letting)\s+(?:(?:the|my|our)\s+)?(?:kids|children|students|them|him|her|class)\s+out\b/g,
    'dismissal',
  ],
  // "who do i make the check out to": a payment by check, not borrowing (library check-out).
  [/\bmake\s+(?:the\s+|a\s+|my\s+)?checks?\s+(?:out\s+)?(?:payable\s+)?to\b/g, 'check payable to'],
  [/\bcheck(?:ing|s)?\s+out\b/g, 'borrow'],
  [/\b(?:get|gets|getting|be)\s+(?=to\s+(?:the\s+|school\b))/g, 'arrive '],
  // "what time does she have to be inside the building so she doesnt get marked tardy": being in
  // the building by a time is arriving (Ridgeview: "inside" and "building" declined the first bell).
  [/\b(?:be|get|gets|getting)\s+(?:inside|in)\s+(?:the\s+)?(?:building|school|classroom|class)\b/g, 'arrive'],
  // Trips and concerts give a call time: "Students report to the band hall at 5:30 a.m.", "report at
  // 6:15 p.m." is when to arrive (Cedar Bluff dev: "what time does my son need to be at school for
  // the band trip" got the tardy bell). Folded, not a synonym: "report an absence" is no arrival.
  // "what time do the band kids have to report for the pops concert" asks the same.
  [
    /(?<!\b(?:progress|card|a|the|your|this|that|his|her|my)\s)\breport(?:s|ed|ing)?\s+(?=(?:to|at|for)\b)/g,
    'arrive ',
  ],
  // "what time does she have to be there by": the arrival deadline (first bell, tardy).
  [
    /\b(?:have|has|need|needs)\s+to\s+(?:be|get)\s+(?:there|at\s+school|in\s+class)\b|\b(?:be|get)\s+there\s+by\b/g,
    'arrive',
  ],
  // "what happens if my child is late", "he was running late": arriving after the bell is tardiness
  // (handbooks: "Students arriving after 8:10 am are marked tardy"), not a late pick-up fee. "arrives
  // late" keeps both words: "Front Desk (visitors, late arrivals …)" says where to go. "gonna be late
  // getting my kids from kids club": the parent late to collect them, a late pick-up (Desert Sky dev).
  [
    /\b(?:is|are|was|were|be|being|running|runs?)\s+late\b(?!\s+(?:for|to)\s+(?:pick|the\s+pick|after)|\s+(?:getting|picking|grabbing|collecting|pickup|to\s+get|to\s+grab))/g,
    'tardy',
  ],
  // "is it too late to order a yearbook": whether a deadline has passed, not lateness to school
  // (Cedar Bluff dev: the tardy rule joined the yearbook answer).
  [/\b(?:too|to)\s+late\s+(?=to\b)/g, ' '],
  // "can i pull him at 3:40 or is that too late": whether the time asked is still allowed, not
  // lateness to school (Cedar Bluff dev: the tardy rule led the early-checkout answer).
  [/\b((?:is|was)\s+(?:that|it|this)|thats|that's|its|it's)\s+too\s+(?:late|early)\b/g, '$1'],
  // "how late is the office open", "how early can i drop her off": a clock time is asked (opening
  // hours, the earliest drop-off), not lateness ("Late work: -10% per day") nor earliness.
  [/\bhow\s+(?:late|early)\b(?!\s+(?:is\s+)?(?:too|tardy|considered))/g, 'what time'],
  // "whats for lunch tomorrow" asks for the menu, not the lunch price.
  [/\bwhat(?:s|\s+is)?\s+for\s+(lunch|breakfast|dinner)\b/g, 'what is the $1 menu'],
  [/\bthrow(?:ing|s|n)?\s+up\b|\bthrew\s+up\b/g, 'vomiting'],
  // "how much is lunch" asks for money; "how much homework" does not.
  [
    /\bhow\s+much\s+(?=is\b|are\b|does\b|do\b|will\b|would\b|for\b|to\b|it\b|money\b|per\b|\$|$)/g,
    'howmuch ',
  ],
  [/\bday\s+off\b/g, 'dayoff'],
  [/\bno\s+school\b/g, 'noschool'],
  [/\bschool\s+closed\b/g, 'noschool'],
  [/\bfield\s+trips?\b/g, 'fieldtrip'],
  // "do they do a field day": the event, not a field or a day (Maple Grove dev: "at the school field"
  // answered it).
  [/\bfield\s+days?\b/g, 'fieldday'],
  [/\breport\s+cards?\b/g, 'reportcard'],
  [/\bparent[\s-]+teacher\b/g, 'parentteacher'],
  [/\blost\s+(?:and|&|n)\s+found\b/g, 'lostfound'],
  // "where do they keep the lost stuff": the lost and found by another name (Ridgeview dev).
  [/\blost\s+(?:stuff|things|items|clothes|clothing|property|belongings)\b/g, 'lostfound'],
  [/\bsign[\s-]+up\b/g, 'signup'],
  // "how do i sign my son up": the child between the verb and its particle, as for pick-ups.
  [/\bsign(?:ing|ed)?\s+(?:him|her|them|(?:my|our)\s+(?:\w+\s+)?\w+|the kids?)\s+up\b/g, 'signup'],
  [/\bhalf[\s-]+days?\b/g, 'halfday'],
  // "can he try out for the school team": the sport's tryouts (left as "try" and "out", both filler).
  [/\b(?:try|tries|trying|tried)[\s-]+outs?\b/g, 'tryout'],
  // "this friday is the short day right? what time do buses leave that day": a shortened school day,
  // not "short" (the stemmer's "shorts": Cedar Bluff dev, the PE uniform row answered the buses).
  [/\bshort[\s-]+days?\b/g, 'halfday'],
  [/\bsnow\s+days?\b/g, 'snowday'],
  // Procedure scaffolding: "how does that work", "what do i (have to|need to) do", "what should we do"
  // ask for the steps of the topic around them; their words ("work", "do") are not the topic.
  [/\bhow\s+(?:does|do|will)\s+(?:that|this|it)\s+work\b/g, 'howto'],
  [/\bwhat\s+(?:do|should|can|must)\s+(?:i|we)\s+(?:(?:have|need)\s+to\s+)?do\b/g, 'howto'],
  // "what does my daughter need to do before she can start volleyball": the steps, for the child.
  [
    /\bwhat\s+(?:does|do|should|must)\s+(?:he|she|they|(?:my|our)\s+\w+)\s+(?:have|need)\s+to\s+do\b/g,
    'howto',
  ],
  [/\bwhat\s+(?:is|are)\s+the\s+(?:steps|process|procedure)\b/g, 'howto'],
];

/**
 * The one-word compounds the phrase folds above write ("lost and found" → lostfound). A question
 * word that is part of one said in the same question ("she lost her jacket, where is the lost and
 * found") is the same topic said twice, not a second one (Arroyo Vista dev: "lost" led to "Lost
 * library book — Charge: Replacement cost").
 */
export const FOLDED_COMPOUNDS: ReadonlySet<string> = new Set([
  'classsize',
  'pickup',
  'dropoff',
  'childcare',
  'croptop',
  'afterschool',
  'beforeschool',
  'dresscode',
  'dayoff',
  'noschool',
  'fieldtrip',
  'fieldday',
  'reportcard',
  'parentteacher',
  'lostfound',
  'signup',
  'halfday',
  'snowday',
]);
