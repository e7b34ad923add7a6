import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixedClock } from '../../shared/clock.js';
import { createTestApp, signUp, type TestApp } from '../../testing/test-app.js';
import {
  createKnowledgeItem,
  deleteFile,
  sweepExpired,
  updateFile,
} from '../knowledge/knowledge.usecases.js';

/**
 * The activity log end to end: it shows the events that uploads, edits, deletes and expiry produce,
 * newest first, through GET /api/activitylogs (the knowledge module writes them).
 */
const clock = fixedClock('2026-11-21T09:00:00Z');
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ overrides: { clock } });
});
afterAll(async () => t.close());

describe('activity of knowledge changes', () => {
  it('lists upload, edit, delete and expiry events newest first', async () => {
    const staff = await signUp(t, 'activity-journey@school.test');
    const body = (text: string) => Buffer.from(text, 'utf8');
    const menu = await createKnowledgeItem({
      deps: t.deps,
      schoolId: staff.schoolId,
      fileName: 'lunch-menu.txt',
      contentType: 'announcement',
      body: body('Pizza on Friday.'),
      source: 'upload',
      expiryDate: new Date('2026-11-22T09:00:00Z'),
    });
    clock.advance(60_000);
    const flyer = await createKnowledgeItem({
      deps: t.deps,
      schoolId: staff.schoolId,
      fileName: 'flyer.txt',
      contentType: 'event',
      body: body('Book fair next week.'),
      source: 'upload',
    });
    clock.advance(60_000);
    await updateFile({
      deps: t.deps,
      schoolId: staff.schoolId,
      update: {
        key: flyer.key,
        contentType: 'newsletter',
        expiryType: 'never',
        expiryDate: '',
        expiryTime: '',
      },
    });
    clock.advance(60_000);
    await deleteFile({ deps: t.deps, schoolId: staff.schoolId, key: flyer.key });
    clock.set('2026-11-22T09:00:30Z');
    expect(await sweepExpired({ deps: t.deps })).toBe(1);

    const res = await t.app.inject({
      method: 'GET',
      url: '/api/activitylogs?limit=50&page=1',
      headers: { cookie: staff.cookie },
    });
    expect(res.statusCode).toBe(200);
    const logs = res.json().logs as { event_type: string; description: string }[];
    expect(logs.map((l) => l.event_type)).toEqual([
      'file_expired',
      'file_delete',
      'file_update',
      'file_upload',
      'file_upload',
    ]);
    expect(logs.map((l) => l.description).join('\n')).toContain('lunch-menu.txt');
    expect(menu.key).not.toBe(flyer.key);
  });
});
