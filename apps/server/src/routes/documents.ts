import type { FastifyInstance } from 'fastify';
import { api } from '@rentfile/contract';
import { currentClient } from '../auth/plugin.ts';
import type { Deps } from '../deps.ts';
import { route } from '../http/route.ts';
import * as service from '../services/documents.ts';

export async function documentRoutes(app: FastifyInstance, { db }: Deps) {
  route(app, api.getUploads, async ({ request, params, query }) => service.listCaseDocuments(db, currentClient(request), params.caseId, query.name));
  route(app, api.getRegistration, async ({ request, params }) => service.listRegistrationFiles(db, currentClient(request), params.propertyId));
  route(app, api.downloadDocument, async ({ request, params, reply }) => {
    const file = await service.downloadDocument(db, currentClient(request), params.id);
    return reply
      .header('content-type', file.contentType)
      .header('content-disposition', service.attachmentHeader(file.fileName))
      .header('cache-control', 'private, no-store')
      .send(file.data);
  });
}
