/**
 * The engine's reply texts ("Answering" and "Unresolved"). Extractive replies contain only
 * knowledge sentences plus the source's name ("From the Parent Handbook: …") and the resolved date
 * label; nothing is invented. Declines point to the school office with its contact details when the
 * school has set them.
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

/** "From the Parent Handbook" / "From The Eagle Times" (no doubled article). */
function fromLine(title: string): string {
  return /^(the|a|an|our)\s/i.test(title) ? `From ${title}` : `From the ${title}`;
}

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
  heading: string;
}

/** Trim a sentence to a phone-friendly length at a word boundary. */
function clip(text: string, max = MAX_SENTENCE_CHARS): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), max - 40))}…`;
}

/**
 * Markdown reply from picked sentences, grouped by source in order of first use:
 * "For Friday, March 13:\n\nFrom the Parent Handbook (Dismissal): s1 s2\n\nFrom the …: s3".
 */
export function composeExtractive(sentences: PickedSentence[], dateLabel?: string): string {
  const groups = new Map<string, { title: string; heading: string; texts: string[] }>();
  for (const s of sentences) {
    const group = groups.get(s.sourceKey) ?? { title: s.title, heading: s.heading, texts: [] };
    group.texts.push(clip(s.text.trim()));
    groups.set(s.sourceKey, group);
  }
  const paragraphs = [...groups.values()].map((g) => {
    const heading = g.heading && g.heading.toLowerCase() !== g.title.toLowerCase() ? ` (${g.heading})` : '';
    const body = g.texts.map((t) => (/[.!?…:)]$/.test(t) ? t : `${t}.`)).join(' ');
    return `${fromLine(g.title)}${heading}: ${body}`;
  });
  return [dateLabel ? `For ${dateLabel}:` : '', ...paragraphs].filter(Boolean).join('\n\n');
}

/**
 * The reply to a whole message from its parts' answers (null = not covered), in the order asked.
 * One part: its answer, or the decline. Several: the answered parts, then one line naming what the
 * school's information does not cover, so a parent is never left guessing; all declined → the decline.
 */
export function composeParts(
  parts: { text: string }[],
  answers: ({ answer: string; sources: AnswerSource[] } | null)[],
  profile: SchoolProfile,
): { answer: string; sources: AnswerSource[]; resolved: boolean } {
  const answered = answers.filter((a): a is NonNullable<typeof a> => !!a);
  if (answered.length === 0) return { answer: declineText(profile), sources: [], resolved: false };
  const sources: AnswerSource[] = [];
  for (const s of answered.flatMap((a) => a.sources))
    if (!sources.some((x) => x.title === s.title && x.key === s.key)) sources.push(s);
  const missing = parts.filter((_, i) => !answers[i]).map((p) => `“${p.text.replace(/[?\s]+$/, '')}”`);
  const gap = missing.length
    ? `I couldn't find anything in the school's information about ${missing.join(' or ')}; please ask the school office${contactOf(profile)}.`
    : '';
  return {
    answer: [...new Set(answered.map((a) => a.answer)), gap].filter(Boolean).join('\n\n'),
    sources,
    resolved: true,
  };
}
