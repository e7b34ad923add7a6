import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { decryptSecret } from '../../shared/crypto.js';
import { signUp } from '../../testing/test-app.js';
import { schools } from '../schools/schools.table.js';
import { activityLogs } from '../activity/activity.table.js';
import {
  createWhatsappTestContext,
  type SchoolSetup,
  type WhatsappTestContext,
} from '../../../test/whatsapp/fixture.js';
import { graphError } from '../../../test/whatsapp/graph-server.js';
import { NOT_IN_DIRECTORY, PHONE_NUMBER_TAKEN } from './whatsapp.usecases.js';

let c: WhatsappTestContext;
let maple: SchoolSetup;
let oak: SchoolSetup;
const TOKEN = 'EAAGm0PX4ZCpsBAKZCxyz0123456789secretTAIL';

beforeAll(async () => {
  c = await createWhatsappTestContext();
  maple = await c.school({
    name: 'Maple Grove Primary',
    phoneNumberId: '200000000001',
    token: TOKEN,
    parents: [{ name: 'Ada', whatsappNum: '+447700900123' }],
  });
  oak = await c.school({
    name: 'Oak Hill',
    phoneNumberId: '200000000002',
    parents: [{ name: 'Bo', whatsappNum: '+447700900456' }],
  });
});
afterAll(async () => c.close());
beforeEach(() => c.graph.reset());

const call = (method: 'GET' | 'PUT' | 'DELETE' | 'POST', url: string, cookie?: string, payload?: unknown) =>
  c.t.app.inject({ method, url, headers: cookie ? { cookie } : {}, payload: payload as never });
const CONN = '/api/settings/whatsapp/connection';
const TEST = '/api/settings/whatsapp/test-message';

describe('session required', () => {
  it('answers 401 on every settings route without a session', async () => {
    for (const [method, url] of [
      ['GET', CONN],
      ['PUT', CONN],
      ['DELETE', CONN],
      ['POST', TEST],
    ] as const) {
      expect((await call(method, url, undefined, { whatsapp_num: '+447700900123' })).statusCode).toBe(401);
    }
  });
});

describe('GET/PUT /api/settings/whatsapp/connection', () => {
  it('stores the token encrypted and only ever answers its last 4 characters', async () => {
    const res = await call('GET', CONN, maple.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      connected: true,
      phone_number_id: '200000000001',
      business_account_id: '102290129340398',
      access_token_last4: 'TAIL',
      webhook_url: 'http://localhost:3000/api/whatsapp/webhook',
      webhook_configured: true,
      last_failure: null,
    });
    expect(res.body).not.toContain(TOKEN.slice(0, 10));
    const [row] = await c.t.database.db.select().from(schools).where(eq(schools.id, maple.schoolId));
    expect(row!.whatsappAccessTokenEnc).not.toContain(TOKEN.slice(0, 10));
    expect(decryptSecret(row!.whatsappAccessTokenEnc!, c.t.deps.config.encryptionKey)).toBe(TOKEN);
    const activity = await c.t.database.db
      .select()
      .from(activityLogs)
      .where(eq(activityLogs.schoolId, maple.schoolId));
    expect(activity.map((a) => a.eventType)).toContain('settings_updated');
  });

  it('validates ids and token', async () => {
    const { cookie } = await signUp(c.t);
    const good = {
      phone_number_id: '300000000001',
      business_account_id: '400000000001',
      access_token: 'x'.repeat(40),
    };
    const bad = [
      { ...good, phone_number_id: 'abc123' },
      { ...good, business_account_id: '' },
      { ...good, access_token: 'short' },
      { ...good, access_token: 'has spaces in the middle of it ok' },
      { ...good, access_token: 'x'.repeat(1025) },
      { ...good, access_token: undefined }, // no stored token yet
    ];
    for (const payload of bad) {
      const res = await call('PUT', CONN, cookie, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().error).toBeTruthy();
    }
    expect((await call('GET', CONN, cookie)).json().connected).toBe(false);
    expect((await call('PUT', CONN, cookie, good)).json()).toMatchObject({
      connected: true,
      access_token_last4: 'xxxx',
    });
  });

  it('keeps the stored token when none is sent, and refuses another school’s phone-number id', async () => {
    const res = await call('PUT', CONN, maple.cookie, {
      phone_number_id: '200000000001',
      business_account_id: '500000000001',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ business_account_id: '500000000001', access_token_last4: 'TAIL' });
    const taken = await call('PUT', CONN, oak.cookie, {
      phone_number_id: '200000000001',
      business_account_id: '700000000001',
      access_token: 'y'.repeat(30),
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error).toBe(PHONE_NUMBER_TAKEN);
  });

  it('DELETE forgets the connection', async () => {
    const { cookie } = await signUp(c.t);
    await call('PUT', CONN, cookie, {
      phone_number_id: '600000000001',
      business_account_id: '600000000002',
      access_token: 'z'.repeat(30),
    });
    const res = await call('DELETE', CONN, cookie);
    expect(res.json()).toMatchObject({ connected: false, phone_number_id: null, access_token_last4: null });
  });
});

describe('POST /api/settings/whatsapp/test-message', () => {
  it('sends a test text to a directory number (any written form) with the school token', async () => {
    const res = await call('POST', TEST, maple.cookie, { whatsapp_num: '+44 7700 900123' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ sent: true, to: '+447700900123' });
    expect(c.graph.sent).toHaveLength(1);
    expect(c.graph.sent[0]).toMatchObject({
      to: '447700900123',
      phoneNumberId: '200000000001',
      authorization: `Bearer ${TOKEN}`,
    });
    expect(c.graph.sent[0]!.body).toContain('Maple Grove Primary');
  });

  it('answers 404 for a number outside the directory, including another school’s parent', async () => {
    for (const num of ['+447700900999', '+447700900456', 'not a number']) {
      const res = await call('POST', TEST, maple.cookie, { whatsapp_num: num });
      expect(res.statusCode).toBe(404);
      expect(res.json().error).toBe(NOT_IN_DIRECTORY);
    }
    expect(c.graph.requests).toHaveLength(0);
  });

  it('reports a Graph refusal with its reason and shows it on the card', async () => {
    c.graph.failNext([
      { status: 401, body: graphError(190, 'Error validating access token: Session has expired.') },
    ]);
    const res = await call('POST', TEST, maple.cookie, { whatsapp_num: '+447700900123' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'WHATSAPP_SEND_FAILED' });
    expect(res.json().error).toMatch(/access token is invalid or expired/);
    const card = (await call('GET', CONN, maple.cookie)).json();
    expect(card.last_failure.reason).toMatch(/access token is invalid/);

    c.graph.failNext([{ status: 503 }]);
    expect((await call('POST', TEST, maple.cookie, { whatsapp_num: '+447700900123' })).statusCode).toBe(503);
  });
});
