/**
 * The sentences after a pick that join it (sentence selection, assistant.selection.ts): the next
 * line when it names an asked word or the asked grade, reaches the person the pick names, or holds
 * the asked value the pick lacks. Split from assistant.selection.ts (past 300 lines).
 */
import { fillsSlot, type AnswerSlot } from './assistant.answer-types.js';
import { forGrade, type SentenceCandidate } from './assistant.scoring.js';
import { take, type Board, type Picked } from './assistant.selection-board.js';

/**
 * Asked-for values the sentence after a pick may bring to it. Not a count or a length: a handbook's
 * next line may begin with its section number ("5.2 Medication."), which reads as one (Ridgeview
 * dev: "how many kids per class" was answered with the outerwear rule and the medication section).
 */
const VALUE_THAT_COMPLETES: readonly AnswerSlot[] = ['time', 'money', 'phone', 'email', 'address'];

/**
 * A table row as ingestion writes one, "Label — Header: value; Header: value" (ingestion.table-rows.ts),
 * in a table-row chunk or pasted among a passage's lines (a bulletin's event table).
 */
function isTableRowUnit(text: string): boolean {
  return /^[^—\n]{1,80} — [^:;—\n]{1,40}: /.test(text);
}

/**
 * `next` opens with a definite description of a noun `pick` names ("… an adult listed …" → "The adult
 * comes to …"): it goes on about the same subject. Words of three letters or fewer are too general.
 */
function namesPicksSubject(pick: string, next: string): boolean {
  const subject = /^(?:the|this|that|these|those)\s+([a-z]{4,})\b/i.exec(next)?.[1]?.toLowerCase();
  return !!subject && new RegExp(`\\b${subject}\\b`, 'i').test(pick);
}

/**
 * The sentence right after a picked one joins when it names a hard concept or the asked grade,
 * gives the phone or e-mail of the person the pick names, or holds the asked-for value (a clock
 * time, an amount …) the pick lacks: the sentence after the rule when it completes it.
 */
export function addFollowingSentences(board: Board, picked: Picked, max: number): void {
  const { candidates, options } = board;
  const at = (s: SentenceCandidate, position: number) =>
    candidates.findIndex(
      (c) => c.chunkRank === s.chunkRank && c.source === s.source && c.position === position,
    );
  /** The asked grade's row among the band rows right after `s` (-1 when the run has none). */
  const bandRowAfter = (s: SentenceCandidate) => {
    for (let row = at(s, s.position + 1); row >= 0 && candidates[row]!.grades?.length;)
      if (forGrade(candidates[row]!, options.grade)) return row;
      else row = at(s, candidates[row]!.position + 1);
    return -1;
  };
  for (const s of [...picked.chosen]) {
    if (picked.chosen.length >= max) break;
    const next = at(s, s.position + 1);
    if (next < 0) continue;
    // "K-2: 15-20 min reading nightly. Grades 3-4: 30-40 min. Grades 5-8: up to 60 min": a pick
    // naming another band is followed through the band rows after it to the asked grade's row.
    const askedRow =
      options.grade != null && s.grades?.length && !forGrade(s, options.grade) ? bandRowAfter(s) : -1;
    if (askedRow >= 0) {
      if (!picked.chosen.includes(candidates[askedRow]!)) take(board, picked, askedRow);
      continue;
    }
    const following = candidates[next]!;
    // …or when it names the asked grade ("Homework is assigned Mon–Thu." → "…grades 3 to 5 about 45 minutes").
    const namesAskedGrade =
      options.grade != null && !!following.grades?.length && forGrade(following, options.grade);
    // …or when it is how to reach the person the pick names ("La Sra. Ochoa ayuda a las familias …"
    // → "Teléfono: (512) 555-0149").
    const reachesPerson =
      fillsSlot('person', s.text) &&
      (fillsSlot('phone', following.text) || fillsSlot('email', following.text));
    // …or when it holds the value asked for that the pick lacks ("…the Route 7 morning stop at Elm
    // Street … moves to Maple Street and 5th Avenue." → "The pickup time stays 7:20 am."): only while
    // the pick holds no asked value at all, and only after a pick naming the parent's own words. A
    // follow-up's inherited topic ("how much is it now" after "til what time does kids club go") is
    // looked up in the earlier part's documents first, where the handbook's old fee follows its Kids
    // Club line and the newer fee notice would never be read.
    const asked = (options.slots ?? []).filter((slot) => VALUE_THAT_COMPLETES.includes(slot));
    // Not the next row of a table: another item's time ("Feb 26–27 — Spring Musical; See the flyer
    // for show times" → "March 4 — Conferences; 4:30 – 7:30 p.m.", Cedar Bluff fresh).
    const pick = candidates.indexOf(s);
    const givesAskedValue =
      !(isTableRowUnit(s.text) && isTableRowUnit(following.text)) &&
      !asked.some((slot) => picked.filled.has(slot)) &&
      asked.some((slot) => !!following.fills?.has(slot)) &&
      board.inSentence[pick]!.some((v, k) => v && board.hard[k] && !board.concepts[k]!.inherited);
    // …or, asked how to do something, when it goes on about the pick's own subject ("Students may
    // only be checked out by … an adult listed as an emergency contact." → "The adult comes to the
    // Attendance Office (Room 112) with a photo ID"): the next step of the procedure.
    const nextStep = (options.slots ?? []).includes('howto') && namesPicksSubject(s.text, following.text);
    // …but never the row of another grade band ("Lunch (5-8)" after "Lunch (K-4)" for a 3rd grader).
    if (
      !picked.chosen.includes(following) &&
      !board.otherRank[next] &&
      forGrade(following, options.grade) &&
      (board.inSentence[next]!.some((v, k) => v && board.hard[k]) ||
        namesAskedGrade ||
        reachesPerson ||
        givesAskedValue ||
        nextStep)
    )
      take(board, picked, next);
  }
  addStepBefore(board, picked, max);
}

/**
 * Asked what to do, a lead that is one item of a bulleted list brings the list's other items, in
 * order ("Before your student can practice: - a physical … - the athletic forms … - the fee"): each
 * item is one of the things to do, and the parent needs them all.
 */
export function addListItems(board: Board, picked: Picked, max: number): void {
  const { candidates, options } = board;
  const lead = picked.chosen[0];
  if (!lead || lead.listItem === undefined || !(options.slots ?? []).includes('howto')) return;
  const items = candidates
    .map((c, i) => ({ c, i }))
    .filter(
      ({ c }) =>
        c.listItem === lead.listItem &&
        c.chunkRank === lead.chunkRank &&
        c.source === lead.source &&
        !picked.chosen.includes(c),
    )
    .sort((a, b) => a.c.position - b.c.position);
  for (const { i } of items) {
    if (picked.chosen.length >= max) break;
    if (!board.otherRank[i] && forGrade(candidates[i]!, options.grade)) take(board, picked, i);
  }
}

/**
 * Asked how to do something, the sentence right before the lead joins it when it names the lead's
 * most telling asked word: the step before ("Any medication … requires the Physician Authorization
 * form …" before "An adult must bring the medication to the Health Office …").
 */
function addStepBefore(board: Board, picked: Picked, max: number): void {
  const { candidates, options } = board;
  const lead = picked.chosen[0];
  if (!lead || picked.chosen.length >= max || !(options.slots ?? []).includes('howto')) return;
  const before = candidates.findIndex(
    (c) => c.chunkRank === lead.chunkRank && c.source === lead.source && c.position === lead.position - 1,
  );
  if (before < 0 || picked.chosen.includes(candidates[before]!) || board.otherRank[before]) return;
  const leadIndex = candidates.indexOf(lead);
  // The most telling asked word of the lead: a sentence sharing only a common one ("Families add
  // money to lunch accounts" before the free-lunch application) is another matter.
  let top = -1;
  board.concepts.forEach((c, k) => {
    if (board.hard[k] && !c.background && board.inSentence[leadIndex]![k])
      if (top < 0 || c.weight > board.concepts[top]!.weight) top = k;
  });
  // …said as strongly: "attend" (a looser synonym) is not "absent".
  const shared =
    top >= 0 &&
    board.inSentence[before]![top] &&
    board.matrix[before]![top]! >= board.matrix[leadIndex]![top]!;
  if (shared && forGrade(candidates[before]!, options.grade)) take(board, picked, before);
}
