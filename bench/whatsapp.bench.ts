/**
 * WhatsApp channel benchmark: a burst of N (default 1,000) signed webhook posts, each a
 * text message from a distinct directory parent with a distinct question, against one real server
 * process (bench/whatsapp.server.ts: web + worker; PGlite, or with BENCH_DATABASE_URL a fresh
 * database on that PostgreSQL server, dropped afterwards) listening on
 * 127.0.0.1, with a real-HTTP fake Graph API (test/whatsapp/graph-server.ts).
 *
 * Measures: webhook ack latency p50/p90/p99/max (target p99 < 50 ms) with BENCH_CONCURRENCY
 * requests in flight; time from the first post until all N replies reached the Graph server;
 * replies lost (must be 0); duplicate replies (must be 0), also after re-delivering 10% of the
 * webhooks (Meta retries). Writes bench/results/whatsapp.json.
 *
 *   node --import tsx bench/whatsapp.bench.ts
 *   BENCH_MESSAGES=1000 BENCH_CONCURRENCY=20 BENCH_JOB_CONCURRENCY=4 node --import tsx bench/whatsapp.bench.ts
 *   (BENCH_JOB_CONCURRENCY=1 on PGlite: one connection on one thread, extra workers only interleave)
 *   BENCH_WORKER=after …   (worker starts after the burst: the web side's ack latency alone)
 *   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres …   (PostgreSQL server)
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { startGraphServer } from '../test/whatsapp/graph-server.js';
import { messagesChange, notification, sign, textMessage } from '../test/whatsapp/payloads.js';
import { CLUB_DAYS, clubFinish } from './whatsapp.clubs.js';
import { writeBenchResult, runBench } from './bench-results.js';

const here = path.dirname(fileURLToPath(import.meta.url));
const N = Number(process.env.BENCH_MESSAGES ?? 1000);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 20);
const JOB_CONCURRENCY = Number(process.env.BENCH_JOB_CONCURRENCY ?? 4);
const SECRET = 'bench-app-secret-0123456789';
/** `after`: the server's worker starts only after the burst (web-side ack latency alone). */
const WORKER = process.env.BENCH_WORKER === 'after' ? 'after' : 'together';
const TIMEOUT_MS = Number(process.env.BENCH_TIMEOUT_MS ?? 600_000);

/** CPU seconds (user + system) used so far by process `pid` (Linux /proc, 100 ticks/s), or NaN. */
function cpuSeconds(pid: number | undefined): number {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return Number.NaN;
  }
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
const round = (n: number) => Math.round(n * 10) / 10;

async function startServer(graphUrl: string, dataDir: string, databaseUrl: string | undefined) {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(here, 'whatsapp.server.ts')], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      DATABASE_URL: databaseUrl ?? '',
      WHATSAPP_APP_SECRET: SECRET,
      WHATSAPP_VERIFY_TOKEN: 'bench-verify',
      WHATSAPP_GRAPH_URL: graphUrl,
      JOB_CONCURRENCY: String(JOB_CONCURRENCY),
      BENCH_WORKER: WORKER,
      JOB_POLL_INTERVAL_MS: '20',
      BENCH_PARENTS: String(N),
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const line = await new Promise<string>((resolve, reject) => {
    const rl = createInterface({ input: child.stdout });
    rl.once('line', resolve);
    child.once('exit', (code) => reject(new Error(`bench server exited with ${code}`)));
  });
  return {
    child,
    info: JSON.parse(line) as { port: number; phoneNumberId: string; engine: string; database: string },
  };
}

function post(agent: http.Agent, port: number, body: string): Promise<{ status: number; ms: number }> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const req = http.request(
      {
        agent,
        host: '127.0.0.1',
        port,
        method: 'POST',
        path: '/api/whatsapp/webhook',
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
          'x-hub-signature-256': sign(body, SECRET),
        },
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve({ status: res.statusCode ?? 0, ms: performance.now() - started }));
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

/** Send `bodies` with `concurrency` requests in flight; returns per-request latencies. */
async function burst(port: number, bodies: string[], concurrency: number) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: concurrency });
  const latencies: number[] = [];
  const failures: number[] = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < bodies.length) {
        const body = bodies[next++]!;
        const { status, ms } = await post(agent, port, body);
        latencies.push(ms);
        if (status !== 200) failures.push(status);
      }
    }),
  );
  agent.destroy();
  return { latencies, failures };
}

/** With BENCH_DATABASE_URL (a PostgreSQL server): a fresh database for this run, dropped after. */
async function benchDatabase(): Promise<{ url: string | undefined; drop: () => Promise<void> }> {
  const admin = process.env.BENCH_DATABASE_URL;
  if (!admin) return { url: undefined, drop: async () => {} };
  const { default: pg } = await import('pg');
  const name = `homeroom_bench_wa_${process.pid}`;
  const run = async (sql: string) => {
    const client = new pg.Client({ connectionString: admin });
    await client.connect();
    await client.query(sql);
    await client.end();
  };
  await run(`CREATE DATABASE "${name}"`);
  const url = new URL(admin);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => run(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`) };
}

async function main(): Promise<void> {
  const graph = await startGraphServer();
  const db = await benchDatabase();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'homeroom-bench-wa-'));
  const { child, info } = await startServer(graph.url, dataDir, db.url);
  try {
    const bodies = Array.from({ length: N }, (_, i) => {
      const from = `4477009${String(i).padStart(5, '0')}`;
      const message = textMessage(
        from,
        `Question ${i}: what time does the ${CLUB_DAYS[i % 7]} club finish?`,
        { timestamp: Math.floor(Date.now() / 1000) },
      );
      return JSON.stringify(
        notification([
          {
            changes: [messagesChange({ phoneNumberId: info.phoneNumberId }, from, [message], `Parent ${i}`)],
          },
        ]),
      );
    });

    // Warm-up: one request (JIT, connection), not counted; its reply is awaited and discounted.
    const warm = textMessage('447700999999', 'warm-up');
    await post(
      new http.Agent(),
      info.port,
      JSON.stringify(
        notification([
          { changes: [messagesChange({ phoneNumberId: info.phoneNumberId }, '447700999999', [warm])] },
        ]),
      ),
    );

    const cpu0 = cpuSeconds(child.pid);
    const t0 = performance.now();
    const { latencies, failures } = await burst(info.port, bodies, CONCURRENCY);
    const ackPhaseMs = performance.now() - t0;
    const cpuAck = cpuSeconds(child.pid) - cpu0;
    if (WORKER === 'after') child.kill('SIGUSR2');
    const expectedTo = new Set(Array.from({ length: N }, (_, i) => `4477009${String(i).padStart(5, '0')}`));
    const countReplies = () => graph.sent.filter((s) => expectedTo.has(s.to)).length;
    while (countReplies() < N && performance.now() - t0 < TIMEOUT_MS)
      await new Promise((r) => setTimeout(r, 25));
    const allRepliesMs = performance.now() - t0;
    const cpuAll = cpuSeconds(child.pid) - cpu0;

    // Meta re-delivers some webhooks: re-post 10% of them, then allow time for any (wrong) extra reply.
    const redeliver = bodies.filter((_, i) => i % 10 === 0);
    const re = await burst(info.port, redeliver, CONCURRENCY);
    await new Promise((r) => setTimeout(r, 3000));

    const replies = graph.sent.filter((s) => expectedTo.has(s.to));
    const perRecipient = new Map<string, number>();
    for (const s of replies) perRecipient.set(s.to, (perRecipient.get(s.to) ?? 0) + 1);
    const lost = [...expectedTo].filter((to) => !perRecipient.has(to)).length;
    const duplicates = [...perRecipient.values()].reduce((sum, n) => sum + (n - 1), 0);
    // The fake engine echoes the question; the real one must give the seeded time of the asked day.
    const wrongAnswers = replies.filter((s) => {
      const i = Number(s.to.slice(-5));
      return info.engine === 'real'
        ? !s.body.includes(clubFinish(i % 7))
        : !s.body.includes(`Question ${i}:`);
    }).length;

    const sorted = [...latencies].sort((a, b) => a - b);
    const result = {
      benchmark: 'whatsapp',
      date: new Date().toISOString(),
      engine:
        info.engine === 'real'
          ? 'real answer engine (extractive; seeded clubs handbook)'
          : 'fake assistant (BENCH_ENGINE=fake)',
      database: info.database,
      messages: N,
      client_concurrency: CONCURRENCY,
      job_concurrency: JOB_CONCURRENCY,
      worker:
        WORKER === 'after'
          ? 'started after the burst (ack = web side alone)'
          : 'running during the burst (PROCESS_MODE=all)',
      ack_ms: {
        p50: round(percentile(sorted, 50)),
        p90: round(percentile(sorted, 90)),
        p99: round(percentile(sorted, 99)),
        max: round(sorted.at(-1)!),
        mean: round(sorted.reduce((a, b) => a + b, 0) / sorted.length),
      },
      ack_non_200: failures.length + re.failures.length,
      ack_phase_ms: Math.round(ackPhaseMs),
      all_replies_ms: Math.round(allRepliesMs),
      replies_per_second: round((N / allRepliesMs) * 1000),
      // Load-independent cost: server CPU (all threads, incl. PGlite) per message.
      server_cpu_ms_per_message_during_ack_phase: round((cpuAck / N) * 1000),
      server_cpu_ms_per_message_end_to_end: round((cpuAll / N) * 1000),
      replies_lost: lost,
      duplicate_replies: duplicates,
      replies_not_matching_question: wrongAnswers,
      redelivered_webhooks: redeliver.length,
      target_p99_ms: 50,
      p99_met: percentile(sorted, 99) < 50,
      // Other processes share the machine: read the latencies against this.
      machine: { cpus: cpus().length, loadavg_1m: round(loadavg()[0]!), loadavg_5m: round(loadavg()[1]!) },
    };
    writeBenchResult('whatsapp.json', result);
    console.log(JSON.stringify(result, null, 2));
  } finally {
    child.kill('SIGTERM');
    await new Promise((r) => child.once('exit', r));
    await graph.close();
    await db.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

runBench(main);
