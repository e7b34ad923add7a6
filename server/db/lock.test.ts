import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { acquireDataDirLock, DataDirLockedError } from './lock.js';

const dirs: string[] = [];
afterEach(() => dirs.splice(0).forEach((d) => rmSync(d, { recursive: true, force: true })));
const tempDir = () => {
  const d = mkdtempSync(path.join(tmpdir(), 'homeroom-lock-'));
  dirs.push(d);
  return d;
};

describe('DATA_DIR lock', () => {
  it('refuses a second holder while the first process lives, naming the lock file', async () => {
    const dir = tempDir();
    const holder = spawn('sleep', ['30']);
    try {
      writeFileSync(path.join(dir, 'homeroom.lock'), String(holder.pid));
      expect(() => acquireDataDirLock(dir)).toThrow(DataDirLockedError);
      expect(() => acquireDataDirLock(dir)).toThrow(path.join(dir, 'homeroom.lock'));
    } finally {
      holder.kill();
    }
  });

  it('takes over a lock left by a dead process and releases it', () => {
    const dir = tempDir();
    const dead = spawnSync('true').pid!;
    writeFileSync(path.join(dir, 'homeroom.lock'), String(dead));
    const release = acquireDataDirLock(dir);
    expect(existsSync(path.join(dir, 'homeroom.lock'))).toBe(true);
    release();
    expect(existsSync(path.join(dir, 'homeroom.lock'))).toBe(false);
  });

  it('makes a second server process on the same DATA_DIR exit non-zero with the lock file in its message', () => {
    const dir = tempDir();
    const holder = spawn('sleep', ['30']);
    try {
      writeFileSync(path.join(dir, 'homeroom.lock'), String(holder.pid));
      const second = spawnSync(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
        env: { ...process.env, DATA_DIR: dir, PORT: '0', LOG_LEVEL: 'silent' },
        encoding: 'utf8',
        timeout: 30_000,
      });
      expect(second.status).toBe(1);
      expect(second.stderr).toContain(path.join(dir, 'homeroom.lock'));
    } finally {
      holder.kill();
    }
  });
});
