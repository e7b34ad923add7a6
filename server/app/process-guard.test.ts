import { describe, expect, it } from 'vitest';
import type { Logger } from '../shared/logger.js';
import { installProcessGuard } from './process-guard.js';

describe('installProcessGuard', () => {
  it('logs an uncaught exception and an unhandled rejection instead of letting them end the process', () => {
    const logged: { obj: unknown; msg: string }[] = [];
    const logger = { error: (obj: unknown, msg: string) => logged.push({ obj, msg }) } as unknown as Logger;
    const remove = installProcessGuard(logger);
    try {
      const err = new Error('Error attempting to read image.');
      process.emit('uncaughtException', err, 'uncaughtException');
      process.emit('unhandledRejection', 'late failure', Promise.resolve());
      expect(logged).toEqual([
        { obj: { err, origin: 'uncaughtException' }, msg: 'uncaught exception (kept running)' },
        { obj: { err: 'late failure' }, msg: 'unhandled promise rejection (kept running)' },
      ]);
    } finally {
      remove();
    }
  });
});
