import { mkdirSync, readFileSync, writeFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { envSchema, type Env } from './config.schema.js';

/** Resolved configuration: the parsed environment plus derived paths and generated secrets. */
export interface Config extends Env {
  dataDir: string;
  publicUrl: string;
  tokenSigningKey: string;
  encryptionKey: string;
}

export class ConfigError extends Error {}

/**
 * Parse `env` (default `process.env`) and fail fast with one readable line per bad variable,
 * naming it: `Invalid configuration: PORT: Too big: expected number to be <=65535`.
 */
export function parseEnv(env: NodeJS.ProcessEnv = process.env): Env {
  const result = envSchema.safeParse(env);
  if (!result.success) {
    const lines = result.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  return result.data;
}

interface SecretsFile {
  tokenSigningKey: string;
  encryptionKey: string;
}

/**
 * Secrets not set in the environment are generated once into `$DATA_DIR/secrets.json` (mode 0600)
 * and reused on every later start, in every NODE_ENV, so `npm install && npm start` always works
 * and sessions survive restarts. Set TOKEN_SIGNING_KEY / ENCRYPTION_KEY when running several
 * processes on different machines.
 */
function loadOrCreateSecrets(dataDir: string): SecretsFile {
  const file = path.join(dataDir, 'secrets.json');
  let stored: Partial<SecretsFile> = {};
  if (existsSync(file)) {
    try {
      stored = JSON.parse(readFileSync(file, 'utf8')) as Partial<SecretsFile>;
    } catch {
      throw new ConfigError(`${file} is not valid JSON; fix or delete it (sessions will be signed out).`);
    }
  }
  const secrets: SecretsFile = {
    tokenSigningKey: stored.tokenSigningKey ?? randomBytes(48).toString('base64url'),
    encryptionKey: stored.encryptionKey ?? randomBytes(32).toString('base64url'),
  };
  if (stored.tokenSigningKey !== secrets.tokenSigningKey || stored.encryptionKey !== secrets.encryptionKey) {
    writeFileSync(file, JSON.stringify(secrets, null, 2), { mode: 0o600 });
  }
  return secrets;
}

/** Build the full config; creates DATA_DIR when missing. Throws ConfigError on bad input. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = parseEnv(env);
  const dataDir = path.resolve(parsed.DATA_DIR);
  mkdirSync(dataDir, { recursive: true });
  const needGenerated = !parsed.TOKEN_SIGNING_KEY || !parsed.ENCRYPTION_KEY;
  const generated = needGenerated ? loadOrCreateSecrets(dataDir) : undefined;
  return {
    ...parsed,
    dataDir,
    publicUrl: (parsed.PUBLIC_URL ?? `http://localhost:${parsed.PORT}`).replace(/\/+$/, ''),
    tokenSigningKey: parsed.TOKEN_SIGNING_KEY ?? generated!.tokenSigningKey,
    encryptionKey: parsed.ENCRYPTION_KEY ?? generated!.encryptionKey,
  };
}
