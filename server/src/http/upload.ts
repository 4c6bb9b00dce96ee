import type { MultipartFields } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { storableText } from '@adops/common/storable';
import { ApiError, invalidField } from './errors';

/**
 * What a route answers of an upload it cannot take: no file, or one past the upload routes' size limit; and the
 * field a body that is no multipart it can read (cut short, another boundary or none) is refused naming.
 */
export interface UploadRefusals {
  field: string;
  missing: () => ApiError;
  tooLarge: () => ApiError;
}

/**
 * The one file of a multipart request (`upload: true` routes), whole, its name fit to store, and the text parts
 * sent before it (`fields`); `refuse` says what to answer when there is none or it passes the size limit. An
 * empty file is the route's to judge.
 */
export async function receiveUpload(
  request: FastifyRequest,
  refuse: UploadRefusals,
): Promise<{ bytes: Buffer; filename: string; fields: Record<string, string> }> {
  if (!request.isMultipart()) throw refuse.missing();
  try {
    const part = await request.file();
    if (!part) throw refuse.missing();
    const bytes = await part.toBuffer();
    return { bytes, filename: storableText(part.filename ?? ''), fields: textFields(part.fields) };
  } catch (error) {
    if (error instanceof ApiError) throw error;
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw refuse.tooLarge();
    // Anything else the parser says of the body (busboy: "Unexpected end of multipart data", "Boundary not
    // found", a part's headers too long…) is the caller's bad input, not the server's failure.
    throw invalidField(refuse.field, 'malformedUpload');
  }
}

/** The text parts of a multipart request by their names (the first of a name sent twice). */
function textFields(fields: MultipartFields): Record<string, string> {
  return Object.fromEntries(
    Object.entries(fields).flatMap(([name, parts]) => {
      const part = [parts].flat()[0];
      return part?.type === 'field' && typeof part.value === 'string' ? [[name, part.value]] : [];
    }),
  );
}
