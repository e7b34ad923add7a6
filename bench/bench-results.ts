import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * Write a bench's `result` to bench/results/<fileName> as indented JSON with a final newline (the
 * folder is made on first use), so every bench leaves its figures in one place and one format.
 * Returns the file's path.
 */
export function writeBenchResult(fileName: string, result: unknown): string {
  const dir = path.join(import.meta.dirname, 'results');
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, fileName);
  writeFileSync(file, `${JSON.stringify(result, null, 2)}\n`);
  return file;
}

/**
 * Run a bench's `main`. A failure prints its error and exits 1, so `npm run bench` (bench/run.ts,
 * which reads the exit code) reports the bench as FAILED instead of a half-written result.
 */
export function runBench(main: () => Promise<void>): void {
  main().catch((err: unknown) => {
    console.error(err);
    process.exit(1);
  });
}
