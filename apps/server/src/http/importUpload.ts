import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ImportFileMessages } from '@rentfile/domain';
import { AppError } from '../errors.ts';

const MALFORMED_UPLOAD = 'The upload is not a well-formed multipart form: send the file as the field "file".';

/**
 * The one file of an import (a ledger, a delinquency report) sent as the multipart field "file", read whole within
 * the scope's multipart size limit; a request without it, too large or malformed is refused with `messages`' words.
 */
export async function readImportUpload(
  app: FastifyInstance,
  request: FastifyRequest,
  messages: ImportFileMessages,
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
    throw new AppError('BAD_REQUEST', MALFORMED_UPLOAD);
  }
}
