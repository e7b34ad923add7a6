/**
 * How much a document's sentences are lifted for being newer or announcement-like: the sentence
 * candidates carry it (`SentenceCandidate.freshness`) and sentence selection multiplies on-topic
 * gains by it (assistant.scoring.ts). Pure; constants in assistant.tuning.ts.
 */
import { FRESHNESS_DECAY_DAYS, FRESHNESS_NEW_LIFT, FRESHNESS_TYPE_LIFT } from './assistant.tuning.js';

/**
 * Freshness multiplier of a document ("when two documents disagree on a topic, the newer
 * one wins"): announcement-like types get a fixed lift over handbooks/policies, and any document a
 * lift that decays with age (half after ~45 days). Enough to break a tie between equally relevant
 * sentences, not to let a fresh but off-topic note beat a relevant handbook line.
 */
export function freshnessOf(contentType: string, createdAt: Date, now: Date): number {
  const ageDays = Math.max(0, (now.getTime() - createdAt.getTime()) / 86_400_000);
  return (
    1 +
    (FRESHNESS_TYPE_LIFT[contentType] ?? 0) +
    FRESHNESS_NEW_LIFT * Math.exp(-ageDays / FRESHNESS_DECAY_DAYS)
  );
}
