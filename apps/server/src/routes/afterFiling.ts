import type { FastifyInstance } from 'fastify';
import { api } from '@rentfile/contract';
import { currentClient, currentClientRow } from '../auth/plugin.ts';
import type { Deps } from '../deps.ts';
import { actorOf } from '../http/actor.ts';
import { route } from '../http/route.ts';
import { attachmentHeader } from '../services/documents.ts';
import * as service from '../services/afterFiling.ts';
import * as papers from '../services/pleadings.ts';
import * as calendar from '../services/calendar.ts';
import * as reminders from '../services/reminders.ts';
import * as verification from '../services/emailVerification.ts';

const CALENDAR_TYPE = 'text/calendar; charset=utf-8';

/** What the one-click link of a reminder e-mail answers (no script, nothing of the account). */
const REMINDERS_OFF_PAGE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Court-date reminders turned off - RentFile NJ</title></head>
<body style="font-family: system-ui, sans-serif; max-width: 36rem; margin: 3rem auto; padding: 0 1rem; line-height: 1.5">
<h1 style="font-size: 1.4rem">Court-date reminders are off</h1>
<p>No more court-date reminders will be e-mailed to this account. To turn them back on, sign in to RentFile NJ and open your profile.</p>
<p><a href="/profile">Open your profile</a></p>
</body></html>`;

export async function afterFilingRoutes(app: FastifyInstance, { db, config, mailer }: Deps) {
  route(app, api.getCourt, async ({ request, params }) => service.getCourtView(db, currentClient(request), params.id));
  route(app, api.getCourtPapers, async ({ request, params }) =>
    papers.postJudgmentPapers(db, await currentClientRow(request), params.id),
  );
  route(app, api.saveCourtRecord, async ({ request, params, body }) =>
    service.saveCourtRecord(db, currentClient(request), params.id, body, await actorOf(request)),
  );
  route(app, api.addCourtDate, async ({ request, params, body }) =>
    service.addCourtDate(db, currentClient(request), params.id, body, await actorOf(request)),
  );
  route(app, api.adjournCourtDate, async ({ request, params, body }) =>
    service.adjournCourtDate(db, currentClient(request), params.id, params.dateId, body, await actorOf(request)),
  );
  route(app, api.saveOutcome, async ({ request, params, body }) =>
    service.saveOutcome(db, currentClient(request), params.id, body, await actorOf(request)),
  );
  route(app, api.correctCourtDate, async ({ request, params, body }) =>
    service.correctCourtDate(db, currentClient(request), params.id, params.dateId, body, await actorOf(request)),
  );
  route(app, api.removeCourtDate, async ({ request, params }) =>
    service.removeCourtDate(db, currentClient(request), params.id, params.dateId, await actorOf(request)),
  );
  route(app, api.correctPayment, async ({ request, params, body }) =>
    service.correctPayment(db, currentClient(request), params.id, params.paymentId, body, await actorOf(request)),
  );
  route(app, api.removePayment, async ({ request, params }) =>
    service.removePayment(db, currentClient(request), params.id, params.paymentId, await actorOf(request)),
  );
  route(app, api.addPayment, async ({ request, params, body }) =>
    service.addPayment(db, currentClient(request), params.id, body, await actorOf(request)),
  );
  route(app, api.getTimeline, async ({ request, params }) =>
    service.getTimeline(db, currentClient(request), params.id),
  );
  route(app, api.getUpcomingCourtDates, async ({ request }) => service.upcoming(db, currentClient(request)));

  route(app, api.courtDateIcs, async ({ request, params, reply }) => {
    const file = await calendar.courtDateIcs(db, currentClient(request), params.id, params.dateId);
    return reply
      .header('content-type', CALENDAR_TYPE)
      .header('content-disposition', attachmentHeader(file.fileName))
      .header('cache-control', 'private, no-store')
      .send(file.body);
  });
  route(app, api.getCalendarFeed, async ({ request }) => calendar.feedStatus(db, currentClient(request)));
  route(app, api.createCalendarFeed, async ({ request }) =>
    calendar.createFeed(db, currentClient(request), config.publicUrl, request.actor ?? null),
  );
  route(app, api.deleteCalendarFeed, async ({ request }) => {
    await calendar.deleteFeed(db, currentClient(request));
    return { ok: true as const };
  });
  // Without a mail server no reminder is sent: the profile must not say they go to the account (issue 39).
  const mailServer = mailer !== null;
  // Reminders go only to a verified address (decision 0039): the profile says whether the account's is.
  route(app, api.getCourtReminders, async ({ request }) => ({
    ...(await reminders.reminderSetting(db, currentClient(request))),
    mailServer,
    ...verification.emailState(await currentClientRow(request)),
  }));
  route(app, api.setCourtReminders, async ({ request, body }) => ({
    ...(await reminders.setReminders(db, currentClient(request), body.on)),
    mailServer,
    ...verification.emailState(await currentClientRow(request)),
  }));
  route(app, api.sendEmailVerification, async ({ request }) =>
    verification.sendVerificationLink(db, mailer, config.publicUrl, await currentClientRow(request)),
  );
  route(app, api.confirmEmail, async ({ body }) => verification.confirmEmail(db, body.token));
  route(app, api.courtRemindersOff, async ({ params, reply }) => {
    await reminders.optOutByToken(db, params.token);
    return reply
      .header('content-type', 'text/html; charset=utf-8')
      .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
      .header('cache-control', 'no-store')
      .send(REMINDERS_OFF_PAGE);
  });
  route(app, api.calendarFeed, async ({ params, reply }) => {
    const body = await calendar.feedIcs(db, params.token);
    return reply.header('content-type', CALENDAR_TYPE).header('cache-control', 'private, no-store').send(body);
  });
}
