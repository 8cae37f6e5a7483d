import type { FastifyInstance, FastifyRequest } from 'fastify';
import multipart from '@fastify/multipart';
import { api } from '@rentfile/contract';
import { DOCUMENT_MAX_BYTES, DOCUMENT_MESSAGES } from '@rentfile/domain';
import { currentClient } from '../auth/plugin.ts';
import type { Deps } from '../deps.ts';
import { untilHangUp } from '../http/hangUp.ts';
import { route } from '../http/route.ts';
import { readUploadedFile } from '../http/upload.ts';
import * as service from '../services/documents.ts';

export async function documentRoutes(app: FastifyInstance, { db, documentFiles, fileWork }: Deps) {
  await app.register(multipart, { limits: { fileSize: DOCUMENT_MAX_BYTES, files: 1, fields: 5, parts: 6 } });

  const readFile = (request: FastifyRequest) =>
    readUploadedFile(app, request, { ...DOCUMENT_MESSAGES, what: 'the document' });

  route(app, api.getUploads, async ({ request, params, query }) =>
    service.listCaseDocuments(db, documentFiles, fileWork, currentClient(request), params.caseId, query.name),
  );
  route(app, api.getRegistration, async ({ request, params }) =>
    service.listRegistrationFiles(db, documentFiles, fileWork, currentClient(request), params.propertyId),
  );
  route(app, api.uploadDocument, async ({ request, reply, query }) => {
    const client = currentClient(request);
    const file = await readFile(request);
    return untilHangUp(reply, (signal) =>
      service.uploadDocument(
        db,
        documentFiles,
        fileWork,
        client,
        { kind: query.kind, caseId: query.caseId, propertyId: query.propertyId, ...file },
        { owner: String(client.id), signal },
      ),
    );
  });
  route(app, api.replaceDocument, async ({ request, reply, params }) => {
    const client = currentClient(request);
    const file = await readFile(request);
    return untilHangUp(reply, (signal) =>
      service.replaceDocument(db, documentFiles, fileWork, client, params.id, file, {
        owner: String(client.id),
        signal,
      }),
    );
  });
  route(app, api.deleteDocument, async ({ request, params }) =>
    service.deleteDocument(db, documentFiles, currentClient(request), params.id),
  );
  route(app, api.downloadDocument, async ({ request, params, query, reply }) => {
    const client = currentClient(request);
    const file =
      query.as === 'pdf'
        ? await untilHangUp(reply, (signal) =>
            service.downloadDocumentAsPdf(db, documentFiles, fileWork, client, params.id, {
              owner: String(client.id),
              signal,
            }),
          )
        : await service.downloadDocument(db, documentFiles, client, params.id);
    return reply
      .header('content-type', file.contentType)
      .header('content-disposition', service.attachmentHeader(file.fileName))
      .header('cache-control', 'private, no-store')
      .send(file.data);
  });
}
