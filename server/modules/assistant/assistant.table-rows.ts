/**
 * Table rows as ingestion writes them, one unit per row: "Label — Header: value; Header: value"
 * ("Main Office — Phone / E-mail: (312) 555-0142; Hours: 7:30 a.m. – 4:00 p.m."). What scoring
 * needs to know of a row's parts: the column headers name a value's type, not the row's topic, a
 * dated row's side cells (vocabulary DETAIL_COLUMNS) mention things beside the row's own event, and
 * a dated line opening with a label ("Family Night: Wednesday Dec 9 …") gives that label's day.
 */
import { DETAIL_COLUMNS, GENERIC_LABELS } from '../vocabulary/vocabulary.topics.js';
import { mentionsParticularDay } from './assistant.day-mentions.js';
import { covers, type SentenceCandidate, type WeightedConcept } from './assistant.scoring.js';

const TABLE_ROW = /^[^—:]{1,80} — [^:;—]{1,40}: /;
const COLUMN_HEADER = /(—\s|;\s)([^:;—]{1,40}):\s/g;

/** The column headers of a table row ("Phone / E-mail", "Hours"); [] for any other sentence. */
export function columnHeaders(text: string): string[] {
  return TABLE_ROW.test(text) ? [...text.matchAll(COLUMN_HEADER)].map((m) => m[2]!) : [];
}

/** A table row without its column headers ("Main Office — (312) 555-0142; 7:30 a.m. …"). */
export function withoutColumnHeaders(text: string): string {
  return TABLE_ROW.test(text) ? text.replace(COLUMN_HEADER, '$1') : text;
}

const DETAIL_WORDS = new Set(DETAIL_COLUMNS.words);
/** A cell's header: "Details" in "Details: 6:00 p.m. in the Library". */
const CELL_HEADER = /^([^:;—]{1,40}):\s/;

/**
 * A dated row's side cells: the row's day belongs to the event its label and first cells name, not
 * to what its "Details"/"Notes" cell mentions. "Monday, February 8 — What: PTO General Meeting;
 * Details: 6:00 p.m. in the Library – Spring Fling volunteers needed" gives the PTO meeting's day;
 * asked when the Spring Fling is, it holds no answer. A side cell naming its own day ("Notes: Report
 * cards posted in PowerSchool Dec. 2") answers for what it names, so it stays. A cell without a
 * header ("Sign up in ParentSquare; 20-minute slots") continues the cell before it. Returns the row
 * without those cells and the cells' text (empty when the row is undated or has none).
 */
export function dateDetailCells(text: string): { text: string; details: string } {
  const dash = text.indexOf(' — ');
  if (!TABLE_ROW.test(text) || !mentionsParticularDay(text.slice(0, dash))) return { text, details: '' };
  const cells: string[] = [];
  for (const part of text.slice(dash + 3).split(/;\s/)) {
    if (cells.length > 0 && !CELL_HEADER.test(part)) cells[cells.length - 1] += `; ${part}`;
    else cells.push(part);
  }
  const isDetail = (cell: string) =>
    DETAIL_WORDS.has(CELL_HEADER.exec(cell)?.[1]?.trim().toLowerCase() ?? '') && !mentionsParticularDay(cell);
  if (!cells.some(isDetail)) return { text, details: '' };
  return {
    text: `${text.slice(0, dash + 3)}${cells.filter((c) => !isDetail(c)).join('; ')}`,
    details: cells.filter(isDetail).join('; '),
  };
}

const GENERIC_LABEL_WORDS = new Set([...DETAIL_COLUMNS.words, ...GENERIC_LABELS.words]);

/**
 * A dated line opening with a label ("Family Night: Wednesday Dec 9, 5:00 to 7:00 PM Hot cocoa and a
 * free book for every student") gives the day of what its label names. Asked when the book fair is,
 * a word after the label ("book") is mentioned beside that event: it moves from the sentence's
 * lexemes to its aside (ASIDE_CREDIT). Lines whose label names an asked concept (or one a
 * follow-up inherited), lines naming no
 * day and generic labels ("Date:", "Note:", GENERIC_LABELS) are left as they are. Mutates
 * `candidate` (`lexemes`, `aside`, and `fills` loses "when"); `candidate.rowLabel` holds the
 * label's lexemes.
 */
export function labelOwnsDay(candidate: SentenceCandidate, label: string, concepts: WeightedConcept[]): void {
  const own = candidate.rowLabel;
  if (!own || !mentionsParticularDay(candidate.text)) return;
  if (
    label
      .toLowerCase()
      .split(/[^\p{L}]+/u)
      .every((w) => !w || GENERIC_LABEL_WORDS.has(w))
  )
    return;
  // A label naming the thing an earlier part asked about ("id like to chaperone the band trip … and
  // whats the deadline to get approved": "Chaperones: … approved … by Friday, March 26") is asked too.
  if (concepts.some((c) => (!c.soft || c.inherited) && covers(c, own))) return;
  const rest = [...candidate.lexemes].filter((l) => !own.has(l));
  if (rest.length === 0) return;
  candidate.lexemes = new Set([...candidate.lexemes].filter((l) => own.has(l)));
  candidate.aside = new Set([...(candidate.aside ?? []), ...rest]);
  // Its day is not the asked thing's day.
  candidate.fills?.delete('when');
}
