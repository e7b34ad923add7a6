import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../app/deps.js';
import { errors } from '../../shared/errors.js';
import { BlobNotFoundError } from '../../storage/blob-store.js';
import { dispositionFor } from '../../storage/content-disposition.js';
import { LOCAL_SIGNED_PATH, verifyLocalSignature } from '../../storage/local-blob-store.js';

export const SIGNED_LINK_INVALID =
  'This file link is invalid or has expired. Open the file again from the Knowledge Library.';

/**
 * Headers of every served original. Inline images and attachments get a sandboxing CSP (no script,
 * no plugins, an opaque origin). PDFs get the same policy without `sandbox`: Chrome refuses to start
 * its PDF viewer in a sandboxed document (crbug.com/413851), and the viewer runs PDF script isolated
 * from our origin anyway; `nosniff` and the fixed Content-Type keep the bytes a PDF.
 */
const CSP_SANDBOX =
  "sandbox; default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; frame-ancestors 'none'";
const CSP_PDF =
  "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; object-src 'self'; frame-ancestors 'none'";

const signedQuerySchema = z.object({
  key: z.string().min(1).max(1024),
  expires: z.coerce.number().int(),
  name: z.string().max(1024),
  type: z.string().min(1).max(200),
  sig: z.string().min(1).max(200),
});

/**
 * `GET /api/files/signed` (LOCAL_SIGNED_PATH): serves a local original to whoever holds a URL from
 * `BlobStore.signedUrl`. The HMAC covers key, expiry, name and type, so none can be
 * changed; a tampered, malformed or expired link → 403. No session needed: the signature is the
 * authorisation, which is what lets the link open in a new tab.
 */
export function signedFileRoute(app: FastifyInstance, deps: AppDeps): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(LOCAL_SIGNED_PATH, async (request, reply) => {
    const parsed = signedQuerySchema.safeParse(request.query);
    if (!parsed.success) throw errors.forbidden(SIGNED_LINK_INVALID, 'SIGNED_URL_INVALID');
    const q = parsed.data;
    const valid = verifyLocalSignature({
      secret: deps.config.tokenSigningKey,
      key: q.key,
      expires: q.expires,
      fileName: q.name,
      contentType: q.type,
      signature: q.sig,
      now: deps.clock.now(),
    });
    if (!valid) throw errors.forbidden(SIGNED_LINK_INVALID, 'SIGNED_URL_INVALID');

    let stream;
    try {
      stream = await deps.storage.stream(q.key);
    } catch (err) {
      if (err instanceof BlobNotFoundError)
        throw errors.notFound('This file no longer exists', 'FILE_NOT_FOUND');
      throw err;
    }
    const contentType = q.type.startsWith('text/') ? `${q.type}; charset=utf-8` : q.type;
    return reply
      .header('Content-Type', contentType)
      .header('Content-Disposition', dispositionFor(q.type, q.name))
      .header('X-Content-Type-Options', 'nosniff')
      .header('Content-Security-Policy', q.type === 'application/pdf' ? CSP_PDF : CSP_SANDBOX)
      .header('Cache-Control', 'private, max-age=300')
      .header('Referrer-Policy', 'no-referrer')
      .send(stream);
  });
}
