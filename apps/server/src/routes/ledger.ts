import type { FastifyInstance } from 'fastify';
import multipart from '@fastify/multipart';
import { api } from '@rentfile/contract';
import { LEDGER_FILE_MESSAGES, LEDGER_MAX_BYTES } from '@rentfile/domain';
import { currentClient } from '../auth/plugin.ts';
import type { Deps } from '../deps.ts';
import { untilHangUp } from '../http/hangUp.ts';
import { readUploadedFile } from '../http/upload.ts';
import { route } from '../http/route.ts';
import * as service from '../services/ledger.ts';

export async function ledgerRoutes(app: FastifyInstance, { db, fileWork }: Deps) {
  await app.register(multipart, { limits: { fileSize: LEDGER_MAX_BYTES, files: 1, fields: 5, parts: 6 } });

  route(app, api.previewLedger, async ({ request, reply, params }) => {
    const client = currentClient(request);
    const upload = await readUploadedFile(app, request, { ...LEDGER_FILE_MESSAGES, what: 'the ledger' });
    return untilHangUp(reply, (signal) =>
      service.previewLedger(db, fileWork, client, params.caseId, upload, { owner: String(client.id), signal }),
    );
  });
  route(app, api.saveLedgerMapping, async ({ request, body }) => {
    await service.saveLedgerMapping(db, currentClient(request), body.headers, body.mapping);
    return { ok: true as const };
  });
}
