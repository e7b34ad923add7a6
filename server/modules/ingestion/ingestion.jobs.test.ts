import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import {
  SAMPLE_HTML,
  SAMPLE_RTF,
  fixtureFile,
  handbookDocx,
  scannedPdf,
  textPdf,
  toneWav,
} from './fixtures/fixtures.js';
import { MESSAGES } from './ingestion.errors.js';
import { stopOcr } from './ingestion.ocr.js';
import { chunksOf, fileState, seedFile, seedSchool, startStubServer } from './ingestion.testing.js';

const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

let t: TestApp | undefined;
const stubs: { close(): Promise<void> }[] = [];
afterEach(async () => {
  await t?.close();
  t = undefined;
  await Promise.all(stubs.splice(0).map((s) => s.close()));
});
afterAll(() => stopOcr());

async function ingestOne(fileName: string, mimeType: string, body: Buffer, env?: Record<string, string>) {
  t ??= await createTestApp({ env });
  const schoolId = await seedSchool(t);
  const fileId = await seedFile(t, { schoolId, fileName, mimeType, body });
  await t.deps.queue.runDue();
  return { fileId, schoolId, state: await fileState(t, fileId), chunks: await chunksOf(t, fileId) };
}

describe(
  'knowledge.ingest: each accepted kind ends FINISHED with its text indexed',
  { timeout: 90_000 },
  () => {
    it('text PDF: page text without running headers/footers, headings from larger type, findable by full-text search', async () => {
      const { fileId, schoolId, state, chunks } = await ingestOne(
        'parent-handbook.pdf',
        'application/pdf',
        await textPdf(6),
      );
      expect(state).toEqual({ sync_status: 'FINISHED', error_message: null });
      expect(chunks.map((c) => c.heading)).toEqual([
        '1. Attendance',
        '2. Uniform',
        '3. Lunches',
        '4. Homework',
        '5. Trips',
        '6. Attendance',
      ]);
      expect(chunks.every((c) => c.title === 'Parent Handbook' && c.school_id === schoolId)).toBe(true);
      expect(chunks[1]!.content).toContain('navy jumper, white polo shirt');
      expect(chunks[1]!.content).toContain('helping every pupil thrive.');
      const all = chunks.map((c) => c.content).join('\n');
      expect(all).not.toContain('Oakwood Primary Handbook');
      expect(all).not.toMatch(/Page \d+ of 6/);
      // English stemming: "jumpers" finds "jumper"; trigram similarity finds a misspelling.
      const fts = await t!.database.query<{ heading: string }>(
        `SELECT heading FROM knowledge_chunks WHERE file_id = $1 AND tsv @@ plainto_tsquery('english', 'jumpers')`,
        [fileId],
      );
      expect(fts.map((r) => r.heading)).toEqual(['2. Uniform']);
      const trigram = await t!.database.query<{ heading: string }>(
        `SELECT heading FROM knowledge_chunks WHERE file_id = $1 AND word_similarity('alergies', content) > 0.5`,
        [fileId],
      );
      expect(trigram.map((r) => r.heading)).toEqual(['3. Lunches']);
    });

    it('DOCX: heading levels kept (Heading 1 › Heading 2), lists kept as lines', async () => {
      const { state, chunks } = await ingestOne('Handbook.docx', DOCX, await handbookDocx(3));
      expect(state?.sync_status).toBe('FINISHED');
      expect(chunks.map((c) => c.heading)).toEqual([
        '1. Attendance › Key points',
        '2. Uniform › Key points',
        '3. Lunches › Key points',
      ]);
      expect(chunks[0]!.content).toContain('Pupils should arrive by 8.45 am.');
      expect(chunks[0]!.content).toContain(
        '- Bring a named water bottle\n- Check the newsletter every Friday',
      );
    });

    it('HTML (scripts and styles dropped, headings kept), RTF, UTF-8 text with BOM, Markdown', async () => {
      const html = await ingestOne('newsletter.html', 'text/html', Buffer.from(SAMPLE_HTML));
      expect(html.state?.sync_status).toBe('FINISHED');
      expect(html.chunks.map((c) => [c.heading, c.content])).toEqual([
        ['Autumn Newsletter', 'Welcome back to a busy term at Oakwood.'],
        [
          'Autumn Newsletter › Sports Day',
          'Sports day is on Friday 3 October. Please send your child in PE kit with a sun hat.\n\n- Races start at 9.30 am\n- Picnic lunch on the field',
        ],
      ]);

      const rtf = await ingestOne('parking.rtf', 'application/rtf', Buffer.from(SAMPLE_RTF, 'latin1'));
      expect(rtf.state?.sync_status).toBe('FINISHED');
      expect(rtf.chunks[0]!.content).toContain('Parents must not park on the zig-zag lines');
      expect(rtf.chunks[0]!.content).toContain('Café opens');
      expect(rtf.chunks[0]!.content).not.toContain('Secret title');

      const txt = await ingestOne(
        'notes.txt',
        'text/plain',
        Buffer.from('\uFEFFSchool café opens at 8 am.\r\nAll welcome.'),
      );
      expect(txt.chunks.map((c) => c.content)).toEqual(['School café opens at 8 am. All welcome.']);

      const latin1 = await ingestOne(
        'old.txt',
        'text/plain',
        Buffer.from('Caf\xe9 menu: cr\xe8me br\xfbl\xe9e.', 'latin1'),
      );
      expect(latin1.chunks[0]!.content).toBe('Café menu: crème brûlée.');

      const md = await ingestOne(
        'clubs.md',
        'text/markdown',
        Buffer.from('# Clubs\n\nChess on Monday.\n\n## Art\n\n- Paint\n- Clay'),
      );
      expect(md.chunks.map((c) => [c.heading, c.content])).toEqual([
        ['Clubs', 'Chess on Monday.'],
        ['Clubs › Art', '- Paint\n- Clay'],
      ]);
    });

    it('PNG: OCR with the bundled English model, offline', async () => {
      const { state, chunks } = await ingestOne('winter-concert.png', 'image/png', fixtureFile('notice.png'));
      expect(state?.sync_status).toBe('FINISHED');
      const text = chunks.map((c) => c.content).join(' ');
      // The poster's big title line is the heading of each block read from it.
      expect(chunks.map((c) => c.heading)).toEqual(['Winter Concert', 'Winter Concert']);
      expect(text).toContain('Thursday 11 December at 6 pm in the school hall');
      expect(chunks[0]!.title).toBe('Winter Concert');
    });

    it('scanned PDF (an image, no text layer): OCR page by page', async () => {
      const { state, chunks } = await ingestOne(
        'scan.pdf',
        'application/pdf',
        await scannedPdf(fixtureFile('notice.png')),
      );
      expect(state?.sync_status).toBe('FINISHED');
      expect(chunks.map((c) => c.content).join(' ')).toContain('Tickets cost three pounds per family.');
    });
  },
);

describe('knowledge.ingest: audio', { timeout: 60_000 }, () => {
  it('without TRANSCRIPTION_MODEL fails with the exact message naming the setting', async () => {
    const { state } = await ingestOne('memo.wav', 'audio/wav', toneWav());
    expect(state).toEqual({
      sync_status: 'FAILED',
      error_message: 'Audio transcription is not configured (set TRANSCRIPTION_MODEL)',
    });
  });

  it('with TRANSCRIPTION_MODEL posts the file to {TRANSCRIPTION_BASE_URL}/audio/transcriptions and indexes the transcript', async () => {
    const api = await startStubServer((_req, _body, res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ text: 'Reminder: the library closes early on Friday at two pm.' }));
    });
    stubs.push(api);
    const { state, chunks } = await ingestOne('voice-memo.wav', 'audio/wav', toneWav(), {
      TRANSCRIPTION_MODEL: 'whisper-1',
      TRANSCRIPTION_BASE_URL: `${api.url}/v1`,
      LLM_API_KEY: 'sk-test',
    });
    expect(state?.sync_status).toBe('FINISHED');
    expect(chunks.map((c) => c.content)).toEqual(['Reminder: the library closes early on Friday at two pm.']);
    const [request] = api.requests;
    expect(request!.url).toBe('/v1/audio/transcriptions');
    expect(request!.headers.authorization).toBe('Bearer sk-test');
    expect(request!.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    const body = request!.body.toString('latin1');
    expect(body).toMatch(/name="model"\r\n\r\nwhisper-1/);
    expect(body).toMatch(/name="file"; filename="voice-memo.wav"\r\nContent-Type: audio\/wav/);
    expect(request!.body.includes(toneWav().subarray(0, 44))).toBe(true);
  });

  it('a 4xx answer from the transcription service fails the file with its reason', async () => {
    const api = await startStubServer((_req, _body, res) => {
      res.writeHead(400, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ error: { message: 'Audio file is too short' } }));
    });
    stubs.push(api);
    const { state } = await ingestOne('memo.wav', 'audio/wav', toneWav(), {
      TRANSCRIPTION_MODEL: 'whisper-1',
      LLM_BASE_URL: api.url,
    });
    expect(state).toEqual({
      sync_status: 'FAILED',
      error_message: `${MESSAGES.transcriptionFailed('Audio file is too short')}`,
    });
  });
});
