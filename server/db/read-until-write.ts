/**
 * Reads kept until the database's next write, where this process sees every write.
 *
 * Embedded PGlite is opened by one process under the DATA_DIR lock (client.ts), so every statement
 * that can change a row passes through this process's client: `trackWrites` counts them (a write
 * epoch), and `readUntilWrite` serves a read again for as long as no write has happened since it
 * was made. The reads kept this way are the ones every signed-in question repeats and almost never
 * change: the session's user row, the school row, the knowledge version and the calendar coverage
 * (6.4 statements per test-chat question, each ≥ 0.5 ms on PGlite: docs/DECISIONS.md, "Test chat
 * latency at 1k chunks"). None of them depends on the clock, so a kept value is exactly what the
 * statement would return.
 *
 * Over node-postgres other processes may write (a second server, psql): nothing is kept across
 * requests there, and the read is shared within one request scope only (request-memo.ts). Inside a
 * transaction the read always runs on the transaction.
 */
import type { PGlite } from '@electric-sql/pglite';
import { readOncePerRequest } from '../shared/request-memo.js';

/** Kept reads per database; each entry is a few hundred bytes (a school or user row). */
const MAX_KEPT = 1000;

interface Kept {
  epoch: number;
  value: Promise<unknown>;
}

interface Tracked {
  epoch: number;
  kept: Map<string, Kept>;
}

/** Tracked databases, keyed by their Drizzle handle (the executor repositories receive). */
const tracked = new WeakMap<object, Tracked>();

/**
 * True when `text` can only read: a SELECT without a row lock, or a WITH whose body writes nothing;
 * SHOW and VALUES too. Anything else (INSERT, UPDATE, DELETE, DDL, ANALYZE, BEGIN, COPY …) counts
 * as a write. Errs towards "write": a wrong "write" only costs one extra read.
 */
export function isReadOnlyStatement(text: string): boolean {
  const sql = text
    .replace(/--[^\n]*/g, ' ')
    .replace(/\/\*[\s\S]*?\*\//g, ' ')
    .replace(/^[\s(]+/, '')
    .toLowerCase();
  const first = /^[a-z]+/.exec(sql)?.[0];
  if (first === 'show' || first === 'values') return true;
  if (first === 'select') return !/\bfor\s+(update|share|no\s+key\s+update|key\s+share)\b/.test(sql);
  if (first === 'with') return !/\b(insert|update|delete|merge)\b/.test(sql);
  return false;
}

/**
 * Count the writes that go through `client` (query, exec, transaction) for `db`, its Drizzle
 * handle. Call once, right after opening; a statement counts when it has settled, whether it
 * succeeded or failed, and a transaction counts as one write whatever it ran.
 */
export function trackWrites(client: PGlite, db: object): void {
  const state: Tracked = { epoch: 0, kept: new Map() };
  tracked.set(db, state);
  const settled = <T>(work: Promise<T>, write: boolean): Promise<T> =>
    write ? work.finally(() => void state.epoch++) : work;
  const query = client.query.bind(client);
  const exec = client.exec.bind(client);
  const transaction = client.transaction.bind(client);
  client.query = ((text: string, ...rest: unknown[]) =>
    settled(
      (query as (...a: unknown[]) => Promise<unknown>)(text, ...rest),
      !isReadOnlyStatement(text),
    )) as typeof client.query;
  client.exec = ((text: string, ...rest: unknown[]) =>
    settled(
      (exec as (...a: unknown[]) => Promise<unknown>)(text, ...rest),
      !isReadOnlyStatement(text),
    )) as typeof client.exec;
  client.transaction = ((callback: never) =>
    settled(transaction(callback), true)) as typeof client.transaction;
}

/**
 * `read()` once until the next write to the database behind `executor` (a tracked PGlite handle),
 * and within a request scope once per scope as before (request-memo.ts: the parts of one question
 * read the same row; a repository's own write forgets it there). `key` names what is read and must
 * include every argument of the read (school id, user id …). A failed read is not kept. Callers must
 * not mutate the value.
 */
export function readUntilWrite<T>(executor: object, key: string, read: () => Promise<T>): Promise<T> {
  const state = tracked.get(executor);
  return readOncePerRequest(key, state ? () => keptRead(state, key, read) : read);
}

function keptRead<T>(state: Tracked, key: string, read: () => Promise<T>): Promise<T> {
  const hit = state.kept.get(key);
  if (hit && hit.epoch === state.epoch) return hit.value as Promise<T>;
  // The epoch before the read: a write settling while it runs makes the value stale at once.
  const entry: Kept = { epoch: state.epoch, value: read() };
  state.kept.delete(key);
  state.kept.set(key, entry);
  if (state.kept.size > MAX_KEPT) state.kept.delete(state.kept.keys().next().value!);
  entry.value.catch(() => {
    if (state.kept.get(key) === entry) state.kept.delete(key);
  });
  return entry.value as Promise<T>;
}
