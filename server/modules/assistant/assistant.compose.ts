/**
 * The engine's reply texts ("Answering" and "Unresolved"). Extractive replies contain only
 * knowledge sentences, each paragraph followed by its source's name ("… _— Parent Handbook_"), and
 * the resolved date label; nothing is invented. Declines point to the school office with its
 * contact details when the school has set them.
 */
import { MAX_SENTENCE_CHARS } from './assistant.tuning.js';
import type { SchoolProfile } from './assistant.repository.js';
import type { AnswerSource } from './assistant.types.js';

/** Title to name a knowledge source by: the chunk title, else the file name without extension. */
export function sourceTitle(title: string, fileName: string): string {
  const base =
    title.trim() ||
    fileName
      .replace(/\.[a-z0-9]{1,5}$/i, '')
      .replace(/[_]+/g, ' ')
      .trim();
  return base || 'school documents';
}

/** The source after an answer, in italics: "_— Parent Handbook_". */
export function sourceNote(title: string): string {
  return `_— ${title.trim()}_`;
}

/** The note after a calendar answer: "_— Maple Grove Elementary (calendar)_". */
export function calendarSourceNote(titles: string[]): string {
  return sourceNote(`${titles.join(', ')} (calendar)`);
}

/** The note ending a calendar answer (calendarSourceNote); group 1: the calendar's name. */
export const CALENDAR_NOTE = / _— (.+) \(calendar\)_$/;

/** A paragraph ending in its source note: group 1 the answer, group 2 the source's title. */
export const WITH_SOURCE_NOTE = /^([\s\S]+) _— ([^_\n]+)_$/;

function contactOf(profile: SchoolProfile): string {
  const parts = [profile.officePhone?.trim(), profile.officeEmail?.trim()].filter((p): p is string => !!p);
  return parts.length ? ` at ${parts.join(' or ')}` : '';
}

/** Decline when the school's knowledge does not cover the question. */
export function declineText(profile: SchoolProfile): string {
  return (
    "I'm sorry, the school's information doesn't cover that question yet. " +
    `Please contact the school office${contactOf(profile)} for help.`
  );
}

/** Polite decline for a message we cannot read (emoji-only, another script, no words). */
export function unreadableText(profile: SchoolProfile, kind: 'emoji' | 'non-latin' | 'empty'): string {
  const first =
    kind === 'non-latin'
      ? "I'm sorry, I can only answer questions written in English for now."
      : "I'm sorry, I couldn't find a question in that message. Please type your question in words.";
  return `${first} You can also contact the school office${contactOf(profile)}.`;
}

export interface PickedSentence {
  text: string;
  /** Source grouping key and display name. */
  sourceKey: string;
  title: string;
}

/** Trim a sentence to a phone-friendly length at a word boundary. */
function clip(text: string, max = MAX_SENTENCE_CHARS): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), max - 40))}…`;
}

/**
 * Markdown reply from picked sentences, the answer first and its source after in a few words
 * (DESIGN §6 Compose), one paragraph per source title in order of first use:
 * "For Friday, March 13:\n\ns1 s2 _— Parent Handbook_\n\ns3 _— Early Dismissal Notice_" (no such
 * header when the first sentence names the day itself). The
 * heading path is left out: it is the source's wording for where the fact sits, and on a phone it
 * pushed a second part's answer past what a parent reads.
 */
export function composeExtractive(sentences: PickedSentence[], dateLabel?: string): string {
  // Keyed by title: two passages of one handbook are one source to a parent.
  const groups = new Map<string, { title: string; texts: string[] }>();
  for (const s of sentences) {
    const group = groups.get(s.title) ?? { title: s.title, texts: [] };
    const text = clip(s.text.trim());
    // One sentence picked twice (as a table row and again as the row after a grade's band) is said
    // once: "… Price: $30.00. 1 lb Assorted Chocolates — Price: $30.00." read as a glitch.
    if (!group.texts.includes(text)) group.texts.push(text);
    groups.set(s.title, group);
  }
  const paragraphs = [...groups.values()].map((g) => {
    const body = g.texts.map((t) => (/[.!?…:)]$/.test(t) ? t : `${t}.`)).join(' ');
    return `${body} ${sourceNote(g.title)}`;
  });
  // "For Friday, February 5:" over "Friday, February 5 — What: Early Release; …" says the day twice.
  const header = dateLabel && !sentences[0]?.text.includes(dateLabel) ? `For ${dateLabel}:` : '';
  return [header, ...paragraphs].filter(Boolean).join('\n\n');
}

/**
 * Paragraphs said once: a repeat is left out, and so is a paragraph whose sentences another
 * paragraph of the same source already says ("call the attendance line …" answering "whats the
 * number", then again with "A written note is required within 3 days" answering "when can he go
 * back"), the calendar's event line said again by the event answerer included ("Yes — PTA Meeting:
 * Tuesday, March 17, 7:00 PM … (calendar)" then "PTA Meeting: Tuesday, March 17, 7:00 PM …"). A
 * "For <day>:" header left with nothing under it goes too. Order is kept.
 */
function withoutRepeats(paragraphs: string[]): string[] {
  const unique = [...new Set(paragraphs)];
  const said = (p: string) => {
    const note = noted(p);
    return note && { ...note, body: note.body.replace(VERDICT, '') };
  };
  const kept = unique.filter((p, i) => {
    const own = said(p);
    if (!own) return true;
    return !unique.some((other, j) => {
      const theirs = j !== i ? said(other) : null;
      return (
        !!theirs &&
        theirs.source === own.source &&
        theirs.body.includes(own.body) &&
        (theirs.body.length > own.body.length || j < i)
      );
    });
  });
  const fresh = withoutSaidSentences(kept);
  return fresh.filter(
    (p, i) => !DAY_HEADER.test(p) || (i + 1 < fresh.length && !DAY_HEADER.test(fresh[i + 1]!)),
  );
}

/** The "Yes — " / "No — " a yes/no answer opens with. */
const VERDICT = /^(?:Yes|No) — /;

/**
 * A paragraph's body and source note ("… _— Family Handbook_"), the source named alike for a
 * document and its calendar ("… (calendar)"); null for a paragraph without a note (a day header).
 */
function noted(p: string): { body: string; title: string; source: string } | null {
  const m = WITH_SOURCE_NOTE.exec(p);
  return m && { body: m[1]!, title: m[2]!, source: m[2]!.replace(/ \(calendar\)$/, '') };
}

/** Sentence ends inside a paragraph's body (after "." "!" "?" before a capital or digit). */
const SENTENCE_END = /(?<=[.!?])\s+(?=[A-Z0-9"“(])/;

/**
 * A later paragraph of the same source without the sentences an earlier one already says: "When your
 * student is absent, send a note …" answered "how do i sign him out early", and again before "… is
 * counted present for that appointment" for "will it count against his attendance" (Cedar Bluff
 * dev: the repeat pushed the new sentence out of what a phone shows first). A paragraph left with no
 * new sentence goes; one opening "Yes — "/"No — " is kept whole (its verdict belongs to its first
 * sentence).
 */
function withoutSaidSentences(paragraphs: string[]): string[] {
  const said = new Map<string, Set<string>>();
  const out: string[] = [];
  for (const p of paragraphs) {
    const note = noted(p);
    if (!note || VERDICT.test(note.body)) {
      out.push(p);
      continue;
    }
    const earlier = said.get(note.source) ?? new Set<string>();
    const sentences = note.body.split(SENTENCE_END);
    const fresh = sentences.filter((x) => !earlier.has(x));
    for (const x of sentences) earlier.add(x);
    said.set(note.source, earlier);
    if (fresh.length === sentences.length) out.push(p);
    else if (fresh.length > 0) out.push(`${fresh.join(' ')} _— ${note.title}_`);
  }
  return out;
}

/** The day header a passage answer opens with (`composeExtractive`). */
const DAY_HEADER = /^For [^\n]+:$/;

/**
 * The reply to a whole message from its parts' answers (null = not covered), in the order asked.
 * One part: its answer, or the decline. Several: the answered parts, each paragraph said once (two
 * parts answered from the same passage, or for the same day, do not repeat it on a phone), then one
 * line naming what the school's information does not cover, so a parent is never left guessing;
 * all declined → the decline.
 */
export function composeParts(
  parts: { text: string; implied?: boolean }[],
  answers: ({ answer: string; sources: AnswerSource[] } | null)[],
  profile: SchoolProfile,
): { answer: string; sources: AnswerSource[]; resolved: boolean } {
  const answered = answers.filter((a): a is NonNullable<typeof a> => !!a);
  // A part only the parent's plan implies adds to an answer; it never answers alone.
  if (answers.every((a, i) => !a || parts[i]?.implied))
    return { answer: declineText(profile), sources: [], resolved: false };
  const sources: AnswerSource[] = [];
  for (const s of answered.flatMap((a) => a.sources))
    if (!sources.some((x) => x.title === s.title && x.key === s.key)) sources.push(s);
  // A part asked once per child's grade has one text: it is named once.
  const missing = [
    ...new Set(
      parts.filter((p, i) => !answers[i] && !p.implied).map((p) => `“${p.text.replace(/[?\s]+$/, '')}”`),
    ),
  ];
  const gap = missing.length
    ? `I couldn't find anything in the school's information about ${missing.join(' or ')}; please ask the school office${contactOf(profile)}.`
    : '';
  return {
    answer: [...withoutRepeats(answered.flatMap((a) => a.answer.split('\n\n'))), gap]
      .filter(Boolean)
      .join('\n\n'),
    sources,
    resolved: true,
  };
}
