import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { isAppError } from '../shared/errors.js';

interface ZodIssueLike {
  instancePath?: string;
  message?: string;
  params?: { issue?: { path?: PropertyKey[]; message?: string } };
}

function describeValidation(err: { validation: ZodIssueLike[] }, context?: string): string {
  const first = err.validation[0];
  const issuePath =
    first?.params?.issue?.path?.map(String).join('.') ?? first?.instancePath?.replace(/^\//, '');
  const message = first?.params?.issue?.message ?? first?.message ?? 'Invalid input';
  const where = issuePath ? `${issuePath}: ` : context ? `${context}: ` : '';
  return `${where}${message}`;
}

/**
 * The one error renderer: every error becomes `{ "error": message, "code": code }` (the spec's
 * clients read `error`). AppErrors keep their status; Fastify's own 4xx (bad JSON, body too large,
 * wrong content type) keep theirs with a readable message; anything else is a logged 500 with a
 * generic message, so internals never leak.
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((err: FastifyError, request, reply) => {
    if (isAppError(err)) {
      if (err.status >= 500) request.log.error({ err }, err.message);
      return reply.status(err.status).send({ error: err.message, code: err.code });
    }
    if (hasZodFastifySchemaValidationErrors(err)) {
      return reply
        .status(400)
        .send({ error: describeValidation(err as never, err.validationContext), code: 'VALIDATION' });
    }
    const status = err.statusCode ?? 500;
    if (status === 413 || err.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
      return reply.status(413).send({ error: 'Request body is too large', code: 'PAYLOAD_TOO_LARGE' });
    }
    if (err.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || err instanceof SyntaxError) {
      return reply.status(400).send({ error: 'Request body is not valid JSON', code: 'INVALID_JSON' });
    }
    if (status === 429) {
      return reply
        .status(429)
        .send({ error: 'Too many requests. Please wait a minute and try again.', code: 'RATE_LIMITED' });
    }
    if (status >= 400 && status < 500) {
      return reply.status(status).send({ error: err.message, code: err.code ?? 'BAD_REQUEST' });
    }
    request.log.error({ err }, 'unhandled error');
    return reply.status(500).send({ error: 'Something went wrong. Please try again.', code: 'INTERNAL' });
  });
}
