import type { FastifyInstance } from 'fastify';
import { api } from '@rentfile/contract';
import { currentClient } from '../auth/plugin.ts';
import type { Deps } from '../deps.ts';
import { actorOf } from '../http/actor.ts';
import { route } from '../http/route.ts';
import { attachmentHeader } from '../services/documents.ts';
import * as service from '../services/afterFiling.ts';
import * as calendar from '../services/calendar.ts';
import { startReminderWorker } from '../services/reminders.ts';

const CALENDAR_TYPE = 'text/calendar; charset=utf-8';

export async function afterFilingRoutes(app: FastifyInstance, { db, config }: Deps) {
  route(app, api.getCourt, async ({ request, params }) => service.getCourtView(db, currentClient(request), params.id));
  route(app, api.saveCourtRecord, async ({ request, params, body }) => service.saveCourtRecord(db, currentClient(request), params.id, body, await actorOf(request)));
  route(app, api.addCourtDate, async ({ request, params, body }) => service.addCourtDate(db, currentClient(request), params.id, body, await actorOf(request)));
  route(app, api.adjournCourtDate, async ({ request, params, body }) => service.adjournCourtDate(db, currentClient(request), params.id, params.dateId, body, await actorOf(request)));
  route(app, api.saveOutcome, async ({ request, params, body }) => service.saveOutcome(db, currentClient(request), params.id, body, await actorOf(request)));
  route(app, api.correctCourtDate, async ({ request, params, body }) => service.correctCourtDate(db, currentClient(request), params.id, params.dateId, body, await actorOf(request)));
  route(app, api.removeCourtDate, async ({ request, params }) => service.removeCourtDate(db, currentClient(request), params.id, params.dateId, await actorOf(request)));
  route(app, api.correctPayment, async ({ request, params, body }) => service.correctPayment(db, currentClient(request), params.id, params.paymentId, body, await actorOf(request)));
  route(app, api.removePayment, async ({ request, params }) => service.removePayment(db, currentClient(request), params.id, params.paymentId, await actorOf(request)));
  route(app, api.addPayment, async ({ request, params, body }) => service.addPayment(db, currentClient(request), params.id, body, await actorOf(request)));
  route(app, api.getTimeline, async ({ request, params }) => service.getTimeline(db, currentClient(request), params.id));
  route(app, api.getUpcomingCourtDates, async ({ request }) => service.upcoming(db, currentClient(request)));

  route(app, api.courtDateIcs, async ({ request, params, reply }) => {
    const file = await calendar.courtDateIcs(db, currentClient(request), params.id, params.dateId);
    return reply.header('content-type', CALENDAR_TYPE).header('content-disposition', attachmentHeader(file.fileName)).header('cache-control', 'private, no-store').send(file.body);
  });
  route(app, api.getCalendarFeed, async ({ request }) => calendar.feedStatus(db, currentClient(request)));
  route(app, api.createCalendarFeed, async ({ request }) => calendar.createFeed(db, currentClient(request), config.publicUrl));
  route(app, api.deleteCalendarFeed, async ({ request }) => {
    await calendar.deleteFeed(db, currentClient(request));
    return { ok: true as const };
  });
  route(app, api.calendarFeed, async ({ params, reply }) => {
    const body = await calendar.feedIcs(db, params.token);
    return reply.header('content-type', CALENDAR_TYPE).header('cache-control', 'private, no-store').send(body);
  });

  let stop: (() => Promise<void>) | null = null;
  app.addHook('onReady', async () => {
    stop = startReminderWorker(db, config, app.log);
  });
  app.addHook('onClose', async () => {
    await stop?.();
  });
}
