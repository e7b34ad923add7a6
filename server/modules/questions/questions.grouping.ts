import { createHash } from 'node:crypto';
import { topicConceptsDetailed } from '../assistant/assistant.concepts.js';

/**
 * Grouping of unanswered parent questions by topic: questions sharing their main concepts
 * (assistant.concepts.ts) form one group, so the office answers "wifi password", "wi-fi pwd?" and
 * "whats the wifi" once. Pure; the use case feeds it the school's open declined queries.
 */

export interface GroupInput {
  id: string;
  query: string;
  createdAt: Date;
}

export interface TopicGroup<T extends GroupInput> {
  /** Stable for the same members: `t_` + 16 hex of SHA-256 over the sorted query ids. */
  id: string;
  /** The shared concepts in the parent's words ("wifi password"); the first question when none. */
  label: string;
  items: T[];
  firstAskedAt: Date;
  lastAskedAt: Date;
}

/**
 * A question joins a group when its concepts and the group's core concepts share at least one and
 * one side holds the other ("whats the wifi" ⊂ "wifi password"), or, when each side has a concept
 * the other lacks, when they share at least half of their union (Jaccard ≥ 0.5): "swim team" and
 * "lacrosse team" share only "team" (1/3) and stay apart. Tuned on questions.grouping.fixtures.ts
 * (≥ 80 % of wordings in their own topic's group, no group mixing topics).
 */
const MIN_JACCARD = 0.5;

interface Working<T extends GroupInput> {
  seed: string[];
  members: { item: T; keys: string[] }[];
  surfaces: Map<string, Map<string, number>>;
}

/** Keys present in more than half the members (the seed's keys while it is alone). */
function coreOf<T extends GroupInput>(group: Working<T>): string[] {
  if (group.members.length === 1) return group.seed;
  const counts = new Map<string, number>();
  for (const m of group.members) for (const k of m.keys) counts.set(k, (counts.get(k) ?? 0) + 1);
  const core = [...counts].filter(([, n]) => n * 2 > group.members.length).map(([k]) => k);
  return core.length ? core : group.seed;
}

/** Whether a question may join a group with this core; its score (Jaccard) when it may, else 0. */
function similarity(keys: string[], core: string[]): number {
  const a = new Set(keys);
  const shared = core.filter((k) => a.has(k)).length;
  if (shared === 0) return 0;
  const jaccard = shared / new Set([...keys, ...core]).size;
  const contained = shared === a.size || shared === new Set(core).size;
  return contained || jaccard >= MIN_JACCARD ? jaccard : 0;
}

/**
 * Group questions by topic; groups ordered by newest activity first, members newest first.
 * Questions with no readable concept (emoji, "hello?") each form their own group.
 */
export function groupByTopic<T extends GroupInput>(items: T[]): TopicGroup<T>[] {
  const analysed = items.map((item) => ({ item, concepts: topicConceptsDetailed(item.query) }));
  // More specific wordings first: they seed groups that shorter wordings then join.
  analysed.sort(
    (a, b) =>
      b.concepts.length - a.concepts.length || b.item.createdAt.getTime() - a.item.createdAt.getTime(),
  );
  const groups: Working<T>[] = [];
  for (const { item, concepts } of analysed) {
    const keys = concepts.map((c) => c.key);
    let best: Working<T> | null = null;
    let bestScore = 0;
    if (keys.length) {
      for (const group of groups) {
        if (!group.seed.length) continue;
        const score = similarity(keys, coreOf(group));
        if (score > bestScore) {
          best = group;
          bestScore = score;
        }
      }
    }
    const target: Working<T> = best ?? { seed: keys, members: [], surfaces: new Map() };
    if (!best) groups.push(target);
    target.members.push({ item, keys });
    for (const c of concepts) {
      const forms = target.surfaces.get(c.key) ?? new Map<string, number>();
      forms.set(c.surface, (forms.get(c.surface) ?? 0) + 1);
      target.surfaces.set(c.key, forms);
    }
  }
  return groups
    .map((g) => {
      const members = g.members
        .map((m) => m.item)
        .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime());
      const core = coreOf(g);
      const words = g.seed
        .filter((k) => core.includes(k))
        .map((k) => [...(g.surfaces.get(k) ?? new Map([[k, 1]]))].sort((a, b) => b[1] - a[1])[0]![0]);
      const times = members.map((m) => m.createdAt.getTime());
      return {
        id: `t_${createHash('sha256')
          .update(
            members
              .map((m) => m.id)
              .sort()
              .join(','),
          )
          .digest('hex')
          .slice(0, 16)}`,
        label: words.length ? words.join(' ') : members.at(-1)!.query.trim().slice(0, 80),
        items: members,
        firstAskedAt: new Date(Math.min(...times)),
        lastAskedAt: new Date(Math.max(...times)),
      };
    })
    .sort((a, b) => b.lastAskedAt.getTime() - a.lastAskedAt.getTime());
}
