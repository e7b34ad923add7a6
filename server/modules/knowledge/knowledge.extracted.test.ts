import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { KnowledgeExtracted, KnowledgeFile } from '../../../contracts/knowledge.contract.js';
import { createTestApp, signUp, type TestApp } from '../../testing/test-app.js';
import { feeAndBellPdf } from '../ingestion/fixtures/fixtures.js';
import { upload } from './knowledge.test-helpers.js';

/** GET /api/s3/extracted?key=: what the assistant reads from an item, for the session's school only. */

let t: TestApp;
let a: { cookie: string; schoolId: string };
let b: { cookie: string; schoolId: string };

beforeAll(async () => {
  t = await createTestApp();
  a = await signUp(t);
  b = await signUp(t);
});
afterAll(async () => t.close());

const extracted = (cookie: string, key: string) =>
  t.app.inject({
    method: 'GET',
    url: `/api/s3/extracted?key=${encodeURIComponent(key)}`,
    headers: { cookie },
  });

describe('GET /api/s3/extracted', { timeout: 60_000 }, () => {
  it('lists the units (passages, table rows with typed values), counts and extraction time', async () => {
    const res = await upload(t, a.cookie, [{ name: 'cafeteria.pdf', body: await feeAndBellPdf() }], {
      contentType: 'policy',
    });
    expect(res.statusCode).toBe(201);
    const file = (res.json().data as KnowledgeFile[])[0]!;

    const before = (await extracted(a.cookie, file.key)).json().data as KnowledgeExtracted;
    expect(before).toMatchObject({
      syncStatus: 'PENDING',
      units: [],
      extractedAt: null,
      counts: { units: 0 },
    });

    await t.deps.queue.runDue();
    const reply = await extracted(a.cookie, file.key);
    expect(reply.statusCode).toBe(200);
    const data = reply.json().data as KnowledgeExtracted;
    expect(data).toMatchObject({
      key: file.key,
      fileName: 'cafeteria.pdf',
      syncStatus: 'FINISHED',
      errorMessage: null,
    });
    expect(data.extractionMs).toBeGreaterThanOrEqual(0);
    expect(Date.parse(data.extractedAt!)).not.toBeNaN();
    expect(data.units).toContainEqual({
      heading: 'Cafeteria and Schedule › Meal Prices',
      text: 'Lunch — Student: $3.10; Reduced: $0.40; Adult: $4.25',
      kind: 'table-row',
      typedValues: [
        { type: 'money', text: '$3.10', value: '310' },
        { type: 'money', text: '$0.40', value: '40' },
        { type: 'money', text: '$4.25', value: '425' },
      ],
    });
    expect(data.counts).toMatchObject({ units: data.units.length, tableRows: 7, ocrBlocks: 0 });
    expect(data.counts.passages).toBeGreaterThan(0);
    expect(data.counts.typedValues).toBe(data.units.reduce((n, u) => n + u.typedValues.length, 0));
  });

  it("answers 404 for another school's key, 400 without a key, 401 without a session", async () => {
    const res = await upload(
      t,
      a.cookie,
      [{ name: 'note.txt', body: Buffer.from('Pick-up is at 3:05 PM.') }],
      { contentType: 'policy' },
    );
    const file = (res.json().data as KnowledgeFile[])[0]!;
    const other = await extracted(b.cookie, file.key);
    expect(other.statusCode).toBe(404);
    expect(JSON.stringify(other.json())).not.toContain('Pick-up');
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/s3/extracted', headers: { cookie: a.cookie } }))
        .statusCode,
    ).toBe(400);
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/s3/extracted?key=${encodeURIComponent(file.key)}` }))
        .statusCode,
    ).toBe(401);
  });
});
