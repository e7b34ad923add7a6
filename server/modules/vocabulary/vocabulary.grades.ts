/**
 * Grade levels: which grade a parent's question is about ("how much is lunch for a 3rd grader",
 * "my son is in 5th", "shes in k") and which grades a school sentence speaks for ("Lunch (K-4)",
 * "Middle School (5-8)", "Folklórico Club (Gr. 2–6)", "8th Grade Washington, DC Trip"). Schools with
 * several bands (K-4 / 5-8, TK-6) write one row per band; the row for the asked grade is the answer.
 * Grades are numbers: kindergarten 0, TK / pre-K -1.
 */

/** An inclusive range of grades. */
export interface GradeBand {
  from: number;
  to: number;
}

/**
 * Words that only say "grade" once the grade itself is known: not topics of the question. The
 * level words ("middle school") name a band, and the band's rows say "Grades 5-8", not "middle".
 */
export const GRADE_WORDS: readonly string[] = [
  'grade',
  'grades',
  'grader',
  'graders',
  'gr',
  'middle',
  'junior',
  'jr',
  'elementary',
  'lower',
  'schooler',
  'schoolers',
  // "my kindergartner" is the child of that grade, like "my 3rd grader" ("kindergarten" stays a topic:
  // "kindergarten registration").
  'kindergartner',
  'kindergartners',
  'kindergartener',
  'kindergarteners',
];

/**
 * A school level stands for a grade every US band of that level holds: middle school is 5-8, 6-8 or
 * 7-8 (7 is in each), junior high 7-8 or 7-9, an elementary / lower school K-4, K-5 or K-6 (2).
 */
const LEVELS: readonly { pattern: RegExp; grade: number }[] = [
  { pattern: /\b(?:middle\s*school(?:er|ers)?|junior\s+high|jr\.?\s+high)\b/, grade: 7 },
  { pattern: /\b(?:elementary|lower\s+school(?:er|ers)?)\b/, grade: 2 },
];

const GRADE_NUMBER = '(k|tk|pre-?k|\\d{1,2})';

/** Grades written out ("Sixth graders", "a sixth-grade team"), in the order of their numbers. */
const SPELLED_GRADES = [
  'first',
  'second',
  'third',
  'fourth',
  'fifth',
  'sixth',
  'seventh',
  'eighth',
  'ninth',
  'tenth',
  'eleventh',
  'twelfth',
] as const;
const SPELLED_GRADE = new RegExp(`\\b(${SPELLED_GRADES.join('|')})(?=[\\s-]+grade)`, 'gi');

/** "Sixth graders" read as "6th graders": every grade pattern here reads the digit form. */
function digitGrades(text: string): string {
  return text.replace(
    SPELLED_GRADE,
    (word) => `${SPELLED_GRADES.indexOf(word.toLowerCase() as (typeof SPELLED_GRADES)[number]) + 1}th`,
  );
}

function gradeNumber(text: string): number {
  const t = text.toLowerCase();
  if (t === 'k' || t === 'kindergarten') return 0;
  if (t === 'tk' || t.startsWith('pre')) return -1;
  return Number(t);
}

/**
 * The one grade a question asks about, or null. Reads "3rd grade(r)", "grade 3", "in 5th", "in k",
 * "kindergarten(er)", "pre-k", and a level ("middle school" → 7, "elementary" → 2: see LEVELS).
 * `text` is the normalized (lower-case) question.
 */
export function askedGrade(question: string): number | null {
  const text = digitGrades(question);
  const ordinal = /\b(\d{1,2})(?:st|nd|rd|th)\s*(?:grade|grader|graders|gr)\b|\bgrade\s+(\d{1,2})\b/.exec(
    text,
  );
  if (ordinal) return Number(ordinal[1] ?? ordinal[2]);
  const inGrade = /\b(?:in|for)\s+(?:the\s+)?(\d{1,2})(?:st|nd|rd|th)\b(?!\s+(?:of|period|hour))/.exec(text);
  if (inGrade) return Number(inGrade[1]);
  if (/\b(?:kindergarten|kindergartner|kindergartener|kinder)\b|\bin\s+k\b/.test(text)) return 0;
  if (/\b(?:pre-?k|tk|transitional kindergarten)\b/.test(text)) return -1;
  return LEVELS.find((level) => level.pattern.test(text))?.grade ?? null;
}

/**
 * Every grade a question names for a child, in order, when it names two or more ("i have a 5th
 * grader and a 2nd grader", "my kinder and my 3rd grader"); [] otherwise. Reads the ordinal and
 * kindergarten forms of askedGrade only: a level ("middle school") names no second child.
 */
export function askedGrades(question: string): number[] {
  const text = digitGrades(question);
  const found: { at: number; grade: number }[] = [];
  for (const m of text.matchAll(
    /\b(\d{1,2})(?:st|nd|rd|th)\s*(?:grade|grader|graders|gr)\b|\bgrade\s+(\d{1,2})\b/g,
  ))
    found.push({ at: m.index, grade: Number(m[1] ?? m[2]) });
  for (const m of text.matchAll(/\b(?:kindergarten|kindergartner|kindergartener|kinder)\b/g))
    found.push({ at: m.index, grade: 0 });
  const grades = [...new Set(found.sort((a, b) => a.at - b.at).map((f) => f.grade))];
  return grades.length >= 2 ? grades : [];
}

const RANGE = new RegExp(
  `\\b(?:grades?|gr\\.?)\\s*${GRADE_NUMBER}\\s*(?:-|–|—|to|through)\\s*(\\d{1,2})\\b|\\(\\s*${GRADE_NUMBER}\\s*(?:-|–|—)\\s*(\\d{1,2})\\s*\\)|(?<!pre-?)\\b(kindergarten|k|tk)\\s+(?:to|through)\\s+(?:grade\\s+)?(\\d{1,2})\\b`,
  'gi',
);
/**
 * Grades listed before one "grade" word: "7th and 8th Grade", "6th, 7th & 8th grades", "7th and 8th
 * graders", "grades 7 and 8".
 */
const LISTED =
  /\b((?:\d{1,2}(?:st|nd|rd|th)\s*(?:,|and|&|or)\s*)+\d{1,2}(?:st|nd|rd|th))[\s-]+grade(?:rs?|s)?\b|\bgrades\s+((?:\d{1,2}\s*(?:,|and|&|or)\s*)+\d{1,2})\b/gi;
const SINGLE =
  /\b(\d{1,2})(?:st|nd|rd|th)[\s-]+grade(?:rs?|s)?\b|\bgrade\s+(\d{1,2})\b(?!\s*(?:-|–|—|to|through))/gi;
/**
 * A bare band heading its row: "K-2: 15-20 min reading nightly", "6-8: 60 min" (after a start or a
 * full stop), or a table row's band column ("Dismissal — K-2: 2:10 p.m.; 3-5: 2:25 p.m.").
 */
const LABEL = /(?:^|[.;—]\s+)(k|tk|\d{1,2})\s*(?:-|–|—)\s*(\d{1,2})\s*:/gi;
const KINDERGARTEN = /(?<!pre-?)\bkindergarten\b/i;
const PRE_K = /\bpre-?k(?:indergarten)?\b|\btransitional kindergarten\b|\btk\b/i;

/**
 * The grade bands a document sentence names ([] when it names none): ranges "(K-4)", "Grades 3–5",
 * "Gr. 2–6", and a bare one heading its row ("K-2: 15-20 min"); single grades "8th Grade", "grade 6",
 * listed ones "7th and 8th Grade" (one band each);
 * "Kindergarten" alone is grade 0.
 */
export function gradeBands(sentence: string): GradeBand[] {
  const text = digitGrades(sentence);
  const bands: GradeBand[] = [];
  for (const m of text.matchAll(RANGE)) {
    const from = gradeNumber(m[1] ?? m[3] ?? m[5]!);
    const to = Number(m[2] ?? m[4] ?? m[6]);
    if (to >= from && to <= 12) bands.push({ from, to });
  }
  for (const m of text.matchAll(LABEL)) {
    const from = /^\d/.test(m[1]!) ? Number(m[1]) : m[1]!.toLowerCase() === 'tk' ? -1 : 0;
    const to = Number(m[2]);
    if (to >= from && to <= 12) bands.push({ from, to });
  }
  for (const m of text.matchAll(LISTED))
    for (const n of (m[1] ?? m[2]!).match(/\d{1,2}/g) ?? []) {
      const grade = Number(n);
      if (grade <= 12) bands.push({ from: grade, to: grade });
    }
  for (const m of text.matchAll(SINGLE)) {
    const grade = Number(m[1] ?? m[2]);
    if (grade <= 12) bands.push({ from: grade, to: grade });
  }
  // "TK / Kindergarten" is one row for both; "Transitional Kindergarten" is TK alone.
  const plain = text.replace(/transitional kindergarten/gi, 'TK');
  if (bands.length === 0 && KINDERGARTEN.test(plain)) bands.push({ from: PRE_K.test(plain) ? -1 : 0, to: 0 });
  if (bands.length === 0 && PRE_K.test(plain)) bands.push({ from: -1, to: -1 });
  return bands;
}

/**
 * The time a day's title gives for `grade` when it gives one per grade band ("Half Day – K-4 out
 * 11:45 / 5-8 out 12:00" → grade 6: "12:00 PM"), or null. Segments are split at "/", ";", "|" and
 * ","; a time without a.m./p.m. is read as a school time (7–11 morning, 12–6 afternoon).
 */
export function gradeTimeIn(titles: readonly string[], grade: number | null): string | null {
  if (grade === null) return null;
  for (const title of titles)
    for (const segment of title.split(/\s*[/;|,]\s*/)) {
      const time = /\b(\d{1,2}):(\d{2})\s*([ap])?\.?\s*m?\.?/i.exec(segment);
      if (!time) continue;
      // "Half Day – K-4 out 11:45": after the day's name, a bare "K-4" or "5-8" is a band.
      const own = segment.replace(/^.*?\s[–—]\s*/, '');
      const bare = /^(?:grades?\s+)?(k|tk|\d{1,2})(?:st|nd|rd|th)?\s*(?:-|–|to|through)\s*(\d{1,2})\b/i.exec(
        own,
      );
      const bands = bare
        ? [
            {
              from: /^\d/.test(bare[1]!) ? Number(bare[1]) : bare[1]!.toLowerCase() === 'tk' ? -1 : 0,
              to: Number(bare[2]),
            },
          ]
        : gradeBands(own);
      if (!bands.some((b) => grade >= b.from && grade <= b.to)) continue;
      const hour = Number(time[1]);
      const meridiem = time[3] ? time[3].toUpperCase() : hour >= 7 && hour <= 11 ? 'A' : 'P';
      return `${hour}:${time[2]} ${meridiem}M`;
    }
  return null;
}
