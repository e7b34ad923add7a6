import { createWriteStream } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { FastifyRequest } from 'fastify';
import { errors } from '../../shared/errors.js';
import type { UploadedFile } from './knowledge.usecases.js';

/** Multipart field names of `POST /api/s3/upload` (docs/product-spec.md). */
const FILE_FIELD = 'files';
const TEXT_FIELDS = new Set(['contentType', 'expiryDays', 'expiryDateTime']);

export interface ParsedUpload {
  files: UploadedFile[];
  fields: { contentType?: string; expiryDays?: string; expiryDateTime?: string };
  /** Remove the temporary files (always call it, in `finally`). */
  cleanup(): Promise<void>;
}

function errorCode(err: unknown): string | undefined {
  return (err as { code?: string } | null)?.code;
}

/**
 * Stream the parts of an upload request to a private temporary folder, so memory holds at most one
 * file at a time whatever the request's size. Limits come from the multipart plugin
 * (server/app/app.ts: `UPLOAD_MAX_FILE_MB` per file, `UPLOAD_MAX_FILES` per request) and become 413s
 * with a message a staff member understands. File parts without a name (an empty browser input)
 * are skipped; unknown fields are ignored.
 */
export async function readUploadRequest(
  request: FastifyRequest,
  limits: { maxFileMb: number; maxFiles: number },
): Promise<ParsedUpload> {
  const dir = await mkdtemp(path.join(tmpdir(), 'homeroom-upload-'));
  const cleanup = () => rm(dir, { recursive: true, force: true });
  const files: UploadedFile[] = [];
  const fields: ParsedUpload['fields'] = {};
  if (!request.isMultipart()) return { files, fields, cleanup };

  const tooLarge = (name: string) =>
    errors.tooLarge(`"${name}" is larger than the ${limits.maxFileMb} MB limit per file`, 'FILE_TOO_LARGE');
  try {
    for await (const part of request.parts()) {
      if (part.type === 'field') {
        if (TEXT_FIELDS.has(part.fieldname) && typeof part.value === 'string') {
          fields[part.fieldname as keyof ParsedUpload['fields']] = part.value;
        }
        continue;
      }
      if (part.fieldname !== FILE_FIELD || !part.filename) {
        part.file.resume();
        continue;
      }
      const tmp = path.join(dir, String(files.length));
      try {
        await pipeline(part.file, createWriteStream(tmp, { mode: 0o600 }));
      } catch (err) {
        if (errorCode(err) === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge(part.filename);
        throw err;
      }
      if (part.file.truncated) throw tooLarge(part.filename);
      files.push({ fileName: part.filename, read: () => readFile(tmp) });
    }
  } catch (err) {
    await cleanup();
    const code = errorCode(err);
    if (code === 'FST_FILES_LIMIT') {
      throw errors.tooLarge(
        `Too many files: upload at most ${limits.maxFiles} files at a time`,
        'TOO_MANY_FILES',
      );
    }
    if (code === 'FST_REQ_FILE_TOO_LARGE') {
      const name = (err as { part?: { filename?: string } }).part?.filename ?? 'A file';
      throw tooLarge(name);
    }
    throw err;
  }
  return { files, fields, cleanup };
}
