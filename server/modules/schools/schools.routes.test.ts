import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signUp, type TestApp } from '../../testing/test-app.js';
import { slugify } from './schools.usecases.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { INBOUND_EMAIL_DOMAIN: 'inbound.homeroom.test' } });
});
afterAll(async () => t.close());

const call = (method: 'GET' | 'POST' | 'PUT', url: string, cookie: string, payload?: unknown) =>
  t.app.inject({ method, url, headers: { cookie }, payload: payload as never });

async function activityOf(schoolId: string) {
  return t.database.query<{ event_type: string; description: string }>(
    'SELECT event_type, description FROM activity_logs WHERE school_id = $1 ORDER BY created_at',
    [schoolId],
  );
}

describe('settings API', () => {
  it('gives each school its own unguessable forwarding address and toggles forwarding', async () => {
    const a = await signUp(t);
    const b = await signUp(t);
    const first = await call('GET', '/api/settings/email', a.cookie);
    expect(first.statusCode).toBe(200);
    expect(first.json().email_forwarding_access).toBe(false);
    expect(first.json().forwarding_email).toMatch(/^school-[0-9a-f]{10}@inbound\.homeroom\.test$/);
    expect((await call('GET', '/api/settings/email', a.cookie)).json().forwarding_email).toBe(
      first.json().forwarding_email,
    );
    expect((await call('GET', '/api/settings/email', b.cookie)).json().forwarding_email).not.toBe(
      first.json().forwarding_email,
    );

    const on = await call('POST', '/api/settings/email', a.cookie, { enabled: true });
    expect(on.json()).toEqual({
      email_forwarding_access: true,
      forwarding_email: first.json().forwarding_email,
    });
    expect((await call('GET', '/api/settings/email', b.cookie)).json().email_forwarding_access).toBe(false);
    expect((await activityOf(a.schoolId)).map((l) => l.event_type)).toContain('settings_updated');
  });

  it('hands concurrent first visitors the same address', async () => {
    const a = await signUp(t);
    const answers = await Promise.all([1, 2, 3, 4].map(() => call('GET', '/api/settings/email', a.cookie)));
    expect(new Set(answers.map((r) => r.json().forwarding_email)).size).toBe(1);
  });

  it('toggles WhatsApp parent access and rejects non-boolean input', async () => {
    const a = await signUp(t);
    expect((await call('GET', '/api/settings/whatsapp', a.cookie)).json()).toEqual({
      whatsapp_parent_access: false,
    });
    expect((await call('POST', '/api/settings/whatsapp', a.cookie, { enabled: true })).json()).toEqual({
      whatsapp_parent_access: true,
    });
    const bad = await call('POST', '/api/settings/whatsapp', a.cookie, { enabled: 'yes' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toMatch(/enabled/);
    expect((await call('GET', '/api/settings/whatsapp', a.cookie)).json()).toEqual({
      whatsapp_parent_access: true,
    });
    expect((await call('POST', '/api/settings/email', a.cookie, { enabled: 'yes' })).statusCode).toBe(400);
  });

  it('updates the school profile, refreshes the school cookie and logs the change', async () => {
    const a = await signUp(t);
    const res = await call('PUT', '/api/settings/school', a.cookie, {
      name: 'Maple Grove Elementary',
      time_zone: 'America/Chicago',
      default_country: 'us',
      office_phone: '(312) 555-0142',
      office_email: 'office@maplegrove.test',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      name: 'Maple Grove Elementary',
      time_zone: 'America/Chicago',
      default_country: 'US',
      office_phone: '+1 312 555 0142',
      office_email: 'office@maplegrove.test',
      // Hours not sent: left as they were (not filled, Mon–Fri).
      school_start: null,
      school_dismissal: null,
      early_dismissal: null,
      school_days: [1, 2, 3, 4, 5],
    });
    const cookie = res.cookies.find((c) => c.name === 'prod_school_info')!;
    expect(JSON.parse(decodeURIComponent(cookie.value))).toEqual({
      id: a.schoolId,
      name: 'Maple Grove Elementary',
    });
    const session = await t.app.inject({
      method: 'GET',
      url: '/api/auth/session',
      headers: { cookie: a.cookie },
    });
    expect(session.json().school.name).toBe('Maple Grove Elementary');
    const logs = await activityOf(a.schoolId);
    expect(logs.at(-1)?.description).toBe(
      'School profile updated: name, time zone, office phone, office e-mail',
    );
    // The address, created on first use, carries the school's name.
    expect((await call('GET', '/api/settings/email', a.cookie)).json().forwarding_email).toMatch(
      /^maple-grove-elementary-[0-9a-f]{10}@inbound\.homeroom\.test$/,
    );
    expect(slugify('Maple Grove Elementary!')).toBe('maple-grove-elementary');
  });

  it('rejects a bad time zone, country, phone or e-mail and keeps the stored profile', async () => {
    const a = await signUp(t);
    const base = {
      name: 'X',
      time_zone: 'Europe/Paris',
      default_country: 'FR',
      office_phone: '',
      office_email: '',
    };
    expect((await call('PUT', '/api/settings/school', a.cookie, base)).statusCode).toBe(200);
    for (const patch of [
      { time_zone: 'Mars/Olympus' },
      { default_country: 'XX' },
      { office_phone: '12' },
      { office_email: 'not-an-email' },
    ]) {
      const res = await call('PUT', '/api/settings/school', a.cookie, { ...base, ...patch });
      expect(res.statusCode, JSON.stringify(patch)).toBe(400);
      expect(res.json().error).toBeTruthy();
    }
    expect((await call('GET', '/api/settings/school', a.cookie)).json()).toMatchObject({
      time_zone: 'Europe/Paris',
      default_country: 'FR',
      office_phone: null,
    });
  });

  it('answers 401 without a session', async () => {
    for (const url of ['/api/settings/email', '/api/settings/whatsapp', '/api/settings/school']) {
      expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    }
  });
});

describe('settings without an inbound domain', () => {
  it('has no forwarding address and refuses to enable forwarding', async () => {
    const noDomain = await createTestApp({ env: { INBOUND_EMAIL_DOMAIN: '' } });
    try {
      const a = await signUp(noDomain);
      const get = await noDomain.app.inject({
        method: 'GET',
        url: '/api/settings/email',
        headers: { cookie: a.cookie },
      });
      expect(get.json()).toEqual({ email_forwarding_access: false, forwarding_email: null });
      const post = await noDomain.app.inject({
        method: 'POST',
        url: '/api/settings/email',
        headers: { cookie: a.cookie },
        payload: { enabled: true },
      });
      expect(post.statusCode).toBe(400);
    } finally {
      await noDomain.close();
    }
  });
});
