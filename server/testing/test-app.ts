import path from 'node:path';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { buildApp } from '../app/app.js';
import { createDeps } from '../app/container.js';
import type { AppDeps } from '../app/deps.js';
import { registerJobs } from '../app/jobs.js';
import { loadConfig } from '../config/config.js';
import type { Database } from '../db/client.js';
import { createTestDatabase } from '../db/test-database.js';
import type { Mailer, OutgoingMail } from '../modules/mail/mail.service.js';
import { createLogger } from '../shared/logger.js';

/** A mailer that keeps messages in memory, for tests that read verification links. */
export function captureMailer(): Mailer & { sent: OutgoingMail[] } {
  const sent: OutgoingMail[] = [];
  return {
    sent,
    async send(mail) {
      sent.push(mail);
    },
  };
}

export interface TestApp {
  app: FastifyInstance;
  deps: AppDeps;
  database: Database;
  mailer: ReturnType<typeof captureMailer>;
  dataDir: string;
  close(): Promise<void>;
}

/**
 * Dependencies over a fresh migrated database (PGlite or the PostgreSQL server, see
 * test-database.ts) and a new temporary DATA_DIR named `<dataDirPrefix>…`, logs off, jobs
 * registered, queue not started. `env` is the environment besides DATA_DIR and LOG_LEVEL (it may
 * override them). The caller closes the database and removes `dataDir`.
 */
export async function createTestDeps(options: {
  dataDirPrefix: string;
  env: Record<string, string>;
  overrides?: Partial<AppDeps>;
}): Promise<{ dataDir: string; database: Database; deps: AppDeps }> {
  const dataDir = mkdtempSync(path.join(tmpdir(), options.dataDirPrefix));
  const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', ...options.env });
  const database = await createTestDatabase();
  const logger = createLogger({ level: 'silent' });
  const deps = createDeps({ config, database, logger, overrides: options.overrides });
  registerJobs(deps);
  return { dataDir, database, deps };
}

/**
 * A real app over a fresh migrated database (PGlite or the PostgreSQL server, see test-database.ts)
 * with a temporary DATA_DIR. `env` adds environment settings; `overrides` swaps dependencies.
 */
export async function createTestApp(
  options: { env?: Record<string, string>; overrides?: Partial<AppDeps> } = {},
): Promise<TestApp> {
  const mailer = captureMailer();
  const { dataDir, database, deps } = await createTestDeps({
    dataDirPrefix: 'homeroom-test-',
    env: {
      NODE_ENV: 'test',
      PUBLIC_URL: 'http://localhost:3000',
      TOKEN_SIGNING_KEY: 'test-signing-key-0123456789abcdef0123456789',
      ENCRYPTION_KEY: 'test-encryption-key-0123456789abcdef01234567',
      ...options.env,
    },
    overrides: { mailer, ...options.overrides },
  });
  const app = await buildApp(deps);
  return {
    app,
    deps,
    database,
    mailer,
    dataDir,
    async close() {
      await deps.queue.stop();
      await app.close();
      await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** `name=value` pairs of the Set-Cookie headers of a response, as one Cookie header value. */
export function cookieHeader(response: LightMyRequestResponse): string {
  return response.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
}

/** Fragment parameters of the newest verification link sent to `email`. */
export function verificationTokens(mailer: ReturnType<typeof captureMailer>, email: string) {
  const mail = [...mailer.sent].reverse().find((m) => m.to === email);
  const link = mail?.text.match(/https?:\/\/\S+\/verification#\S+/)?.[0];
  if (!link) throw new Error(`no verification link sent to ${email}`);
  const params = new URLSearchParams(link.split('#')[1]);
  return {
    link,
    access_token: params.get('access_token')!,
    refresh_token: params.get('refresh_token')!,
    type: params.get('type')!,
  };
}

/**
 * Register, verify and return the session cookie header of a new staff member (and their school id).
 */
export async function signUp(
  t: TestApp,
  email = `staff-${Math.random().toString(36).slice(2)}@school.test`,
  password = 'correct horse battery',
): Promise<{ cookie: string; schoolId: string; userId: string; email: string }> {
  const reg = await t.app.inject({ method: 'POST', url: '/api/auth/register', payload: { email, password } });
  if (reg.statusCode !== 201) throw new Error(`register failed: ${reg.body}`);
  const verify = await t.app.inject({
    method: 'POST',
    url: '/api/auth/verify',
    payload: verificationTokens(t.mailer, email),
  });
  if (verify.statusCode !== 200) throw new Error(`verify failed: ${verify.body}`);
  const body = verify.json() as { user: { id: string }; school: { id: string } };
  return { cookie: cookieHeader(verify), schoolId: body.school.id, userId: body.user.id, email };
}

/**
 * Ask the web chat (POST /api/webchat) as the staff member of `cookie`, as chat user `userId`
 * (tests and benches).
 * Returns the reply and the request's time (ms); a status other than 200 throws.
 */
export async function askWebchat(
  app: FastifyInstance,
  cookie: string,
  query: string,
  userId: string,
): Promise<{ reply: string; ms: number }> {
  const started = performance.now();
  const res = await app.inject({
    method: 'POST',
    url: '/api/webchat',
    headers: { cookie },
    payload: { query, user_id: userId },
  });
  const ms = performance.now() - started;
  if (res.statusCode !== 200) throw new Error(`webchat ${res.statusCode}: ${res.body}`);
  return { reply: (res.json() as { response: string }).response, ms };
}
