import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  addParentSchema,
  CSV_FIELD,
  CSV_MAX_BYTES,
  deleteParentParams,
  editParentSchema,
  PARENT_TEXTS,
} from '../../../contracts/parents.contract.js';
import { requireAuth } from '../../app/auth-guard.js';
import type { AppDeps } from '../../app/deps.js';
import { errors, isAppError } from '../../shared/errors.js';
import { CSV_ERRORS } from './parents.csv.js';
import * as usecases from './parents.usecases.js';

/** JSON bodies of this module are a name and two numbers. */
const JSON_BODY_LIMIT = 16 * 1024;

export const CSV_TOO_LARGE =
  'The CSV file is larger than 2 MB. Split it into smaller files and import each one.';

/** Parent directory API, docs/product-spec.md. */
export async function parentsRoutes(app: FastifyInstance, opts: { deps: AppDeps }): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const deps: usecases.ParentsDeps = { database: opts.deps.database, clock: opts.deps.clock };
  const guard = { preHandler: app.authenticate };
  const jsonBody = <S>(body: S) => ({ ...guard, bodyLimit: JSON_BODY_LIMIT, schema: { body } });

  r.get('/api/parents/fetchall', guard, async (request) => {
    const { schoolId } = requireAuth(request);
    return { parents: await usecases.listParents({ deps, schoolId }) };
  });

  r.post('/api/parents/add-single', jsonBody(addParentSchema), async (request, reply) => {
    const { schoolId } = requireAuth(request);
    const { name, whatsapp_num: whatsappNum } = request.body;
    const parent = await usecases.addParent({ deps, schoolId, name, whatsappNum });
    return reply.status(201).send({ parent });
  });

  r.put('/api/parents/edit-parent', jsonBody(editParentSchema), async (request) => {
    const { schoolId } = requireAuth(request);
    const { old_whatsapp_num: oldWhatsappNum, name, whatsapp_num: whatsappNum, language } = request.body;
    const parent = await usecases.editParent({ deps, schoolId, oldWhatsappNum, name, whatsappNum, language });
    return { parent };
  });

  // The number is the last path segment, "+" URL-encoded as %2B; any formatting of the same number works.
  r.delete(
    '/api/parents/delete/:whatsapp_num',
    { ...guard, schema: { params: deleteParentParams } },
    async (request) => {
      const { schoolId } = requireAuth(request);
      await usecases.deleteParent({ deps, schoolId, whatsappNum: request.params.whatsapp_num });
      return { success: true };
    },
  );

  r.post('/api/parents/import-csv', guard, async (request) => {
    const { schoolId } = requireAuth(request);
    const file = await readCsvUpload(request);
    return usecases.importParentsCsv({ deps, schoolId, file });
  });
}

/** The bytes of the multipart field `csv`, refusing a missing file, a non-.csv name and > 2 MB. */
async function readCsvUpload(request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart()) throw errors.badRequest('CSV_REQUIRED', PARENT_TEXTS.selectFile);
  try {
    const part = await request.file({ limits: { fileSize: CSV_MAX_BYTES, files: 1 } });
    // A form submitted with no file chosen still sends the field, with an empty file name.
    if (!part || (part.filename === '' && part.fieldname === CSV_FIELD)) {
      part?.file.resume();
      throw errors.badRequest('CSV_REQUIRED', PARENT_TEXTS.selectFile);
    }
    if (part.fieldname !== CSV_FIELD) {
      part.file.resume();
      throw errors.badRequest('CSV_REQUIRED', `${PARENT_TEXTS.selectFile} (form field "${CSV_FIELD}")`);
    }
    if (!/\.csv$/i.test(part.filename.trim())) {
      part.file.resume();
      throw errors.unsupportedMedia(CSV_ERRORS.notCsv, 'CSV_NOT_CSV');
    }
    return await part.toBuffer();
  } catch (err) {
    if (isAppError(err)) throw err;
    if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE')
      throw errors.tooLarge(CSV_TOO_LARGE, 'CSV_TOO_LARGE');
    // Busboy's "Unexpected end of form" and the like: the upload itself broke off.
    request.log.warn({ err }, 'CSV upload could not be read');
    throw errors.badRequest(
      'CSV_UPLOAD_BROKEN',
      'The upload was interrupted before the whole file arrived. Please try again.',
    );
  }
}
