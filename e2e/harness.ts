import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  chromium,
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  type Page,
} from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';

/** Chromium flags for this machine (no sandbox as root; no background networking on a closed network). */
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
];

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.listen(0, '127.0.0.1', () => {
      const port = (srv.address() as { port: number }).port;
      srv.close(() => resolve(port));
    });
    srv.on('error', reject);
  });
}

export interface RunningServer {
  url: string;
  dataDir: string;
  port: number;
  logs: () => string;
  stop(): Promise<void>;
}

/**
 * Start the real server (`node --import tsx server/main.ts`, web bundle from dist/web) on a free
 * port with a fresh DATA_DIR, exactly as `npm start` would; resolves when /api/health is 200.
 */
export async function startServer(
  options: { env?: Record<string, string>; dataDir?: string } = {},
): Promise<RunningServer> {
  const port = await freePort();
  const dataDir = options.dataDir ?? mkdtempSync(path.join(tmpdir(), 'homeroom-e2e-'));
  const url = `http://127.0.0.1:${port}`;
  let output = '';
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: path.resolve(import.meta.dirname, '..'),
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      PUBLIC_URL: url,
      LOG_LEVEL: 'warn',
      INBOUND_SMTP_PORT: '0',
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (d) => (output += d));
  child.stderr?.on('data', (d) => (output += d));
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited (${child.exitCode}):\n${output}`);
    try {
      const res = await fetch(`${url}/api/health`);
      if (res.ok) break;
    } catch {
      /* not up yet */
    }
    if (Date.now() > deadline) throw new Error(`server did not start in 60 s:\n${output}`);
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    url,
    dataDir,
    port,
    logs: () => output,
    async stop() {
      if (child.exitCode === null) {
        child.kill('SIGTERM');
        await new Promise((r) => child.once('exit', r));
      }
      if (!options.dataDir) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Headless Debian Chromium through playwright-core. */
export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: CHROMIUM_ARGS,
  });
}

/**
 * The verification link of the newest `.eml` in `$dataDir/outbox` addressed to `email` (the
 * quoted-printable soft breaks of the file are undone first).
 */
export function readVerificationLink(dataDir: string, email: string): Promise<string> {
  return readMailedLink(dataDir, email, /https?:\/\/\S+\/verification#\S+/);
}

/** The first link matching `pattern` in the newest `.eml` of the outbox addressed to `email`. */
export async function readMailedLink(dataDir: string, email: string, pattern: RegExp): Promise<string> {
  const outbox = path.join(dataDir, 'outbox');
  const deadline = Date.now() + 10_000;
  for (;;) {
    let files: string[] = [];
    try {
      files = readdirSync(outbox)
        .filter((f) => f.endsWith('.eml'))
        .sort()
        .reverse();
    } catch {
      /* outbox not created yet */
    }
    for (const f of files) {
      const raw = readFileSync(path.join(outbox, f), 'utf8');
      if (!raw.toLowerCase().includes(`to: ${email.toLowerCase()}`)) continue;
      const text = raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
      const link = text.match(pattern)?.[0];
      if (link) return link;
    }
    if (Date.now() > deadline) throw new Error(`no e-mail with ${pattern} for ${email} in ${outbox}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

/** Register + verify through the API and return a browser-ready storage of cookies. */
export async function signUpViaApi(server: RunningServer, email: string, password = 'correct horse battery') {
  const reg = await fetch(`${server.url}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  if (reg.status !== 201) throw new Error(`register: ${reg.status} ${await reg.text()}`);
  const link = await readVerificationLink(server.dataDir, email);
  const params = new URLSearchParams(link.split('#')[1]);
  const verify = await fetch(`${server.url}/api/auth/verify`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(Object.fromEntries(params)),
  });
  if (verify.status !== 200) throw new Error(`verify: ${verify.status} ${await verify.text()}`);
  return { email, password };
}

/** Sign in through the login form as a user does and wait for the dashboard. */
export async function signInThroughForm(page: Page, server: RunningServer, email: string, password: string) {
  await page.goto(`${server.url}/login`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL('**/dashboard');
}

/** The server and browser of one e2e file, set once its `beforeAll` has run. */
export interface ServerAndBrowser {
  readonly server: RunningServer;
  readonly browser: Browser;
}

/**
 * Start the real server and a headless Chromium before the file's tests and stop both after them.
 * `env` and `dataDir` are read when the hook runs, so they may name things an earlier `beforeAll`
 * of the file made (a Graph server, a seeded DATA_DIR); hooks registered before this one run before
 * it and are undone after it. The returned handle's fields are set once the hook has run.
 */
export function useServerAndBrowser(
  options: { env?: () => Record<string, string>; dataDir?: () => string; timeoutMs?: number } = {},
): ServerAndBrowser {
  const handle = {} as { server: RunningServer; browser: Browser };
  beforeAll(async () => {
    handle.server = await startServer({ env: options.env?.(), dataDir: options.dataDir?.() });
    handle.browser = await launchBrowser();
  }, options.timeoutMs ?? 120_000);
  afterAll(async () => {
    await handle.browser?.close();
    await handle.server?.stop();
  });
  return handle;
}

/**
 * A new account (signed up and verified through the API, e-mail `<prefix>-<unique>@school.test`)
 * signed in through the login form in a fresh browser context; the page is on the dashboard.
 */
export async function openSignedInPage(
  e2e: ServerAndBrowser,
  options: { emailPrefix: string; context?: BrowserContextOptions },
): Promise<{ context: BrowserContext; page: Page; email: string; password: string }> {
  const email = `${options.emailPrefix}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@school.test`;
  const { password } = await signUpViaApi(e2e.server, email);
  const context = await e2e.browser.newContext(options.context);
  const page = await context.newPage();
  await signInThroughForm(page, e2e.server, email, password);
  return { context, page, email, password };
}

/**
 * Ask on the open Chat screen: types `question`, sends it with Enter and resolves to the text of the
 * bot reply that arrives for it (replies before it are skipped).
 */
export function chatAsker(page: Page): (question: string) => Promise<string> {
  const input = page.getByPlaceholder('Type your message here...');
  const replies = page.getByTestId('chat-bot-message');
  return async (question) => {
    const before = await replies.count();
    await input.fill(question);
    await input.press('Enter');
    await replies.nth(before).waitFor();
    return (await replies.nth(before).textContent()) ?? '';
  };
}
