import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  KNOWLEDGE_MESSAGES,
  knowledgeKeyQuerySchema,
  updateKnowledgeSchema,
  type KnowledgeExtractedResponse,
  type KnowledgeFileUrlResponse,
  type KnowledgeListResponse,
  type KnowledgeSyncStatusResponse,
  type KnowledgeUploadResponse,
} from '../../../contracts/knowledge.contract.js';
import { requireAuth } from '../../app/auth-guard.js';
import type { AppDeps } from '../../app/deps.js';
import { extractedUnits } from './knowledge.extracted.js';
import { readUploadRequest } from './knowledge.multipart.js';
import { signedFileRoute } from './knowledge.signed-route.js';
import * as usecases from './knowledge.usecases.js';

/**
 * Knowledge files API, docs/product-spec.md, plus the signed-URL route that
 * serves local originals. Every route except the signed one needs a session; all are scoped to the
 * session's school.
 */
export async function knowledgeRoutes(app: FastifyInstance, opts: { deps: AppDeps }): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { deps } = opts;
  // onRequest, not preHandler: the session is checked before the query/body is validated (401 beats
  // 400) and before an upload's body is read.
  const auth = { onRequest: app.authenticate };

  r.get('/api/s3/list', auth, async (request): Promise<KnowledgeListResponse> => {
    const data = await usecases.listFiles({ deps, schoolId: requireAuth(request).schoolId });
    return {
      success: true,
      data,
      count: data.length,
      message: data.length ? 'Files fetched successfully' : 'No files found',
    };
  });

  r.get('/api/s3/sync-status', auth, async (request): Promise<KnowledgeSyncStatusResponse> => {
    const data = await usecases.syncStatuses({ deps, schoolId: requireAuth(request).schoolId });
    return { success: true, data };
  });

  r.get(
    '/api/s3/file',
    { ...auth, schema: { querystring: knowledgeKeyQuerySchema } },
    async (request): Promise<KnowledgeFileUrlResponse> => {
      const url = await usecases.fileUrl({
        deps,
        schoolId: requireAuth(request).schoolId,
        key: request.query.key,
      });
      return { success: true, url };
    },
  );

  r.get(
    '/api/s3/extracted',
    { ...auth, schema: { querystring: knowledgeKeyQuerySchema } },
    async (request): Promise<KnowledgeExtractedResponse> => {
      const data = await extractedUnits({
        deps,
        schoolId: requireAuth(request).schoolId,
        key: request.query.key,
      });
      return { success: true, data };
    },
  );

  r.delete('/api/s3/file', { ...auth, schema: { querystring: knowledgeKeyQuerySchema } }, async (request) => {
    await usecases.deleteFile({ deps, schoolId: requireAuth(request).schoolId, key: request.query.key });
    return { success: true, message: 'File deleted successfully' };
  });

  r.put('/api/s3/update', { ...auth, schema: { body: updateKnowledgeSchema } }, async (request) => {
    const data = await usecases.updateFile({
      deps,
      schoolId: requireAuth(request).schoolId,
      update: request.body,
    });
    return { success: true, message: 'File updated successfully', data };
  });

  r.post('/api/s3/upload', auth, async (request, reply) => {
    const { schoolId } = requireAuth(request);
    const upload = await readUploadRequest(request, {
      maxFileMb: deps.config.UPLOAD_MAX_FILE_MB,
      maxFiles: deps.config.UPLOAD_MAX_FILES,
    });
    try {
      const data = await usecases.uploadFiles({ deps, schoolId, files: upload.files, ...upload.fields });
      const body: KnowledgeUploadResponse = { success: true, message: KNOWLEDGE_MESSAGES.uploaded, data };
      return reply.status(201).send(body);
    } finally {
      await upload.cleanup();
    }
  });

  signedFileRoute(app, deps);
}
