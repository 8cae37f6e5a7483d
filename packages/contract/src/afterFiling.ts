/** After filing (issue 22): the court record, court dates, outcome, payments, timeline and calendar calls. */
import { z } from 'zod';
import {
  adjournmentSchema,
  CASE_EVENT_KINDS,
  COURT_DATE_KINDS,
  courtDateInputSchema,
  courtRecordSchema,
  opposingCounselSchema,
  outcomeSchema,
  paymentInputSchema,
  pleadings,
} from '@rentfile/domain';
import { endpoint, idParam, ok } from './endpoint.ts';

export const courtDateView = z.object({
  id: z.number().int(),
  kind: z.enum(COURT_DATE_KINDS),
  date: z.string(),
  time: z.string(),
  virtual: z.boolean(),
  adjournedToId: z.number().int().nullable(),
  adjournmentReason: z.string().nullable(),
  /** Download of this date as an .ics event. */
  icsUrl: z.string(),
});
export type CourtDateView = z.infer<typeof courtDateView>;

const money = z.number().int();

/** Everything the case view shows after filing, computed by the server from the domain's rules. */
export const courtView = z.object({
  caseId: z.number().int(),
  record: z
    .object({
      docketNo: z.string(),
      dateFiled: z.string(),
      courtLocation: z.string().nullable(),
      opposingCounsel: opposingCounselSchema.nullable(),
    })
    .nullable(),
  /** The county court's address, used where no other location is recorded. */
  courtAddress: z.string().nullable(),
  dates: z.array(courtDateView),
  outcome: outcomeSchema.nullable(),
  payments: z.array(
    z.object({ id: z.number().int(), receivedOn: z.string(), amount: money, note: z.string().nullable() }),
  ),
  suitAmount: money,
  balance: money,
  missedPayments: z.array(z.object({ dueDate: z.string(), amountDue: money, shortBy: money })),
  /** A consent's plan with every payment since the consent applied, oldest installment first (planAllocation). */
  installments: z.array(
    z.object({
      dueDate: z.string(),
      amount: money,
      paid: money,
      paidOn: z.string().nullable(),
      paidByDue: money,
      balance: money,
    }),
  ),
  /** True when the tenant has paid the plan as agreed so far (a consent's plan only). */
  tenantCurrent: z.boolean().nullable(),
  /** First day the warrant may be requested (after a judgment), else null. */
  earliestWarrantDate: z.string().nullable(),
  breachCertified: z.boolean(),
  warrantRequested: z.boolean(),
  status: z.string(),
});
export type CourtView = z.infer<typeof courtView>;

/** A post-judgment paper of the case and why it cannot be made today (null when it can). */
export const courtPaper = z.object({
  templateName: z.enum(pleadings.POST_JUDGMENT_TEMPLATES),
  title: z.string(),
  refusal: z.string().nullable(),
});
export type CourtPaper = z.infer<typeof courtPaper>;

export const caseEvent = z.object({
  id: z.number().int(),
  kind: z.enum(CASE_EVENT_KINDS),
  summary: z.string(),
  actorName: z.string(),
  at: z.string(),
});
export type CaseEvent = z.infer<typeof caseEvent>;

export const upcomingCourtDate = z.object({
  caseId: z.number().int(),
  courtDateId: z.number().int(),
  kind: z.enum(COURT_DATE_KINDS),
  date: z.string(),
  time: z.string(),
  docketNo: z.string(),
  premises: z.string(),
});
export type UpcomingCourtDate = z.infer<typeof upcomingCourtDate>;

export const calendarFeedStatus = z.object({ active: z.boolean(), createdAt: z.string().nullable() });
/** The feed's address is shown once, when it is made: only its hash is kept. */
export const calendarFeedCreated = z.object({ url: z.string(), createdAt: z.string() });

/** Court-date reminder e-mails on or off for the account (on unless turned off). */
export const courtReminderSetting = z.object({ on: z.boolean() });
/** The setting, and whether this site has a mail server at all: without one no reminder is sent, whatever the setting. */
export const courtReminderState = courtReminderSetting.extend({
  mailServer: z.boolean(),
  /** The account's address, and whether it was shown to be the user's: reminders go only to a verified one. */
  email: z.string().nullable(),
  emailVerified: z.boolean(),
});
/** A verification link was e-mailed to this address. */
export const emailVerificationSent = z.object({ sentTo: z.string() });
/** The token of a verification link (the part after #token=). */
export const emailVerificationToken = z.object({ token: z.string().min(20).max(100) });

const caseDateParams = z.object({ id: z.coerce.number().int().positive(), dateId: z.coerce.number().int().positive() });
const casePaymentParams = z.object({
  id: z.coerce.number().int().positive(),
  paymentId: z.coerce.number().int().positive(),
});

export const afterFilingApi = {
  getCourt: endpoint({
    summary: "A case's court record, dates, outcome and payments",
    params: idParam,
    response: courtView,
  }),
  getCourtPapers: endpoint({
    summary: "A case's post-judgment papers, each with why it is not yet available",
    params: idParam,
    response: z.array(courtPaper),
  }),
  saveCourtRecord: endpoint({
    summary: 'Record the docket number, date filed, court location and opposing counsel',
    params: idParam,
    body: courtRecordSchema,
    response: courtView,
  }),
  addCourtDate: endpoint({
    summary: 'Set a case management conference or trial date',
    params: idParam,
    body: courtDateInputSchema,
    response: courtView,
  }),
  adjournCourtDate: endpoint({
    summary: 'Adjourn a court date to a new date (the old one is kept in the history)',
    params: caseDateParams,
    body: adjournmentSchema,
    response: courtView,
  }),
  courtDateIcs: endpoint({
    summary: 'A court date as an iCalendar event',
    params: caseDateParams,
    response: z.unknown(),
  }),
  saveOutcome: endpoint({
    summary: 'Record the outcome (judgment, consent with a payment plan, dismissed, withdrawn)',
    params: idParam,
    body: outcomeSchema,
    response: courtView,
  }),
  correctCourtDate: endpoint({
    summary: 'Correct a standing court date entered by mistake (a date that moved is adjourned instead)',
    params: caseDateParams,
    body: courtDateInputSchema,
    response: courtView,
  }),
  removeCourtDate: endpoint({
    summary: 'Remove a court date entered by mistake',
    params: caseDateParams,
    response: courtView,
  }),
  addPayment: endpoint({
    summary: 'Record a payment received after filing',
    params: idParam,
    body: paymentInputSchema,
    response: courtView,
  }),
  correctPayment: endpoint({
    summary: 'Correct a payment received after filing',
    params: casePaymentParams,
    body: paymentInputSchema,
    response: courtView,
  }),
  removePayment: endpoint({
    summary: 'Remove a payment recorded by mistake',
    params: casePaymentParams,
    response: courtView,
  }),
  getTimeline: endpoint({
    summary: 'What happened to the case, who did it and when',
    params: idParam,
    response: z.array(caseEvent),
  }),
  getUpcomingCourtDates: endpoint({
    summary: 'Court dates of the next 14 days',
    response: z.array(upcomingCourtDate),
  }),
  getCalendarFeed: endpoint({
    summary: 'Whether the private calendar feed is on',
    response: calendarFeedStatus,
  }),
  createCalendarFeed: endpoint({
    summary: 'Make a new private calendar feed address (the old one stops working)',
    response: calendarFeedCreated,
  }),
  deleteCalendarFeed: endpoint({
    summary: 'Turn the private calendar feed off',
    response: ok,
  }),
  getCourtReminders: endpoint({
    summary: 'Whether court-date reminders are e-mailed to the account, and whether the site can send mail at all',
    response: courtReminderState,
  }),
  setCourtReminders: endpoint({
    summary: 'Turn court-date reminder e-mails on or off',
    body: courtReminderSetting,
    response: courtReminderState,
  }),
  sendEmailVerification: endpoint({
    summary: "E-mail a link that verifies the account's address (court-date reminders go only to a verified one)",
    response: emailVerificationSent,
  }),
  confirmEmail: endpoint({
    summary: 'A verification link opened: marks the address it was sent to verified (the token is the secret)',
    body: emailVerificationToken,
    response: z.object({ email: z.string() }),
  }),
  courtRemindersOff: endpoint({
    summary: "A reminder e-mail's one-click link: turns that account's reminders off (the address is the secret)",
    params: z.object({ token: z.string().min(20).max(100) }),
    response: z.unknown(),
  }),
  calendarFeed: endpoint({
    summary: "An account's court dates as a calendar feed (the address is the secret)",
    params: z.object({ token: z.string().min(20).max(100) }),
    response: z.unknown(),
  }),
};
