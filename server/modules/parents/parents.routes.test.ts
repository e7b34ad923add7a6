import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixedClock } from '../../shared/clock.js';
import { createTestApp, signUp, type TestApp } from '../../testing/test-app.js';
import { updateSchool } from '../schools/schools.repository.js';
import { fetchParents, importCsv } from './parents.testing.js';
import { DUPLICATE_NUMBER, PARENT_NOT_FOUND } from './parents.usecases.js';
import { findParentByNumber } from './parents.repository.js';

const clock = fixedClock('2026-11-21T09:00:00Z');
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ overrides: { clock } });
});
afterAll(async () => t.close());

const add = (cookie: string, name: string, whatsapp_num: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/parents/add-single',
    payload: { name, whatsapp_num },
    headers: { cookie },
  });
const edit = (cookie: string, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'PUT', url: '/api/parents/edit-parent', payload, headers: { cookie } });
const del = (cookie: string, segment: string) =>
  t.app.inject({ method: 'DELETE', url: `/api/parents/delete/${segment}`, headers: { cookie } });

describe('authentication', () => {
  it('answers 401 on every parents route without a session', async () => {
    const calls = [
      { method: 'GET', url: '/api/parents/fetchall' },
      {
        method: 'POST',
        url: '/api/parents/add-single',
        payload: { name: 'A', whatsapp_num: '+14155550123' },
      },
      {
        method: 'PUT',
        url: '/api/parents/edit-parent',
        payload: { old_whatsapp_num: '+1', name: 'A', whatsapp_num: '+1' },
      },
      { method: 'DELETE', url: '/api/parents/delete/%2B14155550123' },
      { method: 'POST', url: '/api/parents/import-csv' },
    ] as const;
    for (const call of calls) {
      const res = await t.app.inject(call as never);
      expect(res.statusCode, `${call.method} ${call.url}`).toBe(401);
    }
  });
});

describe('add, list, edit, delete', () => {
  it('stores a number typed in national format as E.164 and shows it internationally', async () => {
    const { cookie } = await signUp(t);
    const res = await add(cookie, '  Maria   Garcia ', '(415) 555-0123');
    expect(res.statusCode).toBe(201);
    const { parent } = res.json();
    expect(parent).toEqual({
      id: expect.any(String),
      name: 'Maria Garcia',
      whatsapp_num: '+14155550123',
      whatsapp_display: '+1 415 555 0123',
      created_at: '2026-11-21T09:00:00.000Z',
      language: null,
    });
    expect(await fetchParents(t.app, cookie)).toEqual([parent]);

    // The office sets the reply language in the edit dialog; omitting it keeps it; null forgets it.
    const edit = (body: object) =>
      t.app.inject({ method: 'PUT', url: '/api/parents/edit-parent', headers: { cookie }, payload: body });
    const base = { old_whatsapp_num: '+14155550123', name: 'Maria Garcia', whatsapp_num: '+14155550123' };
    expect((await edit({ ...base, language: 'es' })).json().parent.language).toBe('es');
    expect((await edit(base)).json().parent.language).toBe('es');
    expect((await edit({ ...base, language: 'pt' })).statusCode).toBe(400);
    expect((await edit({ ...base, language: null })).json().parent.language).toBeNull();
  });

  it("reads numbers without a country code in the school's default country", async () => {
    const uk = await signUp(t);
    await updateSchool(t.database.db, uk.schoolId, { defaultCountry: 'GB' });
    const res = await add(uk.cookie, 'Oliver Brown', '020 7946 0018');
    expect(res.statusCode).toBe(201);
    expect(res.json().parent.whatsapp_num).toBe('+442079460018');
    expect(res.json().parent.whatsapp_display).toBe('+44 20 7946 0018');

    // The same digits are not a valid number for a US school ("wrong country").
    const us = await signUp(t);
    const wrong = await add(us.cookie, 'Oliver Brown', '020 7946 0018');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error).toMatch(/^Invalid WhatsApp number: it is too long\./);
    expect(wrong.json().error).toContain('numbers without a country code are read as US numbers');
  });

  it('refuses bad numbers, missing names and duplicates with 400, changing nothing', async () => {
    const { cookie } = await signUp(t);
    expect((await add(cookie, 'Maria Garcia', '+14155550123')).statusCode).toBe(201);
    const before = await fetchParents(t.app, cookie);

    const cases: [string, string, RegExp][] = [
      ['Letters', 'call me maybe', /^Invalid WhatsApp number: it must contain only digits/],
      ['Letters after digits', '+1415555012abc', /^Invalid WhatsApp number: it must contain only digits/],
      ['Too short', '12', /^Invalid WhatsApp number: it is too short/],
      ['Too short with country code', '+1 415 555', /^Invalid WhatsApp number: it is too short/],
      ['Not a US area code', '+1 555 555 5555', /^Invalid WhatsApp number: it is not a valid phone number/],
      [
        'Unknown country code',
        '+999 123 456 789',
        /^Invalid WhatsApp number: the country code is not recognised/,
      ],
      ['Wrong country (a UK number as US)', '+1 020 7946 0018', /^Invalid WhatsApp number: it is too long/],
      ['Duplicate in another format', '(415) 555-0123', new RegExp(`^${DUPLICATE_NUMBER}$`)],
      ['', '+14155550124', /^name: Name is required$/],
      ['   ', '+14155550124', /^name: Name is required$/],
      ['Empty number', '  ', /^whatsapp_num: WhatsApp number is required$/],
    ];
    for (const [name, number, message] of cases) {
      const res = await add(cookie, name, number);
      expect(res.statusCode, `${name} ${number}`).toBe(400);
      expect(res.json().error, `${name} ${number}`).toMatch(message);
    }
    const noName = await t.app.inject({
      method: 'POST',
      url: '/api/parents/add-single',
      payload: { whatsapp_num: '+14155550124' },
      headers: { cookie },
    });
    expect(noName.statusCode).toBe(400);
    expect(await fetchParents(t.app, cookie)).toEqual(before);
  });

  it('lets two schools have the same parent', async () => {
    const a = await signUp(t);
    const b = await signUp(t);
    expect((await add(a.cookie, 'Shared Parent', '+14155550130')).statusCode).toBe(201);
    expect((await add(b.cookie, 'Shared Parent', '+1 415 555 0130')).statusCode).toBe(201);
    expect((await fetchParents(t.app, a.cookie)).map((p) => p.whatsapp_num)).toEqual(['+14155550130']);
    expect((await fetchParents(t.app, b.cookie)).map((p) => p.whatsapp_num)).toEqual(['+14155550130']);
  });

  it('stores a formula-looking name as plain text', async () => {
    const { cookie } = await signUp(t);
    const name = '=HYPERLINK("http://evil.test","Click")';
    const res = await add(cookie, name, '+14155550140');
    expect(res.json().parent.name).toBe(name);
    expect((await fetchParents(t.app, cookie))[0]!.name).toBe(name);
  });

  it('edits name and number, found by the old number in any format', async () => {
    const { cookie } = await signUp(t);
    const created = (await add(cookie, 'James Smith', '+14155550150')).json().parent;
    clock.advance(60_000);
    const res = await edit(cookie, {
      old_whatsapp_num: '415-555-0150',
      name: 'James R. Smith',
      whatsapp_num: '+1 (212) 555-0199',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().parent).toEqual({
      ...created,
      name: 'James R. Smith',
      whatsapp_num: '+12125550199',
      whatsapp_display: '+1 212 555 0199',
    });
    expect(await fetchParents(t.app, cookie)).toEqual([res.json().parent]);

    // Same number, new name only.
    const rename = await edit(cookie, {
      old_whatsapp_num: '+12125550199',
      name: 'Jim Smith',
      whatsapp_num: '+12125550199',
    });
    expect(rename.statusCode).toBe(200);
    expect(rename.json().parent.name).toBe('Jim Smith');
  });

  it("refuses an edit to another parent's number or a bad number, changing nothing", async () => {
    const { cookie } = await signUp(t);
    await add(cookie, 'First', '+14155550160');
    await add(cookie, 'Second', '+14155550161');
    const before = await fetchParents(t.app, cookie);

    const dup = await edit(cookie, {
      old_whatsapp_num: '+14155550161',
      name: 'Second',
      whatsapp_num: '+1 415 555 0160',
    });
    expect(dup.statusCode).toBe(400);
    expect(dup.json().error).toBe(DUPLICATE_NUMBER);

    const bad = await edit(cookie, { old_whatsapp_num: '+14155550161', name: 'Second', whatsapp_num: 'abc' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toMatch(/^Invalid WhatsApp number/);

    const noName = await edit(cookie, {
      old_whatsapp_num: '+14155550161',
      name: ' ',
      whatsapp_num: '+14155550161',
    });
    expect(noName.statusCode).toBe(400);

    const missing = await edit(cookie, {
      old_whatsapp_num: '+14155550199',
      name: 'Ghost',
      whatsapp_num: '+14155550198',
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error).toBe(PARENT_NOT_FOUND);
    expect(await fetchParents(t.app, cookie)).toEqual(before);
  });

  it("answers 404 when editing or deleting another school's parent, which stays as it was", async () => {
    const owner = await signUp(t);
    const intruder = await signUp(t);
    await add(owner.cookie, 'Private Parent', '+14155550170');
    const before = await fetchParents(t.app, owner.cookie);

    const e = await edit(intruder.cookie, {
      old_whatsapp_num: '+14155550170',
      name: 'Hacked',
      whatsapp_num: '+14155550171',
    });
    expect(e.statusCode).toBe(404);
    const d = await del(intruder.cookie, encodeURIComponent('+14155550170'));
    expect(d.statusCode).toBe(404);
    expect(d.json().error).toBe(PARENT_NOT_FOUND);
    expect(await fetchParents(t.app, owner.cookie)).toEqual(before);
  });

  it('deletes by the number as the last path segment, in E.164 or any formatting of it', async () => {
    const { cookie } = await signUp(t);
    await add(cookie, 'One', '+14155550180');
    await add(cookie, 'Two', '+14155550181');
    await add(cookie, 'Three', '+14155550182');

    expect((await del(cookie, '%2B14155550180')).statusCode).toBe(200);
    expect((await del(cookie, encodeURIComponent('(415) 555-0181'))).statusCode).toBe(200);
    expect((await fetchParents(t.app, cookie)).map((p) => p.name)).toEqual(['Three']);

    expect((await del(cookie, '%2B14155550180')).statusCode).toBe(404);
    expect((await del(cookie, 'not-a-number')).statusCode).toBe(404);
    expect((await fetchParents(t.app, cookie)).map((p) => p.name)).toEqual(['Three']);
  });
});

describe('findParentByNumber (the WhatsApp access check)', () => {
  it("finds a parent only in the school's own directory", async () => {
    const a = await signUp(t);
    const b = await signUp(t);
    await add(a.cookie, 'Maria Garcia', '+14155550190');
    const found = await findParentByNumber(t.database.db, {
      schoolId: a.schoolId,
      e164: '+14155550190',
    });
    expect(found?.name).toBe('Maria Garcia');
    expect(
      await findParentByNumber(t.database.db, { schoolId: b.schoolId, e164: '+14155550190' }),
    ).toBeNull();
    expect(
      await findParentByNumber(t.database.db, { schoolId: a.schoolId, e164: '+14155550191' }),
    ).toBeNull();
  });
});

describe('fetchall order', () => {
  it('lists the newest first', async () => {
    const { cookie } = await signUp(t);
    await add(cookie, 'Older', '+14155550101');
    clock.advance(1000);
    await add(cookie, 'Newer', '+14155550102');
    clock.advance(1000);
    await importCsv(t.app, cookie, 'name,whatsapp_num\nNewest,+14155550103\n');
    expect((await fetchParents(t.app, cookie)).map((p) => p.name)).toEqual(['Newest', 'Newer', 'Older']);
  });
});
