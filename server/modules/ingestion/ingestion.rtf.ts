/**
 * Plain text of an RTF document (Microsoft RTF 1.9.1 specification). No well-kept RTF-to-text
 * package exists on npm, so this is a small careful reader: it keeps paragraph (`\par`), line
 * (`\line`) and tab breaks; decodes `\'hh` in the document's ANSI code page (`\ansicpg`, default
 * Windows-1252) and `\uN` Unicode escapes (skipping the `\ucN` fallback characters); skips
 * destinations that are not body text (font/colour/style tables, info, pictures, objects, fields'
 * instructions, headers/footers and every `{\* ...}` group) and `\binN` data. Formatting is dropped.
 */
export function rtfToText(rtf: string): string {
  const out: string[] = [];
  const SKIP = new Set([
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
  interface State {
    skip: boolean;
    uc: number;
  }
  const stack: State[] = [];
  let state: State = { skip: false, uc: 1 };
  let decoder = new TextDecoder('windows-1252');
  let pendingBytes: number[] = [];
  let skipChars = 0;
  let groupStart = false;

  const flushBytes = () => {
    if (pendingBytes.length) {
      if (!state.skip) out.push(decoder.decode(new Uint8Array(pendingBytes)));
      pendingBytes = [];
    }
  };
  const emit = (s: string) => {
    flushBytes();
    if (skipChars > 0) {
      skipChars--;
      return;
    }
    if (!state.skip) out.push(s);
  };

  let i = 0;
  while (i < rtf.length) {
    const c = rtf[i]!;
    if (c === '{') {
      flushBytes();
      stack.push(state);
      state = { ...state };
      groupStart = true;
      i++;
      continue;
    }
    if (c === '}') {
      flushBytes();
      state = stack.pop() ?? { skip: false, uc: 1 };
      groupStart = false;
      i++;
      continue;
    }
    if (c === '\\') {
      const next = rtf[i + 1];
      if (next === undefined) break;
      if (next === "'") {
        const byte = parseInt(rtf.slice(i + 2, i + 4), 16);
        i += 4;
        if (skipChars > 0) {
          skipChars--;
          continue;
        }
        if (!Number.isNaN(byte)) pendingBytes.push(byte);
        groupStart = false;
        continue;
      }
      if (next === '*') {
        if (groupStart) state.skip = true;
        i += 2;
        continue;
      }
      if (!/[a-z]/i.test(next)) {
        // Control symbols: \\ \{ \} literal; \~ nbsp; \- optional hyphen; \_ non-breaking hyphen.
        i += 2;
        groupStart = false;
        if (next === '\\' || next === '{' || next === '}') emit(next);
        else if (next === '~') emit(' ');
        else if (next === '_') emit('-');
        else if (next === '\n' || next === '\r') emit('\n');
        continue;
      }
      const m = /^([a-z]{1,32})(-?\d{1,10})? ?/i.exec(rtf.slice(i + 1, i + 45))!;
      const word = m[1]!;
      const param = m[2] === undefined ? undefined : Number(m[2]);
      i += 1 + m[0].length;
      const wasGroupStart = groupStart;
      groupStart = false;
      if (SKIP.has(word) && wasGroupStart) {
        state.skip = true;
        continue;
      }
      switch (word) {
        case 'par':
        case 'sect':
        case 'page':
          emit('\n\n');
          break;
        case 'line':
        case 'row':
          emit('\n');
          break;
        case 'tab':
        case 'cell':
          emit('\t');
          break;
        case 'emdash':
          emit('—');
          break;
        case 'endash':
          emit('–');
          break;
        case 'bullet':
          emit('•');
          break;
        case 'lquote':
          emit('‘');
          break;
        case 'rquote':
          emit('’');
          break;
        case 'ldblquote':
          emit('“');
          break;
        case 'rdblquote':
          emit('”');
          break;
        case 'uc':
          state.uc = param ?? 1;
          break;
        case 'u': {
          const code = param === undefined ? 63 : param < 0 ? param + 65536 : param;
          emit(String.fromCharCode(code));
          skipChars = state.uc;
          break;
        }
        case 'ansicpg':
          try {
            decoder = new TextDecoder(`windows-${param}`);
          } catch {
            decoder = new TextDecoder('windows-1252');
          }
          break;
        case 'bin':
          i += param ?? 0;
          break;
        default:
          break;
      }
      continue;
    }
    groupStart = false;
    if (c === '\r' || c === '\n') {
      i++;
      continue;
    }
    emit(c);
    i++;
  }
  flushBytes();
  return out.join('');
}
