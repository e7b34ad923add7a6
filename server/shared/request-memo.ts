/**
 * Reads shared by the steps of one request (or one answered question): the signed-in session, the
 * answer engine and its day model each read the school row, and a question should read it once.
 * A scope lives exactly as long as the work run inside it, so nothing read in one request is ever
 * seen by another; outside a scope every read goes to the database. A repository that writes a
 * memoized row forgets it in the current scope (`forgetInRequest`).
 */
import { AsyncLocalStorage } from 'node:async_hooks';

const scope = new AsyncLocalStorage<Map<string, Promise<unknown>>>();

/** Run `work` in a request scope (inside one already: in that one). */
export function inRequestScope<T>(work: () => T): T {
  return scope.getStore() ? work() : scope.run(new Map(), work);
}

/**
 * `read()` once per key in the current request scope (a failed read is not kept); outside a scope,
 * `read()` every time.
 */
export function readOncePerRequest<T>(key: string, read: () => Promise<T>): Promise<T> {
  const memo = scope.getStore();
  if (!memo) return read();
  let value = memo.get(key) as Promise<T> | undefined;
  if (!value) {
    value = read();
    memo.set(key, value);
    value.catch(() => memo.delete(key));
  }
  return value;
}

/** Forget `key` in the current request scope (after a write to what it memoizes). */
export function forgetInRequest(key: string): void {
  scope.getStore()?.delete(key);
}
