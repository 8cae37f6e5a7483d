import type { FastifyInstance, FastifyReply } from 'fastify';
import { api } from '@rentfile/contract';
import { currentClient, currentClientRow } from '../auth/plugin.ts';
import type { Deps } from '../deps.ts';
import { AppError } from '../errors.ts';
import { actorOf } from '../http/actor.ts';
import { route } from '../http/route.ts';
import { hangUpSignal } from '../http/hangUp.ts';
import { ACCOUNT_RENDER_LIMITS, addressBlock, GuestLimits } from '../pleadings/guestLimits.ts';
import { PdfQueueFullError, PdfTooLargeError } from '../pleadings/pool.ts';
import * as service from '../services/pleadings.ts';
import { attachmentHeader } from '../services/documents.ts';

/** Seconds a client is asked to wait when the papers' queue is full. */
const QUEUE_FULL_RETRY_SECONDS = 10;

/**
 * Signed-in users' papers and anonymous previews render in two pools (issue 20, gap 2; created and closed with the
 * server's Deps): guests' work can never hold up a signed-in user's papers. The guests' pool is small, queues few,
 * lets its worker go when idle, and each client address may only have a few previews at once and a number per
 * minute. Stored papers are answered by URL and streamed from there.
 */
export async function pleadingRoutes(
  app: FastifyInstance,
  { db, pdfPools, paperFiles, documentFiles, fileWork }: Deps,
) {
  const guestLimits = new GuestLimits();
  const accountLimits = new GuestLimits(ACCOUNT_RENDER_LIMITS);

  route(app, api.createPleadingPdf, async ({ request, reply, body }) => {
    const client = request.client ? await currentClientRow(request) : null;
    const options = {
      inline: request.headers['x-url-type'] === 'view',
      ...(request.client ? { actor: await actorOf(request) } : {}),
    };
    const signedIn = !body.guestData;
    const slot = signedIn
      ? accountLimits.take(`account:${client?.id ?? 0}`)
      : guestLimits.take(addressBlock(request.ip));
    if ('message' in slot) {
      reply.header('retry-after', String(slot.retryAfterSeconds));
      throw new AppError('TOO_MANY_REQUESTS', slot.message);
    }
    // Papers nobody waits for any more are not made: taken out of the queue, or their worker stopped.
    const hangUp = hangUpSignal(reply);
    const pool = signedIn ? pdfPools.signedIn() : pdfPools.guests();
    try {
      return await renderOrRefuse(reply, () =>
        service.generatePleadingPdf(db, { pool, paperFiles, documentFiles, fileWork }, client, body, {
          ...options,
          signal: hangUp.signal,
        }),
      );
    } catch (err) {
      if (hangUp.signal.aborted) {
        request.log.info(`${signedIn ? 'papers' : 'guest preview'} cancelled: the client disconnected`);
        throw new AppError(
          'BAD_REQUEST',
          `The ${signedIn ? 'papers were' : 'preview was'} cancelled: the client disconnected.`,
        );
      }
      throw err;
    } finally {
      hangUp.done();
      slot.release();
    }
  });
  route(app, api.getPleadings, async ({ request, params }) =>
    service.listPleadings(db, currentClient(request), params.caseId),
  );
  route(app, api.getPleadingFile, async ({ request, params, query, reply }) => {
    const file = await service.pleadingFile(db, paperFiles, currentClient(request), params.caseId, params.templateName);
    const disposition =
      query.disposition === 'inline'
        ? attachmentHeader(file.fileName).replace(/^attachment/, 'inline')
        : attachmentHeader(file.fileName);
    reply
      .header('content-type', 'application/pdf')
      .header('content-disposition', disposition)
      .header('cache-control', 'private, no-store');
    if ('data' in file) return reply.send(file.data);
    // A paper kept as a file is streamed from it.
    return reply.header('content-length', String(file.size)).send(file.stream);
  });
}

/** The pool's refusals as answers: a full queue is 503 with Retry-After, papers past a worker's memory 413. */
async function renderOrRefuse<T>(reply: FastifyReply, render: () => Promise<T>): Promise<T> {
  try {
    return await render();
  } catch (err) {
    if (err instanceof PdfQueueFullError) {
      reply.header('retry-after', String(QUEUE_FULL_RETRY_SECONDS));
      throw new AppError('UNAVAILABLE', err.message);
    }
    if (err instanceof PdfTooLargeError) throw new AppError('PAYLOAD_TOO_LARGE', err.message);
    throw err;
  }
}
