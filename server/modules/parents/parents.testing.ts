import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { ImportResult, Parent } from '../../../contracts/parents.contract.js';

/**
 * Helpers for tests and the benchmark: talk to the parents API through `app.inject` exactly as the
 * browser does (multipart/form-data for the CSV).
 */

/** A multipart/form-data body with one file part (RFC 7578). */
export function multipartFile(
  content: Buffer | string,
  options: { field?: string; filename?: string; contentType?: string } = {},
): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----homeroom${randomBytes(8).toString('hex')}`;
  const head =
    `--${boundary}\r\n` +
    `Content-Disposition: form-data; name="${options.field ?? 'csv'}"; filename="${options.filename ?? 'parents.csv'}"\r\n` +
    `Content-Type: ${options.contentType ?? 'text/csv'}\r\n\r\n`;
  const payload = Buffer.concat([
    Buffer.from(head),
    Buffer.isBuffer(content) ? content : Buffer.from(content, 'utf8'),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** POST a CSV to /api/parents/import-csv as `cookie`'s staff member. */
export async function importCsv(
  app: FastifyInstance,
  cookie: string,
  content: Buffer | string,
  options: { field?: string; filename?: string; contentType?: string } = {},
) {
  const body = multipartFile(content, options);
  const response = await app.inject({
    method: 'POST',
    url: '/api/parents/import-csv',
    payload: body.payload,
    headers: { ...body.headers, cookie },
  });
  return { response, result: response.json() as ImportResult & { code?: string } };
}

/** The directory of `cookie`'s school. */
export async function fetchParents(app: FastifyInstance, cookie: string): Promise<Parent[]> {
  const response = await app.inject({ method: 'GET', url: '/api/parents/fetchall', headers: { cookie } });
  if (response.statusCode !== 200) throw new Error(`fetchall: ${response.statusCode} ${response.body}`);
  return (response.json() as { parents: Parent[] }).parents;
}
