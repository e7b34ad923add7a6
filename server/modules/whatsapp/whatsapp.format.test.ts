import { describe, expect, it } from 'vitest';
import { markdownToWhatsapp, splitMessage, WHATSAPP_TEXT_LIMIT } from './whatsapp.format.js';

describe('markdownToWhatsapp', () => {
  it('converts bold, italic, strikethrough and links', () => {
    expect(markdownToWhatsapp('Sports day is **Friday** at *9am*, not _8am_.')).toBe(
      'Sports day is *Friday* at _9am_, not _8am_.',
    );
    expect(markdownToWhatsapp('__Bold__ and ~~old~~')).toBe('*Bold* and ~old~');
    expect(markdownToWhatsapp('See [the lunch menu](https://school.test/menu.pdf).')).toBe(
      'See the lunch menu (https://school.test/menu.pdf).',
    );
    expect(markdownToWhatsapp('[https://school.test](https://school.test) and <https://a.test/x>')).toBe(
      'https://school.test and https://a.test/x',
    );
  });

  it('turns headings into bold lines and keeps lists', () => {
    const md =
      '## Term dates\n\n* Start: **Sept 3**\n+ End: Dec 19\n- Half term\n\n1. Bring a *coat*\n2. Bring lunch';
    expect(markdownToWhatsapp(md)).toBe(
      '*Term dates*\n\n- Start: *Sept 3*\n- End: Dec 19\n- Half term\n\n1. Bring a _coat_\n2. Bring lunch',
    );
    expect(markdownToWhatsapp('# **Already bold** title')).toBe('*Already bold title*');
  });

  it('leaves code, quotes and snake_case words alone', () => {
    expect(markdownToWhatsapp('Use `room_code_*` here\n> quoted')).toBe('Use `room_code_*` here\n> quoted');
    expect(markdownToWhatsapp('```\n**not bold**\n```')).toBe('```\n**not bold**\n```');
    expect(markdownToWhatsapp('2 * 3 * 4 = 24')).toBe('2 * 3 * 4 = 24');
  });

  it('collapses blank lines and drops horizontal rules', () => {
    expect(markdownToWhatsapp('a\n\n\n\n---\n\nb')).toBe('a\n\nb');
  });
});

describe('splitMessage', () => {
  it('keeps short text whole and drops blank text', () => {
    expect(splitMessage('  Hello.  ')).toEqual(['Hello.']);
    expect(splitMessage('  \n ')).toEqual([]);
  });

  it('cuts long replies at sentence boundaries under the 4,096 limit', () => {
    const sentences = Array.from(
      { length: 200 },
      (_, i) => `Sentence number ${i} talks about the school trip.`,
    );
    const text = sentences.join(' ');
    expect(text.length).toBeGreaterThan(WHATSAPP_TEXT_LIMIT * 2);
    const parts = splitMessage(text);
    expect(parts.length).toBeGreaterThanOrEqual(3);
    for (const part of parts) {
      expect(part.length).toBeLessThanOrEqual(WHATSAPP_TEXT_LIMIT);
      expect(part).toMatch(/^Sentence number \d+ .*trip\.$/);
    }
    expect(parts.join(' ')).toBe(text);
  });

  it('cuts a single overlong sentence at word boundaries, and unbroken text hard', () => {
    const words = Array.from({ length: 1500 }, (_, i) => `word${i}`).join(' ');
    const parts = splitMessage(words, 1000);
    expect(parts.every((p) => p.length <= 1000)).toBe(true);
    expect(parts.join(' ')).toBe(words);
    const blob = 'x'.repeat(2500);
    expect(splitMessage(blob, 1000).map((p) => p.length)).toEqual([1000, 1000, 500]);
  });
});
