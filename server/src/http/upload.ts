import type { FastifyRequest } from 'fastify';
import { storableText } from '@adops/common/storable';
import type { ApiError } from './errors';

/** What a route answers of an upload it cannot take: no file, or one past the upload routes' size limit. */
export interface UploadRefusals {
  missing: () => ApiError;
  tooLarge: () => ApiError;
}

/**
 * The one file of a multipart request (`upload: true` routes), whole, its name fit to store; `refuse` says what
 * to answer when there is none or it passes the size limit. An empty file is the route's to judge.
 */
export async function receiveUpload(
  request: FastifyRequest,
  refuse: UploadRefusals,
): Promise<{ bytes: Buffer; filename: string }> {
  if (!request.isMultipart()) throw refuse.missing();
  try {
    const part = await request.file();
    if (!part) throw refuse.missing();
    return { bytes: await part.toBuffer(), filename: storableText(part.filename ?? '') };
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw refuse.tooLarge();
    throw error;
  }
}
