import { describe, expect, it } from 'vitest';
import { detectFileKind } from './knowledge.formats.js';
import { makeDocx, makeExe, makePdf, makePng, makeSvg, makeTxt, makeWav } from './fixtures/make-fixtures.js';

const detect = (body: Buffer, fileName: string) => detectFileKind({ body, fileName });
const mime = async (body: Buffer, fileName: string) => (await detect(body, fileName))?.mimeType ?? null;

function ftyp(brand: string): Buffer {
  const b = Buffer.alloc(64);
  b.writeUInt32BE(24, 0);
  b.write('ftyp', 4, 'ascii');
  b.write(brand, 8, 'ascii');
  b.write(brand, 16, 'ascii');
  b.write('isom', 20, 'ascii');
  return b;
}
function ogg(head: string): Buffer {
  const b = Buffer.alloc(96);
  b.write('OggS', 0, 'ascii');
  b[5] = 2;
  b[26] = 1;
  b[27] = 19;
  b.write(head, 28, 'latin1');
  return b;
}
const webm = Buffer.from('1a45dfa39f4286810142f7810142f2810442f381084282847765626d428781044285810200', 'hex');
const mp3 = Buffer.concat([
  Buffer.from('ID3'),
  Buffer.from([3, 0, 0, 0, 0, 0, 0, 0xff, 0xfb, 0x90, 0x64]),
  Buffer.alloc(400),
]);
const jpeg = Buffer.concat([
  Buffer.from('ffd8ffe000104a46494600010100000100010000', 'hex'),
  Buffer.alloc(100),
]);
const gif = Buffer.concat([Buffer.from('GIF89a'), Buffer.from([1, 0, 1, 0, 0, 0, 0]), Buffer.alloc(40)]);
const webp = (() => {
  const b = Buffer.alloc(64);
  b.write('RIFF', 0, 'ascii');
  b.writeUInt32LE(56, 4);
  b.write('WEBPVP8 ', 8, 'ascii');
  return b;
})();
const tiff = Buffer.concat([Buffer.from([0x49, 0x49, 0x2a, 0x00, 0x08, 0, 0, 0]), Buffer.alloc(100)]);
const cfb = (withWordStream: boolean) =>
  Buffer.concat([
    Buffer.from('d0cf11e0a1b11ae1', 'hex'),
    Buffer.alloc(1024),
    Buffer.from(withWordStream ? 'WordDocument' : 'Workbook', 'utf16le'),
    Buffer.alloc(512),
  ]);

describe('detectFileKind: accepted kinds by content', () => {
  it('recognises real PDF, DOCX, PNG and text files made by libraries', async () => {
    expect(await detect(await makePdf(), 'Handbook.PDF')).toEqual({
      kind: 'pdf',
      mimeType: 'application/pdf',
    });
    expect(await mime(await makeDocx(), 'policy.docx')).toBe(
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    );
    expect(await mime(makePng(), 'flyer.png')).toBe('image/png');
    expect(await mime(makeTxt(), 'notes.txt')).toBe('text/plain');
    expect(await mime(makeTxt('# Title\n\nBody'), 'readme.md')).toBe('text/markdown');
    expect(await mime(makeTxt('<!doctype html><p>Hi</p>'), 'page.html')).toBe('text/html');
    expect(
      await mime(makeTxt('<?xml version="1.0"?><html xmlns="http://www.w3.org/1999/xhtml"></html>'), 'x.htm'),
    ).toBe('text/html');
    expect(await mime(makeTxt('{\\rtf1\\ansi Hello}'), 'letter.rtf')).toBe('application/rtf');
    expect(await mime(makeTxt('no extension, plain words'), 'README')).toBe('text/plain');
    expect(await mime(Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), makeTxt('bom')]), 'bom.txt')).toBe(
      'text/plain',
    );
  });

  it('recognises every image and audio kind, and DOC by its Word stream', async () => {
    expect(await mime(jpeg, 'photo.JPG')).toBe('image/jpeg');
    expect(await mime(jpeg, 'photo.jpeg')).toBe('image/jpeg');
    expect(await mime(gif, 'anim.gif')).toBe('image/gif');
    expect(await mime(webp, 'pic.webp')).toBe('image/webp');
    expect(await mime(tiff, 'scan.tiff')).toBe('image/tiff');
    expect(await mime(mp3, 'memo.mp3')).toBe('audio/mpeg');
    expect(await mime(ftyp('M4A '), 'memo.m4a')).toBe('audio/mp4');
    expect(await mime(ftyp('mp42'), 'memo.m4a')).toBe('audio/mp4');
    expect(await mime(makeWav(), 'memo.wav')).toBe('audio/wav');
    expect(await mime(ogg('OpusHead'), 'voice.opus')).toBe('audio/ogg');
    expect(await mime(ogg('OpusHead'), 'voice.ogg')).toBe('audio/ogg');
    expect(await mime(ogg('\x01vorbis'), 'voice.ogg')).toBe('audio/ogg');
    expect(await mime(webm, 'voice.webm')).toBe('audio/webm');
    expect(await mime(cfb(true), 'old.doc')).toBe('application/msword');
    expect(await mime(makePng(), 'attachment-without-extension')).toBe('image/png');
  });
});

describe('detectFileKind: refused files (Bad input → 415)', () => {
  it('refuses an .exe renamed .pdf, SVG or HTML renamed .pdf, and a PNG renamed .pdf', async () => {
    expect(await detect(makeExe(), 'report.pdf')).toBeNull();
    expect(await detect(makeSvg(), 'report.pdf')).toBeNull();
    expect(await detect(makeTxt('<html><script>alert(1)</script></html>'), 'report.pdf')).toBeNull();
    expect(await detect(makePng(), 'report.pdf')).toBeNull();
    expect(await detect(await makePdf(), 'report.docx')).toBeNull();
  });

  it('refuses kinds that are not accepted even under their own name', async () => {
    expect(await detect(makeExe(), 'setup.exe')).toBeNull();
    expect(await detect(makeSvg(), 'logo.svg')).toBeNull();
    expect(await detect(makeTxt('a,b\n1,2'), 'data.csv')).toBeNull();
    expect(await detect(cfb(false), 'sheet.doc')).toBeNull();
    expect(await detect(ftyp('mp42'), 'film.mov')).toBeNull();
  });

  it('refuses text that is not UTF-8, contains NUL bytes, or is empty', async () => {
    expect(await detect(Buffer.from('hello', 'utf16le'), 'wide.txt')).toBeNull();
    expect(await detect(Buffer.from([0x48, 0x69, 0xff, 0xfe, 0x21]), 'latin.txt')).toBeNull();
    expect(await detect(Buffer.from('abc\0def'), 'nul.txt')).toBeNull();
    expect(await detect(Buffer.alloc(0), 'empty.txt')).toBeNull();
  });
});
