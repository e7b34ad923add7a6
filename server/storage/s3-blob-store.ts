import { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  PutObjectCommand,
  S3Client,
  type S3ClientConfig,
} from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { BlobNotFoundError, type BlobStore } from './blob-store.js';
import { dispositionFor } from './content-disposition.js';

export interface S3BlobStoreOptions {
  bucket: string;
  region: string;
  /** S3-compatible endpoint (MinIO, R2, …); unset = AWS. */
  endpoint?: string;
  forcePathStyle: boolean;
  /** Explicit credentials (tests); unset = the AWS SDK default chain (env, profile, instance role). */
  credentials?: S3ClientConfig['credentials'];
  /** Clock for presigning (tests pin it); defaults to the system clock. */
  now?: () => Date;
}

function isNotFound(err: unknown): boolean {
  const e = err as { name?: string; $metadata?: { httpStatusCode?: number } };
  return e?.name === 'NoSuchKey' || e?.name === 'NotFound' || e?.$metadata?.httpStatusCode === 404;
}

/**
 * Blob store on S3 or any S3-compatible service (AWS SDK v3, docs/ARCHITECTURE.md). Keys are used as object
 * keys unchanged. Signed URLs are SigV4 presigned GETs that also pin the response's Content-Type
 * and Content-Disposition (`response-content-type`, `response-content-disposition`), so the browser
 * gets inline only for PDF and images and an attachment otherwise, exactly like local URLs.
 */
export function createS3BlobStore(options: S3BlobStoreOptions): BlobStore {
  const client = new S3Client({
    region: options.region,
    endpoint: options.endpoint,
    forcePathStyle: options.forcePathStyle,
    ...(options.credentials ? { credentials: options.credentials } : {}),
  });
  const Bucket = options.bucket;

  async function getBody(key: string) {
    try {
      const out = await client.send(new GetObjectCommand({ Bucket, Key: key }));
      if (!out.Body) throw new BlobNotFoundError(key);
      return out.Body;
    } catch (err) {
      if (isNotFound(err)) throw new BlobNotFoundError(key);
      throw err;
    }
  }

  return {
    kind: 's3',
    async put(key, body, contentType) {
      await client.send(new PutObjectCommand({ Bucket, Key: key, Body: body, ContentType: contentType }));
    },
    async get(key) {
      const body = await getBody(key);
      return Buffer.from(await body.transformToByteArray());
    },
    async stream(key) {
      const body = await getBody(key);
      return body instanceof Readable ? body : Readable.from(Buffer.from(await body.transformToByteArray()));
    },
    async delete(key) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: key }));
    },
    async signedUrl(key, { fileName, contentType, expiresInSeconds = 300 }) {
      const command = new GetObjectCommand({
        Bucket,
        Key: key,
        ResponseContentType: contentType,
        ResponseContentDisposition: dispositionFor(contentType, fileName),
      });
      return getSignedUrl(client, command, {
        expiresIn: expiresInSeconds,
        ...(options.now ? { signingDate: options.now() } : {}),
      });
    },
  };
}
