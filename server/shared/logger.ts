import pino, { type Logger } from 'pino';

export type { Logger };

/**
 * pino logger. Secrets never reach the logs: request bodies are not logged, and any of the redacted
 * paths below is replaced by "[redacted]" wherever a caller logs an object containing it.
 */
export function createLogger(options: { level?: string; pretty?: boolean } = {}): Logger {
  return pino({
    level: options.level ?? 'info',
    redact: {
      paths: [
        'password',
        '*.password',
        'access_token',
        'refresh_token',
        '*.access_token',
        '*.refresh_token',
        'accessToken',
        'token',
        '*.token',
        'req.headers.cookie',
        'req.headers.authorization',
        'res.headers["set-cookie"]',
      ],
      censor: '[redacted]',
    },
    transport: options.pretty ? { target: 'pino-pretty', options: { colorize: true } } : undefined,
  });
}
