import { closeSync, openSync, readFileSync, unlinkSync, writeSync } from 'node:fs';
import path from 'node:path';

export class DataDirLockedError extends Error {}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * PGlite has no cross-process lock, and two processes writing one data directory corrupt it. Take
 * `$DATA_DIR/homeroom.lock` (O_EXCL, holding our pid); a lock left by a dead process is taken over.
 * Throws DataDirLockedError naming the lock file when another live process holds it.
 * Returns the release function.
 */
export function acquireDataDirLock(dataDir: string): () => void {
  const file = path.join(dataDir, 'homeroom.lock');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(file, 'wx');
      writeSync(fd, String(process.pid));
      closeSync(fd);
      let released = false;
      return () => {
        if (released) return;
        released = true;
        try {
          unlinkSync(file);
        } catch {
          /* already gone */
        }
      };
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      const pid = Number.parseInt(readFileSync(file, 'utf8').trim(), 10);
      if (Number.isFinite(pid) && pid !== process.pid && isAlive(pid)) {
        throw new DataDirLockedError(
          `Another Homeroom process (pid ${pid}) is using this data directory: lock file ${file}. ` +
            'Stop it first, or set DATA_DIR to another folder, or DATABASE_URL to use a PostgreSQL server.',
        );
      }
      unlinkSync(file);
    }
  }
  throw new DataDirLockedError(`Could not take the lock file ${file}`);
}
