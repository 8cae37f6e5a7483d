import type { FastifyInstance } from 'fastify';
import multipart from '@fastify/multipart';
import { api } from '@rentfile/contract';
import { LEDGER_MAX_BYTES, REPORT_FILE_MESSAGES } from '@rentfile/domain';
import { currentClient } from '../auth/plugin.ts';
import type { Deps } from '../deps.ts';
import { actorOf } from '../http/actor.ts';
import { untilHangUp } from '../http/hangUp.ts';
import { readUploadedFile } from '../http/upload.ts';
import { route } from '../http/route.ts';
import * as service from '../services/batches.ts';

export async function batchRoutes(app: FastifyInstance, { db, caseSnapshots, fileWork }: Deps) {
  await app.register(multipart, { limits: { fileSize: LEDGER_MAX_BYTES, files: 1, fields: 5, parts: 6 } });

  route(app, api.previewDelinquencyReport, async ({ request, reply }) => {
    const client = currentClient(request);
    const upload = await readUploadedFile(app, request, { ...REPORT_FILE_MESSAGES, what: 'the report' });
    return untilHangUp(reply, (signal) =>
      service.previewDelinquencyReport(db, fileWork, client, upload, { owner: String(client.id), signal }),
    );
  });
  route(app, api.createBatch, async ({ request, body }) =>
    service.createBatch(db, currentClient(request), body, await actorOf(request)),
  );
  route(app, api.getBatches, async ({ request }) => service.listBatches(db, currentClient(request)));
  route(app, api.getBatch, async ({ request, params }) => service.getBatch(db, currentClient(request), params.id));
  route(app, api.answerBatch, async ({ request, params, body }) =>
    service.answerBatch(db, currentClient(request), params.id, body, await actorOf(request), caseSnapshots),
  );
  route(app, api.confirmBatchFacts, async ({ request, params, body }) =>
    service.confirmBatchFacts(db, currentClient(request), params.id, body, await actorOf(request), caseSnapshots),
  );
}
