import { z } from 'zod';

const bool = (fallback: boolean) =>
  z
    .enum(['true', 'false', '1', '0', 'yes', 'no', ''])
    .optional()
    .transform((v) => (v === undefined || v === '' ? fallback : ['true', '1', 'yes'].includes(v)));

const optionalString = z
  .string()
  .optional()
  .transform((v) => (v === undefined || v.trim() === '' ? undefined : v.trim()));

const optionalUrl = optionalString.pipe(z.string().url().optional());

const int = (fallback: number, min = 0, max = Number.MAX_SAFE_INTEGER) =>
  z
    .string()
    .optional()
    .transform((v) => (v === undefined || v.trim() === '' ? String(fallback) : v))
    .transform((v, ctx) => {
      const n = Number(v);
      if (!Number.isInteger(n) || n < min || n > max) {
        ctx.addIssue({ code: 'custom', message: `must be a whole number from ${min} to ${max}, got "${v}"` });
        return z.NEVER;
      }
      return n;
    });

/**
 * Every environment variable Homeroom reads, with its default. docs/CONFIGURATION.md documents each
 * one; keep the two in step. Parsing fails fast (server/config/config.ts) with the variable's name.
 */
export const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: int(3000, 0, 65535),
  HOST: z.string().default('0.0.0.0'),
  PUBLIC_URL: optionalUrl,
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: optionalString,
  PROCESS_MODE: z.enum(['all', 'web', 'worker']).default('all'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TOKEN_SIGNING_KEY: optionalString.pipe(z.string().min(32).optional()),
  ENCRYPTION_KEY: optionalString.pipe(z.string().min(32).optional()),
  TRUST_PROXY: bool(false),

  SMTP_URL: optionalString,
  MAIL_FROM: z.string().default('Homeroom <no-reply@homeroom.localhost>'),

  S3_BUCKET: optionalString,
  S3_ENDPOINT: optionalUrl,
  S3_REGION: z.string().default('us-east-1'),
  S3_FORCE_PATH_STYLE: bool(true),
  UPLOAD_MAX_FILE_MB: int(50, 1, 2048),
  UPLOAD_MAX_FILES: int(20, 1, 500),

  LLM_BASE_URL: optionalUrl,
  LLM_API_KEY: optionalString,
  LLM_MODEL: optionalString,
  LLM_TIMEOUT_MS: int(12000, 100, 120000),
  EMBEDDING_MODEL: optionalString,
  EMBEDDING_BASE_URL: optionalUrl,
  TRANSCRIPTION_MODEL: optionalString,
  TRANSCRIPTION_BASE_URL: optionalUrl,

  CALENDAR_ALLOW_PRIVATE_URLS: bool(false),

  INBOUND_SMTP_PORT: int(2525, 0, 65535),
  INBOUND_EMAIL_DOMAIN: z.string().default('inbound.localhost'),
  INBOUND_EMAIL_SECRET: optionalString,
  INBOUND_EMAIL_MAX_MB: int(25, 1, 200),

  WHATSAPP_APP_SECRET: optionalString,
  WHATSAPP_VERIFY_TOKEN: optionalString,
  WHATSAPP_GRAPH_URL: z.string().url().default('https://graph.facebook.com/v21.0'),

  JOB_POLL_INTERVAL_MS: int(500, 10, 60000),
  JOB_CONCURRENCY: int(2, 1, 64),
  WEBCHAT_RATE_LIMIT_PER_USER: int(30, 1, 1000000),
  WEBCHAT_RATE_LIMIT_PER_SCHOOL: int(300, 1, 1000000),
  /** Wall-clock budget of one file's text extraction in its parser process (OCR of a 50-page scan fits). */
  PARSER_TIMEOUT_MS: int(300_000, 1_000, 3_600_000),
  /** V8 heap budget of a parser process (MB); a file needing more fails instead of the service. */
  PARSER_MAX_MEMORY_MB: int(1024, 64, 16_384),
  DEMO: bool(false),
});

export type Env = z.infer<typeof envSchema>;
