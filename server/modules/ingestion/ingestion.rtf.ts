/**
 * Plain text of an RTF document (Microsoft RTF 1.9.1 specification). No well-kept RTF-to-text
 * package exists on npm, so this is a small careful reader: it keeps paragraph (`\par`), line
 * (`\line`) and tab breaks; decodes `\'hh` in the document's ANSI code page (`\ansicpg`, default
 * Windows-1252) and `\uN` Unicode escapes (skipping the `\ucN` fallback characters); skips
 * destinations that are not body text (font/colour/style tables, info, pictures, objects, fields'
 * instructions, headers/footers and every `{\* ...}` group) and `\binN` data. Formatting is dropped.
 * Never throws: unknown words and symbols are ignored, unbalanced braces tolerated.
 */
export function rtfToText(rtf: string): string {
  return new RtfReader(rtf).read();
}

/** Destinations whose group holds no body text, skipped when the word opens its group. */
const SKIPPED_DESTINATIONS = new Set([
  'fonttbl',
  'colortbl',
  'stylesheet',
  'info',
  'pict',
  'object',
  'fldinst',
  'header',
  'footer',
  'headerl',
  'headerr',
  'footerl',
  'footerr',
  'listtable',
  'listoverridetable',
  'rsidtbl',
  'generator',
  'xmlnstbl',
  'themedata',
  'colorschememapping',
  'latentstyles',
  'datastore',
  'revtbl',
  'filetbl',
  'pgdsctbl',
  'mmathPr',
]);

/** Control words that stand for text (a Map: a word such as `\constructor` must not find a method). */
const WORD_TEXT = new Map([
  ['par', '\n\n'],
  ['sect', '\n\n'],
  ['page', '\n\n'],
  ['line', '\n'],
  ['row', '\n'],
  ['tab', '\t'],
  ['cell', '\t'],
  ['emdash', '—'],
  ['endash', '–'],
  ['bullet', '•'],
  ['lquote', '‘'],
  ['rquote', '’'],
  ['ldblquote', '“'],
  ['rdblquote', '”'],
]);

/**
 * Control symbols that stand for text: `\\ \{ \}` literal, `\~` non-breaking space, `\_`
 * non-breaking hyphen, a backslash before a line break is a line break. Others (`\-` optional
 * hyphen, `\|`, …) write nothing.
 */
const SYMBOL_TEXT = new Map([
  ['\\', '\\'],
  ['{', '{'],
  ['}', '}'],
  ['~', ' '],
  ['_', '-'],
  ['\n', '\n'],
  ['\r', '\n'],
]);

/** What a group inherits from its parent and may change for itself. */
interface GroupState {
  /** The group is a skipped destination: nothing in it is written. */
  skip: boolean;
  /** `\ucN`: how many fallback characters follow each `\uN`. */
  uc: number;
}

const DOCUMENT_STATE: GroupState = { skip: false, uc: 1 };

/** One pass over a document; `read` returns its text. */
class RtfReader {
  private readonly out: string[] = [];
  private readonly stack: GroupState[] = [];
  private state: GroupState = { ...DOCUMENT_STATE };
  private decoder = new TextDecoder('windows-1252');
  /** `\'hh` bytes not yet decoded: a multi-byte code page spreads one character over several. */
  private pendingBytes: number[] = [];
  /** Fallback characters of the last `\uN` still to drop. */
  private skipChars = 0;
  /** Nothing but `\*` read since the last `{`: a destination word here names the group. */
  private groupStart = false;
  private i = 0;

  constructor(private readonly rtf: string) {}

  read(): string {
    while (this.i < this.rtf.length) {
      const c = this.rtf[this.i]!;
      if (c === '{') this.openGroup();
      else if (c === '}') this.closeGroup();
      else if (c === '\\') {
        if (this.rtf[this.i + 1] === undefined) break;
        this.readEscape(this.rtf[this.i + 1]!);
      } else this.readCharacter(c);
    }
    this.flushBytes();
    return this.out.join('');
  }

  private openGroup(): void {
    this.flushBytes();
    this.stack.push(this.state);
    this.state = { ...this.state };
    this.groupStart = true;
    this.i++;
  }

  /** An unbalanced `}` falls back to the document's state rather than failing. */
  private closeGroup(): void {
    this.flushBytes();
    this.state = this.stack.pop() ?? { ...DOCUMENT_STATE };
    this.groupStart = false;
    this.i++;
  }

  /** A plain character; raw line breaks are layout in RTF, not text. */
  private readCharacter(c: string): void {
    this.groupStart = false;
    this.i++;
    if (c !== '\r' && c !== '\n') this.emit(c);
  }

  /** What follows a backslash: `\'hh`, `\*`, a control symbol or a control word. */
  private readEscape(next: string): void {
    if (next === "'") this.readHexByte();
    else if (next === '*') {
      // `{\*\word …}`: a destination the reader may not know; the whole group is skipped.
      if (this.groupStart) this.state.skip = true;
      this.i += 2;
    } else if (!/[a-z]/i.test(next)) {
      this.i += 2;
      this.groupStart = false;
      const text = SYMBOL_TEXT.get(next);
      if (text !== undefined) this.emit(text);
    } else this.readControlWord();
  }

  /** `\'hh`: one byte in the code page, or a `\uN` fallback character to drop. */
  private readHexByte(): void {
    const byte = parseInt(this.rtf.slice(this.i + 2, this.i + 4), 16);
    this.i += 4;
    if (this.skipChars > 0) {
      this.skipChars--;
      return;
    }
    if (!Number.isNaN(byte)) this.pendingBytes.push(byte);
    this.groupStart = false;
  }

  /** `\word` with an optional signed parameter and one optional delimiting space. */
  private readControlWord(): void {
    const m = /^([a-z]{1,32})(-?\d{1,10})? ?/i.exec(this.rtf.slice(this.i + 1, this.i + 45))!;
    const word = m[1]!;
    const param = m[2] === undefined ? undefined : Number(m[2]);
    this.i += 1 + m[0].length;
    const wasGroupStart = this.groupStart;
    this.groupStart = false;
    if (SKIPPED_DESTINATIONS.has(word) && wasGroupStart) {
      this.state.skip = true;
      return;
    }
    const text = WORD_TEXT.get(word);
    if (text !== undefined) this.emit(text);
    else this.applyControlWord(word, param);
  }

  /** The control words that change the reader's state rather than write text. */
  private applyControlWord(word: string, param: number | undefined): void {
    if (word === 'uc') this.state.uc = param ?? 1;
    else if (word === 'u') {
      // A negative parameter is the signed 16-bit form of a code unit above 32767; none is '?'.
      const code = param === undefined ? 63 : param < 0 ? param + 65536 : param;
      this.emit(String.fromCharCode(code));
      this.skipChars = this.state.uc;
    } else if (word === 'ansicpg') this.decoder = codePageDecoder(param);
    else if (word === 'bin') this.i += param ?? 0;
  }

  private flushBytes(): void {
    if (this.pendingBytes.length === 0) return;
    if (!this.state.skip) this.out.push(this.decoder.decode(new Uint8Array(this.pendingBytes)));
    this.pendingBytes = [];
  }

  /** Write text, unless it is a `\uN` fallback character or inside a skipped group. */
  private emit(text: string): void {
    this.flushBytes();
    if (this.skipChars > 0) {
      this.skipChars--;
      return;
    }
    if (!this.state.skip) this.out.push(text);
  }
}

/** The decoder of Windows code page `param`; Windows-1252 when the platform has no such page. */
function codePageDecoder(param: number | undefined) {
  try {
    return new TextDecoder(`windows-${param}`);
  } catch {
    return new TextDecoder('windows-1252');
  }
}
