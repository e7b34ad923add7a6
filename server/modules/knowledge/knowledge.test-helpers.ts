import { randomBytes } from 'node:crypto';
import type { TestApp } from '../../testing/test-app.js';

/** A file part of a hand-built multipart body (the name is sent byte for byte, NULs included). */
export interface PartFile {
  name: string;
  body: Buffer;
  type?: string;
  field?: string;
}

/**
 * A multipart/form-data body like the upload dialog's (docs/product-spec.md), built by hand
 * so tests can send hostile file names that FormData would escape.
 */
export function multipart(files: PartFile[], fields: Record<string, string> = {}) {
  const boundary = `----homeroom${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    chunks.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    );
  }
  for (const f of files) {
    const name = f.name.replace(/"/g, '%22');
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${f.field ?? 'files'}"; filename="${name}"\r\n` +
          `Content-Type: ${f.type ?? 'application/octet-stream'}\r\n\r\n`,
        'utf8',
      ),
      f.body,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** POST /api/s3/upload as the signed-in `cookie`. */
export async function upload(
  t: TestApp,
  cookie: string,
  files: PartFile[],
  fields: Record<string, string> = {},
) {
  const { payload, headers } = multipart(files, fields);
  return t.app.inject({ method: 'POST', url: '/api/s3/upload', payload, headers: { ...headers, cookie } });
}

/** The path + query of an absolute URL, for `inject`. */
export function pathOf(url: string): string {
  const u = new URL(url);
  return `${u.pathname}${u.search}`;
}
