// Build the web bundle when dist/web is missing or older than any source it is built from
// (web/, contracts/, vite.config.ts, package-lock.json). `npm start` runs this first.
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const marker = path.join(root, 'dist/web/index.html');

function newestMtime(p) {
  if (!existsSync(p)) return 0;
  const st = statSync(p);
  if (!st.isDirectory()) return st.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(p)) {
    if (entry === 'node_modules' || entry.endsWith('.test.ts')) continue;
    newest = Math.max(newest, newestMtime(path.join(p, entry)));
  }
  return newest;
}

export function webBundleIsStale() {
  if (!existsSync(marker)) return true;
  const built = statSync(marker).mtimeMs;
  const sources = ['web', 'contracts', 'vite.config.ts', 'package-lock.json'].map((p) => path.join(root, p));
  return sources.some((p) => newestMtime(p) > built);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  if (webBundleIsStale()) {
    console.log('Building the web console (dist/web)…');
    const result = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn'], { cwd: root, stdio: 'inherit' });
    process.exit(result.status ?? 1);
  }
}
