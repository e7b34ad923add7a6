import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.js';

const dirs: string[] = [];
afterEach(() => dirs.splice(0).forEach((d) => rmSync(d, { recursive: true, force: true })));

describe('config', () => {
  it('fails fast with a message naming the bad variable', () => {
    expect(() => loadConfig({ PORT: 'abc' })).toThrow(ConfigError);
    expect(() => loadConfig({ PORT: 'abc' })).toThrow(/PORT/);
    expect(() => loadConfig({ PROCESS_MODE: 'both' })).toThrow(/PROCESS_MODE/);
    expect(() => loadConfig({ LLM_BASE_URL: 'not a url' })).toThrow(/LLM_BASE_URL/);
  });

  it('generates secrets into DATA_DIR once and reuses them on the next start', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'homeroom-config-'));
    dirs.push(dir);
    const first = loadConfig({ DATA_DIR: dir, NODE_ENV: 'production' });
    const second = loadConfig({ DATA_DIR: dir, NODE_ENV: 'production' });
    expect(first.tokenSigningKey.length).toBeGreaterThanOrEqual(32);
    expect(second.tokenSigningKey).toBe(first.tokenSigningKey);
    expect(second.encryptionKey).toBe(first.encryptionKey);
    expect(JSON.parse(readFileSync(path.join(dir, 'secrets.json'), 'utf8')).tokenSigningKey).toBe(
      first.tokenSigningKey,
    );
  });

  it('applies documented defaults', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'homeroom-config-'));
    dirs.push(dir);
    const config = loadConfig({ DATA_DIR: dir });
    expect(config.PORT).toBe(3000);
    expect(config.publicUrl).toBe('http://localhost:3000');
    expect(config.PROCESS_MODE).toBe('all');
    expect(config.INBOUND_EMAIL_DOMAIN).toBe('inbound.localhost');
    expect(config.UPLOAD_MAX_FILE_MB).toBe(50);
  });
});
