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
      // What Node does for an error thrown outside any promise, and for a rejection nobody awaits.
      const emit = process.emit.bind(process) as (event: string, ...args: unknown[]) => boolean;
      emit('uncaughtException', err, 'uncaughtException');
      emit('unhandledRejection', 'late failure', Promise.resolve());
      expect(logged).toEqual([
        { obj: { err, origin: 'uncaughtException' }, msg: 'uncaught exception (kept running)' },
        { obj: { err: 'late failure' }, msg: 'unhandled promise rejection (kept running)' },
      ]);
    } finally {
      remove();
    }
  });
});
