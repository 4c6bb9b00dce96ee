import fastifyMultipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  ACCOUNT_DAILY_TEMPLATE_NAME,
  IMPORT_LIMITS,
  IMPORT_MODULE,
  IMPORT_URLS,
} from '@adops/common/contract/import';
import { Status } from '@adops/common/codes';
import type { AppContext } from '../../context';
import { ApiError, invalidField } from '../../http/errors';
import { receiveUpload } from '../../http/upload';
import {
  attachment,
  authenticate,
  registerRoutes,
  route,
  verifySignature,
  type RouteSpec,
} from '../../http/route';
import { addDays, shanghaiDay } from '../../time';
import { importAccountDaily } from './accountDaily';
import { readTable, type Upload } from './table';
import { accountDailyTemplate, XLSX_TYPE } from './template';

const tooLarge = () =>
  new ApiError(Status.INVALID, 'importFileTooLarge', { mb: IMPORT_LIMITS.maxBytes / 1024 / 1024 });

/** The uploaded export, whole, its name fit for the audit log; 130 when there is none, it is empty or too large. */
async function receiveFile(request: FastifyRequest): Promise<Upload> {
  const upload = await receiveUpload(request, {
    field: 'file',
    missing: () => invalidField('file', 'importNoFile'),
    tooLarge,
  });
  if (!upload.bytes.length) throw new ApiError(Status.INVALID, 'importEmpty');
  return upload;
}

/** Module 422 (数据采集): upload a platform export, get the per-row result. */
export function importRoutes(app: AppContext): RouteSpec[] {
  return [
    route({
      method: 'POST',
      url: IMPORT_URLS.accountDaily,
      access: IMPORT_MODULE,
      changesAuth: false,
      upload: true,
      async handler({ request, lang, actor, scope }) {
        const upload = await receiveFile(request);
        return importAccountDaily(app, {
          read: () => readTable(upload),
          filename: upload.filename,
          scope: await scope(),
          lang,
          actor,
        });
      },
    }),
  ];
}

/**
 * The upload routes (`upload: true`, one file of at most `IMPORT_LIMITS.maxBytes`) with multipart parsing
 * around them only: registered for the whole app, its per-request hooks cost every call (a listener and two
 * promises), also the many that never upload. And the template download, which answers a file rather than an
 * envelope but passes the same signature, session and permission checks.
 */
export async function registerImport(fastify: FastifyInstance, app: AppContext, uploadRoutes: RouteSpec[]) {
  await fastify.register(async (uploads) => {
    await uploads.register(fastifyMultipart, {
      limits: { fileSize: IMPORT_LIMITS.maxBytes, files: 1, fields: 20, parts: 21, fieldSize: 64 * 1024 },
    });
    registerRoutes(uploads, app, uploadRoutes);
  });
  fastify.get(IMPORT_URLS.accountDailyTemplate, async (request, reply) => {
    verifySignature(app, request);
    await authenticate(app, request, IMPORT_MODULE);
    const yesterday = addDays(shanghaiDay(app.clock.now()), -1);
    const body = await accountDailyTemplate(yesterday);
    return reply
      .header('content-type', XLSX_TYPE)
      .header('content-disposition', attachment(ACCOUNT_DAILY_TEMPLATE_NAME, 'account-daily-template.xlsx'))
      .send(body);
  });
}
