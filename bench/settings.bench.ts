/**
 * Forwarded e-mail benchmarks: SMTP acceptance latency (stored original + row + job
 * committed before the 250), ingestion of one message (parse in a worker thread + items), and the
 * parse time of pathological messages against the 20 s budget. Run:
 * `node --import tsx bench/settings.bench.ts` (embedded PGlite; set TEST_DATABASE_URL +
 * HOMEROOM_TEST_DB=postgres for the PostgreSQL server). Writes bench/results/settings.json.
 */
import nodemailer from 'nodemailer';
import { ensurePgliteTemplate } from '../server/db/test-database.js';
import { ingestInboundEmail } from '../server/modules/inbound-email/inbound-email.ingest.js';
import { parseEmail } from '../server/modules/inbound-email/inbound-email.parse.js';
import { startInboundSmtp } from '../server/modules/inbound-email/inbound-email.smtp.js';
import {
  insertForwardingSchool,
  pdfWithText,
} from '../server/modules/inbound-email/inbound-email.test-helpers.js';
import { createTestApp } from '../server/testing/test-app.js';
import { writeBenchResult } from './bench-results.js';

const MESSAGES = 40;

function stats(samples: number[]) {
  const s = [...samples].sort((a, b) => a - b);
  const at = (p: number) => s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))]!;
  const r = (n: number) => Math.round(n * 10) / 10;
  return { runs: s.length, p50_ms: r(at(50)), p95_ms: r(at(95)), max_ms: r(s.at(-1)!) };
}

async function main() {
  await ensurePgliteTemplate();
  const t = await createTestApp({ env: { INBOUND_EMAIL_DOMAIN: 'inbound.bench.test' } });
  const address = 'bench-0123456789@inbound.bench.test';
  await insertForwardingSchool(t, address);
  const smtp = await startInboundSmtp({ deps: t.deps, port: 0, host: '127.0.0.1' });
  const transport = nodemailer.createTransport({
    host: '127.0.0.1',
    port: smtp.port,
    secure: false,
    ignoreTLS: true,
    pool: true,
    maxConnections: 1,
  });
  const pdf = await pdfWithText('Bench attachment '.repeat(20));
  const body = 'Dear families, the spring concert is on Thursday at 6 pm in the gym. '.repeat(40);

  const accept: number[] = [];
  for (let i = 0; i < MESSAGES; i++) {
    const started = performance.now();
    await transport.sendMail({
      from: 'office@school.test',
      to: address,
      subject: `Newsletter ${i}`,
      text: body,
      attachments: [{ filename: `newsletter-${i}.pdf`, content: pdf }],
    });
    accept.push(performance.now() - started);
  }
  transport.close();
  await smtp.close();

  const ids = await t.database.query<{ id: string }>('SELECT id FROM inbound_emails ORDER BY created_at');
  const ingest: number[] = [];
  for (const { id } of ids) {
    const started = performance.now();
    await ingestInboundEmail({ deps: t.deps, inboundEmailId: id });
    ingest.push(performance.now() - started);
  }
  await t.close();

  let nested = '';
  for (let i = 0; i < 3000; i++)
    nested += `Content-Type: multipart/mixed; boundary="b${i}"\r\n\r\n--b${i}\r\n`;
  nested += 'Content-Type: text/plain\r\n\r\nhello\r\n';
  for (let i = 2999; i >= 0; i--) nested += `--b${i}--\r\n`;
  const pathological: Record<string, string> = {
    'single-line text body, 10 MB': `Subject: a\r\nContent-Type: text/plain\r\n\r\n${'word '.repeat(2_000_000)}`,
    'single-line HTML body, 10 MB': `Subject: a\r\nContent-Type: text/html\r\n\r\n<p>${'word '.repeat(2_000_000)}`,
    '3,000 nested multiparts': `Subject: a\r\nMIME-Version: 1.0\r\n${nested}`,
    'header line of 5 MB': `Subject: ${'a'.repeat(5 * 1024 * 1024)}\r\n\r\nbody`,
    '50,000 header fields': `${Array.from({ length: 50_000 }, (_, i) => `X-H${i}: v`).join('\r\n')}\r\n\r\nbody`,
  };
  const parse: Record<string, { ms: number; outcome: string }> = {};
  for (const [name, raw] of Object.entries(pathological)) {
    const started = performance.now();
    const result = await parseEmail(Buffer.from(raw));
    parse[name] = {
      ms: Math.round(performance.now() - started),
      outcome: result.ok ? 'parsed' : result.reason,
    };
  }

  const results = {
    date: new Date().toISOString(),
    database: process.env.HOMEROOM_TEST_DB === 'postgres' ? 'postgres' : 'pglite',
    smtp_accept_per_message: {
      ...stats(accept),
      note: `${MESSAGES} messages of ~${Math.round(pdf.length / 1024) + 3} KB over one connection; 250 only after commit`,
    },
    ingest_per_message: {
      ...stats(ingest),
      note: 'parse in a worker thread + email and email_attachment items',
    },
    pathological_parse: parse,
    parse_budget_ms: 20_000,
  };
  writeBenchResult('settings.json', results);
  console.log(JSON.stringify(results, null, 2));
}

await main();
