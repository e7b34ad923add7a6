/**
 * `npm run bench`: run every benchmark (bench/*.bench.ts and bench/answers/answers.bench.ts) one
 * after another in its own process, so one's memory and warm caches never flatter the next. Each
 * writes its JSON to bench/results/; this prints a one-line status per benchmark.
 * `npm run bench -- parents calendars` runs only the named ones.
 */
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import path from 'node:path';

const dir = import.meta.dirname;
const all = [
  ...readdirSync(dir)
    .filter((f) => f.endsWith('.bench.ts'))
    .map((f) => path.join(dir, f)),
  path.join(dir, 'answers', 'answers.bench.ts'),
];
const wanted = process.argv.slice(2);
const selected = wanted.length ? all.filter((f) => wanted.some((w) => path.basename(f).startsWith(w))) : all;

let failed = 0;
for (const file of selected) {
  const name = path.basename(file, '.bench.ts');
  const started = Date.now();
  console.log(`\n=== ${name} ===`);
  const run = spawnSync(process.execPath, ['--import', 'tsx', file], { stdio: 'inherit' });
  const ok = run.status === 0;
  if (!ok) failed++;
  console.log(
    `=== ${name}: ${ok ? 'done' : `FAILED (exit ${run.status})`} in ${((Date.now() - started) / 1000).toFixed(1)} s ===`,
  );
}
process.exit(failed ? 1 : 0);
