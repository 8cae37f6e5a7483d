import type { FastifyInstance } from 'fastify';
import multipart from '@fastify/multipart';
import { api } from '@rentfile/contract';
import { LEDGER_FILE_MESSAGES, LEDGER_MAX_BYTES } from '@rentfile/domain';
import { currentClient } from '../auth/plugin.ts';
import type { Deps } from '../deps.ts';
import { AppError } from '../errors.ts';
import { route } from '../http/route.ts';
import * as service from '../services/ledger.ts';

const MALFORMED_UPLOAD = 'The upload is not a well-formed multipart form: send the ledger as the field "file".';

export async function ledgerRoutes(app: FastifyInstance, { db }: Deps) {
  await app.register(multipart, { limits: { fileSize: LEDGER_MAX_BYTES, files: 1, fields: 5, parts: 6 } });

  route(app, api.previewLedger, async ({ request, params }) => {
    const client = currentClient(request);
    if (!request.isMultipart()) throw new AppError('UNSUPPORTED_MEDIA_TYPE', LEDGER_FILE_MESSAGES.missing);
    let upload: service.LedgerUpload;
    try {
      const file = await request.file();
      if (!file || file.fieldname !== 'file') throw new AppError('BAD_REQUEST', LEDGER_FILE_MESSAGES.missing);
      upload = { fileName: file.filename, data: await file.toBuffer() };
    } catch (err) {
      if (err instanceof AppError) throw err;
      if (err instanceof app.multipartErrors.RequestFileTooLargeError)
        throw new AppError('PAYLOAD_TOO_LARGE', LEDGER_FILE_MESSAGES.tooLarge);
      throw new AppError('BAD_REQUEST', MALFORMED_UPLOAD);
    }
    return service.previewLedger(db, client, params.caseId, upload);
  });
  route(app, api.saveLedgerMapping, async ({ request, body }) => {
    await service.saveLedgerMapping(db, currentClient(request), body.headers, body.mapping);
    return { ok: true as const };
  });
}
