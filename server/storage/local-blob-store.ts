import { createHmac } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { safeEqual } from '../shared/ids.js';
import { BlobNotFoundError, type BlobStore } from './blob-store.js';

/** Path of the route that serves local signed URLs (registered by the knowledge module). */
export const LOCAL_SIGNED_PATH = '/api/files/signed';

/** HMAC-SHA256 over `key|expires|disposition-name|content-type` with the server's signing key. */
export function signLocalUrl(input: {
  secret: string;
  key: string;
  expires: number;
  fileName: string;
  contentType: string;
}): string {
  return createHmac('sha256', input.secret)
    .update([input.key, input.expires, input.fileName, input.contentType].join('\n'))
    .digest('base64url');
}

/** True when `signature` matches and `expires` (unix seconds) is still in the future at `now`. */
export function verifyLocalSignature(input: {
  secret: string;
  key: string;
  expires: number;
  fileName: string;
  contentType: string;
  signature: string;
  now: Date;
}): boolean {
  if (!Number.isFinite(input.expires) || input.expires * 1000 < input.now.getTime()) return false;
  return safeEqual(signLocalUrl(input), input.signature);
}

function resolveInside(root: string, key: string): string {
  const full = path.resolve(root, key);
  if (!full.startsWith(path.resolve(root) + path.sep)) throw new BlobNotFoundError(key);
  return full;
}

/**
 * Blob store in a local folder (`$DATA_DIR/files` by default). Keys map to paths under the root;
 * a key that would escape the root is treated as absent. Signed URLs point at LOCAL_SIGNED_PATH.
 */
export function createLocalBlobStore(options: {
  root: string;
  publicUrl: string;
  secret: string;
  now: () => Date;
}): BlobStore {
  return {
    kind: 'local',
    async put(key, body) {
      const file = resolveInside(options.root, key);
      await mkdir(path.dirname(file), { recursive: true });
      await writeFile(file, body);
    },
    async get(key) {
      try {
        return await readFile(resolveInside(options.root, key));
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code === 'ENOENT') throw new BlobNotFoundError(key);
        throw err;
      }
    },
    async stream(key): Promise<Readable> {
      const file = resolveInside(options.root, key);
      try {
        await stat(file);
      } catch {
        throw new BlobNotFoundError(key);
      }
      return createReadStream(file);
    },
    async delete(key) {
      await rm(resolveInside(options.root, key), { force: true });
    },
    async signedUrl(key, { fileName, contentType, expiresInSeconds = 300 }) {
      const expires = Math.floor(options.now().getTime() / 1000) + expiresInSeconds;
      const signature = signLocalUrl({ secret: options.secret, key, expires, fileName, contentType });
      const params = new URLSearchParams({
        key,
        expires: String(expires),
        name: fileName,
        type: contentType,
        sig: signature,
      });
      return `${options.publicUrl}${LOCAL_SIGNED_PATH}?${params.toString()}`;
    },
  };
}
