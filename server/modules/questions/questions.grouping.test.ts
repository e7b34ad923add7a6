import { describe, expect, it } from 'vitest';
import { topicConcepts } from '../assistant/assistant.concepts.js';
import { groupByTopic } from './questions.grouping.js';
import { TOPIC_WORDINGS } from './questions.grouping.fixtures.js';

const at = (i: number) => new Date(Date.UTC(2026, 10, 20, 8, 0, i));

describe('topicConcepts', () => {
  it('folds the wifi wordings of the issue to shared concepts', () => {
    expect(topicConcepts('wifi password')).toEqual(['wifi', 'password']);
    expect(topicConcepts('wi-fi pwd?')).toEqual(['wifi', 'password']);
    expect(topicConcepts('whats the wifi')).toEqual(['wifi']);
    expect(topicConcepts('What is the WIFI password for parents??')).toEqual(['wifi', 'password']);
  });

  it('drops stop words, question words, dates and filler; stems the rest; nothing for unreadable text', () => {
    expect(topicConcepts('Is there a swimming team on Friday?')).toEqual(['swim', 'team']);
    expect(topicConcepts('do you offer music lessons')).toEqual(['music', 'lesson']);
    expect(topicConcepts('🙂🙂')).toEqual([]);
    expect(topicConcepts('hello?')).toEqual([]);
  });
});

describe('groupByTopic', () => {
  const items = Object.entries(TOPIC_WORDINGS).flatMap(([topic, wordings], t) =>
    wordings.map((query, w) => ({ id: `${topic}-${w}`, topic, query, createdAt: at(t * 3 + w) })),
  );

  it('puts ≥ 80 % of wordings in their own topic group and never mixes two topics', () => {
    expect(Object.keys(TOPIC_WORDINGS).length).toBeGreaterThanOrEqual(10);
    const groups = groupByTopic(items);
    // A topic's group: the group holding most of its wordings.
    let placed = 0;
    for (const topic of Object.keys(TOPIC_WORDINGS)) {
      const sizes = groups.map((g) => g.items.filter((i) => i.topic === topic).length);
      placed += Math.max(...sizes);
    }
    const share = placed / items.length;
    const mixed = groups.filter((g) => new Set(g.items.map((i) => i.topic)).size > 1);
    console.info(
      `grouping: ${placed}/${items.length} wordings (${Math.round(share * 100)} %) in their topic's group; ${groups.length} groups; ${mixed.length} mixed`,
    );
    for (const g of groups) console.info(`  [${g.label}] ${g.items.map((i) => i.query).join(' | ')}`);
    expect(mixed.map((g) => g.items.map((i) => i.query))).toEqual([]);
    expect(share).toBeGreaterThanOrEqual(0.8);
  });

  it('orders groups by newest activity, labels them, and keeps ids stable for the same members', () => {
    const wifi = items.filter((i) => i.topic === 'wifi');
    const first = groupByTopic(wifi);
    expect(first).toHaveLength(1);
    expect(first[0]).toMatchObject({ label: 'wifi password', firstAskedAt: at(0), lastAskedAt: at(2) });
    expect(first[0]!.items.map((i) => i.id)).toEqual(['wifi-2', 'wifi-1', 'wifi-0']);
    expect(groupByTopic([...wifi].reverse())[0]!.id).toBe(first[0]!.id);
    const both = groupByTopic([
      ...wifi,
      { id: 'x', topic: 'x', query: 'when is the school dance', createdAt: at(99) },
    ]);
    expect(both.map((g) => g.label)).toEqual(['dance', 'wifi password']);
    // Emoji-only questions stay alone, labelled by their text.
    expect(groupByTopic([{ id: 'e', query: '🙂', createdAt: at(1) }])[0]!.label).toBe('🙂');
  });
});
