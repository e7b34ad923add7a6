/**
 * The server process of the WhatsApp benchmark (bench/whatsapp.bench.ts spawns it): the real app
 * (web + worker in one process, like `npm start` with PROCESS_MODE=all) over PGlite in a temporary
 * DATA_DIR (or DATABASE_URL), with one seeded school, `BENCH_PARENTS` directory parents and a
 * connection pointing at the driver's local Graph server. The answer engine is the real one when
 * the app has one (deps.assistant, or the assistant module's `createAssistant(deps)`), unless
 * BENCH_ENGINE=fake; else a fake that echoes the question after `BENCH_ENGINE_MS` (default 5); stdout's first line is `{"port", "phoneNumberId", "engine"}`.
 */
import { loadConfig } from '../server/config/config.js';
import { openDatabase } from '../server/db/client.js';
import { runMigrations } from '../server/db/migrate.js';
import { buildApp } from '../server/app/app.js';
import { createDeps } from '../server/app/container.js';
import type { AppDeps } from '../server/app/deps.js';
import { registerJobs } from '../server/app/jobs.js';
import { createLogger } from '../server/shared/logger.js';
import { encryptSecret } from '../server/shared/crypto.js';
import { insertSchool, updateSchool } from '../server/modules/schools/schools.repository.js';
import { parents } from '../server/modules/parents/parents.table.js';
import type { Assistant } from '../server/modules/assistant/assistant.types.js';
import { createKnowledgeItem } from '../server/modules/knowledge/knowledge.usecases.js';

import { CLUB_DAYS, clubFinish } from './whatsapp.clubs.js';
import { runBench } from './bench-results.js';

const PHONE_NUMBER_ID = '109876543210987';

async function realEngine(deps: AppDeps): Promise<Assistant | null> {
  try {
    const path = '../server/modules/assistant/assistant.usecases.js';
    const mod = (await import(path)) as { createAssistant?: (deps: AppDeps) => Assistant };
    return mod.createAssistant ? mod.createAssistant(deps) : null;
  } catch {
    return null;
  }
}

function fakeEngine(delayMs: number): Assistant {
  return {
    async answerQuestion(input) {
      await new Promise((r) => setTimeout(r, delayMs));
      return {
        answer: `**Answer** for _${input.parent?.name ?? 'parent'}_: ${input.question} See [the handbook](https://school.test/h).`,
        sources: [{ title: 'Parent Handbook' }],
        category: 'General',
        resolved: true,
        timings: { understandMs: 0, retrieveMs: 0, answerMs: delayMs, totalMs: delayMs },
      };
    },
  };
}

async function main(): Promise<void> {
  const config = loadConfig();
  const logger = createLogger({ level: config.LOG_LEVEL });
  const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.dataDir });
  await runMigrations(database);
  const base = createDeps({ config, database, logger });
  // After the answer engine is merged, createDeps builds it (deps.assistant); before, try its module.
  const real = process.env.BENCH_ENGINE === 'fake' ? null : (base.assistant ?? (await realEngine(base)));
  const assistant = real ?? fakeEngine(Number(process.env.BENCH_ENGINE_MS ?? 5));
  const deps = createDeps({ config, database, logger, overrides: { assistant } });
  registerJobs(deps);

  const school = await insertSchool(database.db, { timeZone: 'Europe/London', name: 'Bench Primary' });
  await updateSchool(database.db, school.id, {
    whatsappParentAccess: true,
    whatsappPhoneNumberId: PHONE_NUMBER_ID,
    whatsappBusinessAccountId: '102290129340398',
    whatsappAccessTokenEnc: encryptSecret('EAAGbenchtoken0123456789abcdef', config.encryptionKey),
  });
  const count = Number(process.env.BENCH_PARENTS ?? 1000);
  const rows = Array.from({ length: count }, (_, i) => ({
    schoolId: school.id,
    name: `Parent ${i}`,
    whatsappNum: `+4477009${String(i).padStart(5, '0')}`,
  }));
  for (let i = 0; i < rows.length; i += 500) await database.db.insert(parents).values(rows.slice(i, i + 500));

  // Knowledge through the real pipeline (upload → knowledge.ingest job), so the real engine
  // retrieves and answers instead of declining on an empty library.
  const handbook = [
    'After-School Clubs',
    '',
    ...CLUB_DAYS.map((d, i) => `The ${d} club meets in the hall and finishes at ${clubFinish(i)}.`),
  ].join('\n');
  await createKnowledgeItem({
    deps,
    schoolId: school.id,
    fileName: 'Clubs handbook.txt',
    contentType: 'handbook',
    body: Buffer.from(handbook),
    source: 'upload',
  });
  await deps.queue.runDue();

  const app = await buildApp(deps);
  // BENCH_WORKER=after: the worker starts on SIGUSR2, so the burst measures the web side alone
  // (as a PROCESS_MODE=web process would see it); default: web and worker together.
  if (process.env.BENCH_WORKER === 'after')
    process.once('SIGUSR2', () => void deps.queue.start({ recoverActive: true }));
  else await deps.queue.start({ recoverActive: true });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  process.stdout.write(
    `${JSON.stringify({ port, phoneNumberId: PHONE_NUMBER_ID, engine: real ? 'real' : 'fake', database: database.kind })}\n`,
  );

  const stop = async () => {
    await app.close();
    await deps.queue.stop();
    await database.close();
    process.exit(0);
  };
  process.on('SIGTERM', () => void stop());
  process.on('SIGINT', () => void stop());
}

runBench(main);
