import type { FastifyInstance } from 'fastify';
import { api } from '@rentfile/contract';
import { currentClient, currentClientRow } from '../auth/plugin.ts';
import type { Deps } from '../deps.ts';
import { route } from '../http/route.ts';
import { createPdfPool, type PdfPool } from '../pleadings/pool.ts';
import * as service from '../services/pleadings.ts';
import { attachmentHeader } from '../services/documents.ts';

export async function pleadingRoutes(app: FastifyInstance, { db }: Deps) {
  let pool: PdfPool | null = null;
  const pdfPool = () => (pool ??= createPdfPool());
  app.addHook('onClose', async () => {
    await pool?.close();
  });

  route(app, api.createPleadingPdf, async ({ request, body }) =>
    service.generatePleadingPdf(db, pdfPool(), request.client ? await currentClientRow(request) : null, body, { inline: request.headers['x-url-type'] === 'view' }),
  );
  route(app, api.getPleadings, async ({ request, params }) => service.listPleadings(db, currentClient(request), params.caseId));
  route(app, api.getPleadingFile, async ({ request, params, query, reply }) => {
    const file = await service.pleadingFile(db, currentClient(request), params.caseId, params.templateName);
    const disposition = query.disposition === 'inline' ? attachmentHeader(file.fileName).replace(/^attachment/, 'inline') : attachmentHeader(file.fileName);
    return reply.header('content-type', 'application/pdf').header('content-disposition', disposition).header('cache-control', 'private, no-store').send(file.data);
  });
}
