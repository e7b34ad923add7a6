/**
 * Two adjacent topic words of a question that name one thing ("spring break", "book fair"), and a
 * knowledge sentence naming another thing of that kind ("Thanksgiving Break", "Science Fair"): the
 * retrieve stage (assistant.passages.ts) then counts the shared head word like an aside.
 */
import { isTopicStopWord } from './assistant.text.js';
import type { QuestionPart } from './assistant.pipeline.types.js';

/** A question's "spring break": the head word, and patterns for its modifier and for another name. */
export interface NamedPair {
  head: string;
  modifier: RegExp;
  named: RegExp;
}

/**
 * Adjacent topic words of the question that name one thing ("spring break", "book fair"): the
 * modifier and the head. Stop words and filler never pair.
 */
export function namedPairs(part: QuestionPart): NamedPair[] {
  const hard = new Set(
    part.concepts.filter((c) => !c.soft && !c.context && !isTopicStopWord(c.word)).map((c) => c.word),
  );
  const pairs: NamedPair[] = [];
  for (let i = 0; i + 1 < part.tokens.length; i++) {
    const [modifier, head] = [part.tokens[i]!, part.tokens[i + 1]!];
    if (hard.has(modifier) && hard.has(head) && /^\p{L}{3,}$/u.test(modifier) && /^\p{L}{3,}$/u.test(head))
      pairs.push({
        head,
        modifier: new RegExp(`\\b${modifier}`, 'i'),
        named: new RegExp(
          `(\\b\\p{Lu}[\\p{L}'’-]*\\s+)${head[0]!.toUpperCase()}${head.slice(1)}(?:s|es)?\\b`,
          'gu',
        ),
      });
  }
  return pairs;
}

/**
 * A sentence naming another thing of the same kind ("Thanksgiving Break" for "spring break",
 * "Science Fair" for "book fair"): a capitalized name ending in the question's head word, where the
 * question's modifier appears nowhere. The head then only counts like an aside (ASIDE_CREDIT), so
 * "when is spring break" is not answered with Thanksgiving Break plus "our spring trip".
 * Returns the sentence text without that head, and the head as `other`.
 */
export function otherNamedThing(text: string, pairs: NamedPair[]): { text: string; other?: string } {
  for (const { head, modifier, named } of pairs) {
    if (modifier.test(text)) continue;
    named.lastIndex = 0;
    if (!named.test(text)) continue;
    return { text: text.replace(named, '$1'), other: head };
  }
  return { text };
}
