import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../errors.ts';

/** What an upload that cannot be read is told: no file, a file over the scope's limit, a malformed form. */
export interface UploadMessages {
  missing: string;
  tooLarge: string;
  /** What the file is, in "send … as the field "file"" ('the ledger', 'the document'). */
  what: string;
}

/**
 * The one file of an upload (a document, a ledger, a delinquency report) sent as the multipart field "file", read
 * whole within the scope's multipart size limit: a request cut off halfway throws here, before anything is stored.
 */
export async function readUploadedFile(
  app: FastifyInstance,
  request: FastifyRequest,
  messages: UploadMessages,
): Promise<{ fileName: string; data: Buffer }> {
  if (!request.isMultipart()) throw new AppError('UNSUPPORTED_MEDIA_TYPE', messages.missing);
  try {
    const file = await request.file();
    if (!file || file.fieldname !== 'file') throw new AppError('BAD_REQUEST', messages.missing);
    return { fileName: file.filename, data: await file.toBuffer() };
  } catch (err) {
    if (err instanceof AppError) throw err;
    if (err instanceof app.multipartErrors.RequestFileTooLargeError)
      throw new AppError('PAYLOAD_TOO_LARGE', messages.tooLarge);
    throw new AppError(
      'BAD_REQUEST',
      `The upload is not a well-formed multipart form: send ${messages.what} as the field "file".`,
    );
  }
}
