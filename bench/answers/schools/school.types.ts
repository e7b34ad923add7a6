/**
 * Shape of a bench school: its documents as sources (rendered to real files by write-school.ts),
 * when each was uploaded and when it expires, its calendar feed and its forwarded e-mail.
 * All names, numbers and dates are invented.
 */
import type { Block } from './render.js';

interface DocumentMeta {
  /** File name under the school's fixtures/ folder. */
  fileName: string;
  /** Content type the office picks on upload (announcement, event, policy, newsletter, handbook). */
  contentType: string;
  /** ISO instant the office added it (freshness ranking depends on it). */
  uploadedAt: string;
  /** ISO instant; past it the document must never be used. */
  expiryDate?: string;
  /** Who wrote it, in what voice (for the README and the blind question writer). */
  voice: string;
  /** One line: what the document is. */
  description: string;
  /** File names this document contradicts and replaces. */
  supersedes?: string[];
}

/** A document source: how write-school.ts renders it. */
export type SourceDocument = DocumentMeta &
  (
    | { format: 'pdf'; title: string; subtitle: string; blocks: Block[] }
    | { format: 'docx'; title: string; blocks: Block[] }
    /** Markdown, HTML or plain text, written byte for byte as an office would paste or save it. */
    | { format: 'raw'; text: string }
    /** A flyer: HTML screenshotted to PNG; its facts exist only in the image. */
    | { format: 'png'; html: string }
    /** Already rendered by an older generator (Maple Grove's generate-fixtures.ts); `text` is its source. */
    | { format: 'prebuilt'; text: string }
  );

/** A forwarded e-mail delivered through the inbound mail path, with one PDF attachment. */
export interface SourceEmail {
  fileName: string;
  from: string;
  subject: string;
  /** ISO instant the e-mail arrives. */
  receivedAt: string;
  voice: string;
  description: string;
  text: string;
  attachment: { fileName: string; title: string; subtitle: string; blocks: Block[] };
}

export interface BenchSchool {
  slug: string;
  name: string;
  /** IANA zone of the school. */
  timeZone: string;
  /** The bench's fixed "now" for this school (questions like "tomorrow" are relative to it). */
  now: Date;
  /** Human label of `now` in the school's zone, e.g. "Monday, November 23, 2026, 10:00 am". */
  nowLabel: string;
  officePhone: string;
  officeEmail: string;
  documents: SourceDocument[];
  calendar: { fileName: string; name: string; text: string };
  email?: SourceEmail;
  /** Absolute path of the folder holding the rendered files. */
  fixturesDir: string;
}
