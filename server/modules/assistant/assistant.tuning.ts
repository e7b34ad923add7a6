/**
 * Every weight and threshold of the answer engine, in one place, each with why it exists and the
 * bench figure behind it. Figures are `npm run bench:answers`, default engine (no AI key), dev split
 * of the three bench schools (237 answerable, 52 unanswerable questions) unless said otherwise;
 * "dev 166/237, wrong 39" is the engine as of this file's introduction. Tune only on the dev split,
 * then read the blind test split.
 *
 * Changing a value: run the bench before and after, and write the new figure next to it. A change
 * that trades declines for wrong answers is a regression even when "correct" goes up.
 */

// ── Retrieve ────────────────────────────────────────────────────────────────────────────────────

/**
 * Chunks fetched per question; sentences are scored over these. Bench chunks are whole sections
 * (22–39 per school), so 12 covers every section that shares a rare concept with the question.
 */
export const CANDIDATE_CHUNKS = 12;

/** Calendar events fetched per question for the extractive answer (they compete as sentences). */
export const EVENT_CANDIDATES = 5;

/**
 * Chunks holding both an asked word and an asked amount or phone number, added to the candidates
 * (assistant.retrieval.ts): a fee or contact row ranks below pages that say the asked word more
 * often. Four: one table's rows for the asked thing; figure in DECISIONS.
 */
export const VALUE_CHUNKS = 4;

/**
 * Chunks handed to the LLM per part, after the engine's own answer, day facts and events. Context
 * recall (bench dev, 846 answerable): 833 at 6, 835 at 8 (a second part's chunk ranked 7th or 8th),
 * 835 at 10 with prompts 12 % longer (median 3.5k → 3.9k characters), so 8.
 */
export const LLM_PASSAGES = 8;

/** Reciprocal rank fusion constant for full-text + vector lists (Cormack, Clarke & Büttcher 2009). */
export const RRF_K = 60;

/**
 * Words held by more than this share of a school's chunks (and by more than FETCH_MIN chunks) are
 * too common to fetch candidates with; they still score. Keeps the 10k-chunk latency bench at
 * p95 24 ms (a fetch by "school" alone reads every chunk).
 */
export const FETCH_SHARE = 0.03;
export const FETCH_MIN = 150;

/** Chunks kept by the cheap coordination score before the costly ts_rank_cd orders them. */
export const COARSE_POOL = 60;

/** Extra credit of a concept found in a chunk's title/heading (full-text weight A): the section is about it. */
export const TITLE_MATCH_BONUS = 0.5;

/**
 * Weight of a concept said only in a statement beside the question ("hes sick" after "how do i call
 * in my son absent??"), relative to its IDF: the parent's background ranks sentences but the asked
 * words must carry the lead passage (MIN_LEAD_COVERAGE). Dev split: 2 declines → correct ("absent??
 * hes sick", "is there a bus? we live like 3 miles away"), no new wrong answer; blind test unchanged.
 */
export const CONTEXT_CLAUSE_FACTOR = 0.5;

/** Credit of a related form found in the school's vocabulary ("enroll" → "enrollment") or a thesaurus synonym. */
export const ALTERNATIVE_CREDIT = 0.85;

/**
 * Weight of the asked day's words (weekday, month) in retrieval, as a share of the top concept: a
 * notice about that day ranks up without outvoting the topic. A quarter: dev −1 correct, +1 wrong;
 * a tenth: −3, +3 (2026-11-27, dev 549/673).
 */
export const DATE_TERM_SHARE = 0.5;

// ── Understand ──────────────────────────────────────────────────────────────────────────────────

/**
 * Most words of its own a follow-up may ask and still be declined with the earlier part whose topic
 * no document names ("does cbms have a GT program? how do i get my son tested": one word, "tested").
 * At 1: dev unchanged (787), fresh sets two wrong answers fewer; with no limit, dev 786 and wrong
 * 23 → 24 ("can i just send cash in an envelope? and when is the form due" lost the due date).
 */
export const ABSENT_FOLLOW_UP_MAX_ASKED = 1;

/**
 * Most questions one message is split into ("is there school friday and what time do they get
 * out" = 2). Parents' multi-part texts in the bench ask two things, rarely three; more pieces are
 * kept together in the last part so one reply never lists a dozen fragments.
 */
export const MAX_PARTS = 3;

/**
 * Most topic words an elliptical follow-up ("what about breakfast?", "and the late buses?") may name
 * and still ask what the part before asked (its value type, its yes/no). Two covers a thing with its
 * qualifier; longer pieces say more than a thing and are read as questions of their own.
 * Bench figure: see DECISIONS "Engine changes of 2026-11-30 (nineteenth session)".
 */
export const MAX_ELLIPSIS_TOPICS = 2;

/**
 * Most topic words (and filler words) read from one part: a pasted paragraph must not become a
 * query of fifty terms. Search stop words do not count (assistant.text.ts conceptsOf): counted, they
 * cut the asked words of long messages (blind dev part 6; dev 808: 632 → 631 correct, wrong 61 → 59).
 */
export const MAX_TOPIC_CONCEPTS = 12;
/**
 * Most topic words one part searches with, the story's words left out first (assistant.understand.ts).
 * All 12 made long questions slower (1k-chunk p95 ~11 → ~14 ms in Maple Grove latency runs) for no
 * answer; 8, cut from the end, lost the asked "front desk" after a long story; 8 with the story
 * cut first gives the same answers on dev and test (dev 846: 661, wrong 69; test 199, wrong 20).
 */
export const MAX_QUERY_CONCEPTS = 8;
/** Filler words kept per part (3 instead of 6 lost one dev answer). */
export const MAX_SOFT_CONCEPTS = 6;

// ── Answer: calendar answerers ──────────────────────────────────────────────────────────────────

/**
 * A school-day or event answer at or above this confidence is the whole reply; below it (an early
 * release whose time the calendar does not give, a fuzzy event title) the document answer, when
 * there is one, follows it. Calendar answers read a stated fact at 0.95; untimed ones are 0.6.
 * An event whose title carries three of the question's four words (0.75 + 0.2 × 0.75 = 0.9) is
 * fuzzy too: "what time do the band kids have to report for the pops concert" got the concert's
 * 6:30 PM alone, not the notice's "Students report to the band hall at 5:45 p.m." (0.9 → 0.95:
 * dev 505 → 506/593, wrong 29 → 28; test unchanged).
 */
export const CALENDAR_ANSWER_MIN_CONFIDENCE = 0.95;

/**
 * Confidence of a stated calendar fact: the day model's open/closed/early-release answer and an
 * event listing for the asked dates. At CALENDAR_ANSWER_MIN_CONFIDENCE, so it is the whole reply.
 */
export const CALENDAR_FACT_CONFIDENCE = 0.95;

/**
 * An early release or late start whose time neither the event, the profile nor the documents give:
 * still right, but below CALENDAR_ANSWER_MIN_CONFIDENCE so the handbook's time follows it.
 */
export const UNTIMED_DAY_CONFIDENCE = 0.6;

/**
 * "when is the next half day" with nothing like it on the calendar through its end: a stated absence,
 * less sure than a stated day (the calendar may simply not list it yet), so a document answer follows.
 */
export const NOTHING_AHEAD_CONFIDENCE = 0.7;

/**
 * An event answer's confidence: EVENT_BASE_CONFIDENCE + EVENT_MATCH_CONFIDENCE × the title match
 * (0–1). A title carrying every topic word gives 0.95 (a stated fact); three of four words 0.9, so
 * the documents' answer follows (see CALENDAR_ANSWER_MIN_CONFIDENCE for the bench figure).
 */
export const EVENT_BASE_CONFIDENCE = 0.75;
export const EVENT_MATCH_CONFIDENCE = 0.2;

/**
 * "does chess club meet on wed dec 9?" when it does not: the next meeting is named, a step less sure
 * than a meeting found on the day itself.
 */
export const EVENT_NOT_ON_DAY_PENALTY = 0.1;

/**
 * Share of the question's topic words an event title must carry: with three words or more, two of
 * three (0.66: "what time is the spring band concert" finds "Spring Concert"); with fewer, all of
 * them (0.99), since one of two words is any event sharing a common word.
 */
export const EVENT_TITLE_MIN_MATCH = 0.66;
export const EVENT_TITLE_MIN_MATCH_SHORT = 0.99;

/** Credit of a topic word found only in an event's description, not its title. */
export const EVENT_DESCRIPTION_CREDIT = 0.5;

/** Longest event list a phone reply carries: more reads as a wall of text. */
export const MAX_LISTED_EVENTS = 8;

/** Meetings listed for "when are the PTA meetings" (the next few); "the next PTA meeting" gets one. */
export const UPCOMING_EVENTS_LISTED = 3;

// ── Answer: sentence selection ──────────────────────────────────────────────────────────────────

/**
 * Confidence threshold: the share of the question's IDF-weighted concepts the picked sentences must
 * cover (sentence text, or its heading at CONTEXT_CREDIT). Below it the engine declines: on the
 * dev split a wrong answer costs more than a decline, and 0.62 is where wrong answers stop falling
 * faster than correct ones rise.
 */
export const MIN_COVERAGE = 0.62;

/**
 * The same threshold for a question that asks for a typed value (phone, e-mail, address, amount,
 * clock time) when the picked sentence holds such a value: the value itself is strong evidence, and
 * the parent's context words ("hes sick" in "how do i call in my son absent, hes sick") are rarely
 * in the contact line.
 */
export const TYPED_MIN_COVERAGE = 0.45;

/**
 * The shortest contact-row label ("VGUSD Transportation", "Nurse") an earlier answer must name for
 * its row to answer a follow-up asking whom to call: four characters keep out a two-letter label
 * ("PE") that would be found inside any word. Arroyo Vista dev: one follow-up answered, no dev answer
 * changed otherwise.
 */
export const CONTACT_LABEL_MIN_CHARS = 4;
/**
 * The shortest words naming a rate an answer gives without its amount ("charged the drop-in rate")
 * for the sentence with that rate's amount to be looked up: four characters keep out "the new rate",
 * "the old fee", which name a time, not a kind of rate. Ridgeview dev: 2 answers (the drop-in rate
 * of aftercare after a late pick-up).
 */
export const RATE_TERM_MIN_CHARS = 4;
// The lead passage needs the same share when it holds the value ("Rates: $165 per month" under a
// section that names Ridge Club only above it): dev 310 → 312/361, blind test 134 → 135, no new
// wrong answer on either split.

/**
 * The lead sentence (with its neighbours in the same chunk) must cover this share by itself: the
 * question's concepts have to meet in one passage, not be collected from unrelated sentences
 * ("spring break" from "Thanksgiving Break" and "our spring trip").
 *
 * Dev split: before it (and before the mail-header and event-time changes of the same commit)
 * 170/237 correct, 36 wrong, unanswerables declined 41/52; with them, at 0.4: 170, 32 wrong,
 * 43/52; at 0.5 167, 29 wrong, 44/52 (three correct answers for seven fewer wrong ones).
 * Retried 0.55 on the 361-question dev split: 303 → 293 correct for one wrong answer fewer; kept 0.5.
 */
export const MIN_LEAD_COVERAGE = 0.5;

/**
 * Weight share of a background statement's words ("… i drop him on my way to work") in the lead
 * passage's coverage, both in what it must cover and in what it covers. At 1 (every word said counts
 * fully) the story's words declined answers whose lead passage held the asked fact; at 0 the story no
 * longer guards against a lead passage that only shares the asked word. Dev split (761): 1 → 609
 * correct, 50 wrong; 0.7 → 610/50; 0.5 → 615/50; 0.3 → 616/53; 0 → 618/55. Test: 196 → 195, wrong 19.
 * When the lead passage covers every asked word at full credit the story does not count at all
 * (dev 808: 635 → 637, wrong 59 → 60, the new wrong one a half answer; test unchanged). Requiring
 * only 0.75 credit was tried: 638, wrong 61.
 */
export const BACKGROUND_LEAD_SHARE = 0.5;

/** Most sentences in one extractive answer (a phone screen; ~400 characters). */
export const MAX_SENTENCES = 3;

/** A further sentence must add at least this share of the question's concept weight. */
export const MIN_GAIN_SHARE = 0.2;

/** Credit for a concept found only in a sentence's title/heading, relative to the sentence itself. */
export const CONTEXT_CREDIT = 0.75;

/**
 * Credit for a concept found only inside an enumerated aside ("Total cost: $1,150 (bus, hotel, meals)"):
 * below MIN_COVERAGE on its own, so a passing mention never answers a one-word question by itself.
 */
export const ASIDE_CREDIT = 0.5;

/** Gain of a filler word relative to its IDF: a tie-breaker, smaller than a synonym's discount. */
export const SOFT_SHARE = 0.1;

/**
 * Gain of a topic word a part leans on from an earlier part without pointing back to it ("do kids
 * wear pajamas for literacy night? is there food"), relative to its IDF: the event the parent
 * named, so more than filler, though it never decides coverage. At SOFT_SHARE the handbook's
 * "Student breakfast / lunch — Charge: No cost" (a row label naming lunch) beat the literacy-night
 * flyer's "Free pizza" (Arroyo Vista dev).
 */
export const INHERITED_SHARE = 0.5;

/** Weight of a filled answer slot (the sentence holds the asked-for type), relative to the most telling concept. */
export const SLOT_SHARE = 0.5;

/**
 * Extra gain, relative to a concept's weight, when a table row's label names it: "Dismissal (Mon-Thu)
 * — K-4: 3:10 PM" is about dismissal, "Ridge Club runs … from dismissal until 6:00 PM" is not.
 * Dev split 168/237 correct, 29 wrong without it; 169, 28 with it.
 */
export const ROW_LABEL_SHARE = 0.5;

/**
 * Extra gain, as a share of the slot weight, for a sentence naming a day when the question asks
 * "when" with no day of its own ("when is prom"): the event's date answers it better than a clock
 * time alone ("Promenade (the walk-in before prom) is at 6:30 p.m." led over "Prom will be held on
 * Saturday, April 17 … from 8:00 to 11:30 p.m."). Kestrel Point (dev school) 34 → 37/50, wrong
 * 9 → 6; bench v2 dev and test verdicts unchanged.
 */
export const WHEN_DAY_SHARE = 0.5;

/** Bonus, relative to the most telling concept, for the first sentence naming the asked day. */
export const DATE_MENTION_BONUS = 0.8;

/**
 * Gain multiplier for a sentence about another particular day ("Friday, March 13 is an early
 * dismissal day") when the question asked about a day / asked generally: it answers a different
 * question.
 */
export const OTHER_DAY_FACTOR_DATED = 0.6;
export const OTHER_DAY_FACTOR_GENERAL = 0.7;

/**
 * Gain multiplier for a sentence naming only other grades than the one asked about ("Lunch (5-8)" for
 * "lunch for a 3rd grader", the "8th Grade DC Trip" cost): the school's row for that band answers.
 */
export const OTHER_GRADE_FACTOR = 0.5;

/**
 * Gain multiplier for a table row priced or ruled for another audience than the asker's ("Student
 * lunch" for "how much for me to eat lunch with my kid", vocabulary AUDIENCES): as for another grade,
 * the row for the asker answers. Dev 501 → 502/593, wrong 32 → 31; test unchanged.
 */
export const OTHER_AUDIENCE_FACTOR = 0.5;

/**
 * Gain multiplier for a contact directory row ("Front Desk — Phone / E-mail: …") in a question asking
 * whether the parent may do something ("can i just call the front desk and tell them?"): the row
 * says how to reach the desk, the rule says whether it is allowed. Measured at 0.3–0.7, all alike.
 */
export const CONTACT_ROW_FACTOR = 0.5;

/**
 * Gain multiplier for a price row ("PE uniform (shirt and shorts) — Charge: $20") in a question asking
 * whether someone may do something, when no amount is asked: the row prices the thing, the dress code
 * says whether it is allowed (Cedar Bluff fresh: "can my daughter wear shorts to school" got the PE
 * uniform's price). Same size as CONTACT_ROW_FACTOR, for the same reason; figure in DECISIONS.
 */
export const PRICE_ROW_FACTOR = 0.5;

/**
 * Factor on a sentence whose heading or title names a numbered instance the message does not
 * ("Bus Route 7 Change" for "how early should my son be at the bus stop"): a newer notice about one
 * route won on freshness over the handbook's rule. Dev 846: 658 → 659 at 0.7 (wrong 69 → 68), 660 at
 * 0.5 (wrong 66); test unchanged (197, wrong 19).
 */
export const OTHER_INSTANCE_FACTOR = 0.5;

/**
 * Bonus, relative to the most telling concept, for the first sentence naming the asked grade's band
 * ("Grades 4–6 — Regular Day: 8:15 a.m. – 2:50 p.m." for "what time do 5th graders get out"): the
 * grade words are dropped from the concepts, so without it the grade only penalized other bands.
 */
export const SAME_GRADE_BONUS = 0.5;

/** Sentences longer than this many words lose LONG_SENTENCE_PENALTY × top weight per extra word (phone screens). */
export const LONG_SENTENCE_WORDS = 25;
export const LONG_SENTENCE_PENALTY = 0.004;

/** Tie-breakers: a lower-ranked chunk and a later sentence in its chunk lose a little. */
export const CHUNK_RANK_PENALTY = 0.01;
export const POSITION_PENALTY = 0.002;

// ── Answer: freshness ("when two documents disagree, the newer one wins") ──────────────────────

/**
 * Fixed lift of announcement-like content types over handbooks and policies: enough to break a tie
 * between equally relevant sentences (superseded lunch price, moved picture day), not to let a
 * fresh off-topic note beat a relevant handbook line. Expired traps avoided: dev 28/29.
 */
export const FRESHNESS_TYPE_LIFT: Readonly<Record<string, number>> = {
  announcement: 0.15,
  newsletter: 0.12,
  email: 0.12,
  email_attachment: 0.1,
  event: 0.1,
  calendar: 0.1,
};

/** Lift of a brand-new document, decaying with age (e-folding time in days: about half after 45 days). */
export const FRESHNESS_NEW_LIFT = 0.15;
export const FRESHNESS_DECAY_DAYS = 65;

/** Freshness of a calendar event among document sentences: the structured source of dates. */
export const EVENT_FRESHNESS = 1.2;

// ── Spanish: cognates (assistant.cognates.ts) ─────────────────────────────────

/** Shorter words are mostly function words or names; their near neighbours are noise. */
export const COGNATE_MIN_LENGTH = 5;

/** A stem covering less than this share of the rewritten word is another word ("conf" of "conferencia"). */
export const COGNATE_MIN_PREFIX = 0.6;

/**
 * Distance given to a school stem that starts the rewritten word and covers COGNATE_MIN_PREFIX of it
 * ("inscripcion" → "inscript"): closer than one edit, so it beats a one-letter neighbour.
 */
export const COGNATE_PREFIX_DISTANCE = 0.5;

/** Words of this length or more may be two edits from their twin ("vacunas" → vaccin is not: 6 letters). */
export const COGNATE_LONG_WORD = 8;

// ── Spanish: language of a question or chunk (assistant.language.ts) ──────────

/** Spanish-only words that override a Portuguese/Italian detector vote (two: one can be a loan word). */
export const MIN_SPANISH_ONLY = 2;

/** Fewer words than this and the detector's vote alone is not trusted. */
export const MIN_WORDS_FOR_DETECTOR = 2;

/** Below this many words a chunk (a table row, a heading) takes its document's language. */
export const MIN_WORDS_FOR_CHUNK = 8;

// ── Spanish: the school's Spanish pages (assistant.spanish-passages.ts) ───────

/** Fewer topic stems than this and one matching sentence is too weak a sign to answer from. */
export const MIN_TOPIC_STEMS = 2;

/**
 * A question asking for a value (a phone number, a time, a price) needs one topic stem: the value
 * in the sentence is the second sign ("numero de la sra ochoa" → "Sra. Ochoa … Teléfono: (512)
 * 555-0149"; Cedar Bluff dev).
 */
export const MIN_TYPED_TOPIC_STEMS = 1;

/** Spanish chunks read per question (a school's Spanish pages are few; five covers them). */
export const SPANISH_CANDIDATES = 5;

/**
 * An English question the English documents do not answer is looked up in the Spanish pages only
 * with at least this many asked topic words ("english classes for parents": three), every one of
 * them found in one sentence with its heading: one word ("classes") would match any page. Bench dev:
 * the ESL classes for parents at Arroyo Vista were reached in English with it.
 */
export const MIN_SPANISH_PAGE_GROUPS = 2;

// ── Weekly rules in the documents (assistant.weekly-rules.ts) ─────────────────

/** Chunks read when looking for weekly rules: a handbook states them once, near the school hours. */
export const WEEKLY_RULE_CHUNKS = 20;

// ── Calendar lookups (assistant.calendar-retrieve.ts) ─────────────────────────

/** How far ahead "next …", "coming up" and event questions look, in days (one school year is ~300). */
export const LOOKAHEAD_DAYS = 300;

/**
 * Events around an asked date: a week before today and two months after, so a weekly club's other
 * meetings are known ("does chess club meet on wed dec 9?" when it is skipped that week).
 */
export const EVENT_WINDOW_BEFORE_DAYS = 7;
export const EVENT_WINDOW_AFTER_DAYS = 60;

/**
 * "what time does school start" asked on a Saturday or in a break means the next school day: the
 * undated time question looks this many days ahead for it. Winter break with its weekends runs 17
 * days on the bench's calendars; 21 covers it with a margin. Found by the chat e2e, run on a Saturday
 * ("No school on Saturday, November 28 — it's the weekend" to a parent asking the start time).
 */
export const NEXT_SCHOOL_DAY_SEARCH_DAYS = 21;

// ── Compose ──────────────────────────────────────────────────────────────────────────────────────

/**
 * Longest line (in words) read as a title when it holds no number and only asked words its heading
 * or title already has ("Scholastic Book Fair at RCA"): such a line is never picked
 * (assistant.selection.ts `restatesHeading`). Six covers a flyer's title block; a rule sentence is
 * longer. Ridgeview dev: the book fair flyer's title answered questions about its hours.
 */
export const TITLE_LINE_MAX_WORDS = 6;

/** Longest quoted sentence, cut at a word boundary: about one phone screen (the reply aims at ~400). */
export const MAX_SENTENCE_CHARS = 420;
