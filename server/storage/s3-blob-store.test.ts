import { describe, expect, it } from 'vitest';
import type { Config } from '../config/config.js';
import { createBlobStore } from '../app/container.js';
import { contentDisposition, dispositionFor, encodeRfc8187 } from './content-disposition.js';
import { createS3BlobStore } from './s3-blob-store.js';

/** No S3 server here: presigned URL shape only (SigV4 query signing, response overrides). */

const KEY = '6f1c2d3e-4b5a-4c6d-8e7f-901234567890/0b1c2d3e-4b5a-4c6d-8e7f-901234567891/handbook.pdf';
const credentials = {
  accessKeyId: 'AKIDEXAMPLE',
  secretAccessKey: 'wJalrXUtnFEMI/K7MDENG+bPxRfiCYEXAMPLEKEY',
};
const now = () => new Date('2026-11-21T09:00:00Z');

describe('S3 blob store presigned URLs', () => {
  it('presigns a path-style GET on a custom endpoint with expiry, type and inline disposition for PDFs', async () => {
    const store = createS3BlobStore({
      bucket: 'homeroom-files',
      region: 'eu-west-1',
      endpoint: 'https://s3.example.test',
      forcePathStyle: true,
      credentials,
      now,
    });
    expect(store.kind).toBe('s3');
    const url = new URL(
      await store.signedUrl(KEY, { fileName: 'Parent Handbook.pdf', contentType: 'application/pdf' }),
    );
    expect(url.origin).toBe('https://s3.example.test');
    expect(url.pathname).toBe(`/homeroom-files/${KEY}`);
    const q = url.searchParams;
    expect(q.get('X-Amz-Algorithm')).toBe('AWS4-HMAC-SHA256');
    expect(q.get('X-Amz-Credential')).toBe('AKIDEXAMPLE/20261121/eu-west-1/s3/aws4_request');
    expect(q.get('X-Amz-Date')).toBe('20261121T090000Z');
    expect(q.get('X-Amz-Expires')).toBe('300');
    expect(q.get('X-Amz-Signature')).toMatch(/^[0-9a-f]{64}$/);
    expect(q.get('response-content-type')).toBe('application/pdf');
    expect(q.get('response-content-disposition')).toBe(
      `inline; filename="Parent Handbook.pdf"; filename*=UTF-8''Parent%20Handbook.pdf`,
    );
  });

  it('uses virtual-hosted AWS URLs without an endpoint and makes non-viewable types attachments', async () => {
    const store = createS3BlobStore({
      bucket: 'homeroom-files',
      region: 'us-east-1',
      forcePathStyle: false,
      credentials,
      now,
    });
    const url = new URL(
      await store.signedUrl(KEY, {
        fileName: 'policy.docx',
        contentType: 'application/msword',
        expiresInSeconds: 60,
      }),
    );
    expect(url.host).toBe('homeroom-files.s3.us-east-1.amazonaws.com');
    expect(url.pathname).toBe(`/${KEY}`);
    expect(url.searchParams.get('X-Amz-Expires')).toBe('60');
    expect(url.searchParams.get('response-content-disposition')).toMatch(
      /^attachment; filename="policy.docx"/,
    );
  });
});

describe('Content-Disposition (RFC 6266 / RFC 8187)', () => {
  it('carries an ASCII fallback and the exact UTF-8 name', () => {
    expect(contentDisposition('attachment', 'Élève "règles" (2026).pdf')).toBe(
      `attachment; filename="_l_ve _r_gles_ (2026).pdf"; filename*=UTF-8''%C3%89l%C3%A8ve%20%22r%C3%A8gles%22%20%282026%29.pdf`,
    );
    expect(encodeRfc8187("it's*")).toBe('it%27s%2A');
  });

  it('is inline only for PDF and raster images', () => {
    for (const type of ['application/pdf', 'image/png', 'image/jpeg', 'image/webp', 'image/gif']) {
      expect(dispositionFor(type, 'x')).toMatch(/^inline;/);
    }
    for (const type of [
      'text/html',
      'image/svg+xml',
      'text/plain',
      'application/octet-stream',
      'audio/mpeg',
    ]) {
      expect(dispositionFor(type, 'x')).toMatch(/^attachment;/);
    }
  });
});

describe('blob store selection (server/app/container.ts)', () => {
  const base = {
    dataDir: '/tmp/homeroom-unused',
    publicUrl: 'http://localhost:3000',
    tokenSigningKey: 'k'.repeat(40),
  };
  it('is S3 when S3_BUCKET is set, the local folder otherwise', () => {
    const s3 = {
      ...base,
      S3_BUCKET: 'b',
      S3_REGION: 'us-east-1',
      S3_FORCE_PATH_STYLE: true,
    } as unknown as Config;
    expect(createBlobStore(s3, { now }).kind).toBe('s3');
    expect(createBlobStore({ ...base } as unknown as Config, { now }).kind).toBe('local');
  });
});
