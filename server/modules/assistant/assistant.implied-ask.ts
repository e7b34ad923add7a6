/**
 * The question a parent's stated plan implies: "what time do 7th graders eat lunch? want to surprise
 * my daughter and eat with her tmrw" also asks "can i eat with her" (the school's rule: "Parents may
 * eat lunch with their own student on Fridays only"). The implied part is answered like any other
 * but only adds to an answer: it never answers alone and is never declined aloud
 * (assistant.compose.ts `composeParts`). Pure; no database.
 */
import { PARENT_PLAN, PLAN_ACTIONS } from '../vocabulary/vocabulary.story.js';

const ACTIONS: ReadonlySet<string> = new Set(PLAN_ACTIONS.words);

/** A sentence that asks: it ends with "?" or a clause after a comma opens with a question word. */
const ASKS = /\?\s*$|,\s*(?:how|what|when|where|who|which|can|could|is|are|do|does|will|should)\b/;

/**
 * "can i <action>" for the parent's plan in `question` (lower-cased), or null when it states none
 * that a school has rules about: of "surprise my daughter and eat with her tmrw", the piece opening
 * with a PLAN_ACTIONS verb ("eat with her tmrw"), the last one when several do.
 */
export function impliedAsk(question: string): string | null {
  // Only a plan told beside the question: "i want to … eat lunch with him on his bday, how much is
  // it for me" asks about the plan itself, which its own part answers.
  const told = question
    .toLowerCase()
    .split(/(?<=[.?!])\s+/)
    .find((sentence) => PARENT_PLAN.test(sentence) && !ASKS.test(sentence));
  const plan = told && PARENT_PLAN.exec(told)?.[1];
  if (!plan) return null;
  const action = plan
    .split(/\s+and\s+/)
    .filter((piece) => ACTIONS.has(piece.trim().split(/\s+/)[0] ?? ''))
    .at(-1);
  return action ? `can i ${action.trim()}` : null;
}
