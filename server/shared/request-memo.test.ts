import { describe, expect, it } from 'vitest';
import { forgetInRequest, inRequestScope, readOncePerRequest } from './request-memo.js';

function counter() {
  let reads = 0;
  return { read: async () => ++reads, reads: () => reads };
}

describe('request memo', () => {
  it('reads once per key within a scope, nested scopes included', async () => {
    const c = counter();
    await inRequestScope(async () => {
      expect(await readOncePerRequest('k', c.read)).toBe(1);
      expect(await readOncePerRequest('k', c.read)).toBe(1);
      expect(await inRequestScope(() => readOncePerRequest('k', c.read))).toBe(1);
      expect(await readOncePerRequest('other', c.read)).toBe(2);
    });
    expect(c.reads()).toBe(2);
  });

  it('never shares a read between scopes, and reads every time outside one', async () => {
    const c = counter();
    const [a, b] = await Promise.all([
      inRequestScope(() => readOncePerRequest('k', c.read)),
      inRequestScope(() => readOncePerRequest('k', c.read)),
    ]);
    expect(new Set([a, b]).size).toBe(2);
    expect(await readOncePerRequest('k', c.read)).toBe(3);
    expect(await readOncePerRequest('k', c.read)).toBe(4);
  });

  it('reads again after a forget, and after a failed read', async () => {
    const c = counter();
    let fail = true;
    await inRequestScope(async () => {
      await expect(
        readOncePerRequest('k', async () => {
          if (fail) throw new Error('down');
          return 0;
        }),
      ).rejects.toThrow('down');
      fail = false;
      expect(await readOncePerRequest('k', c.read)).toBe(1);
      forgetInRequest('k');
      expect(await readOncePerRequest('k', c.read)).toBe(2);
    });
  });
});
