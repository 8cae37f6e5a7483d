/**
 * The server's one home for background work (docs/decisions/0032-one-home-for-background-work.md): every timer the
 * server runs is a job listed here, with its interval from the configuration, and the worker pools end with them.
 * server.ts starts them once the server is ready and stops them when it closes, before the database closes.
 *
 * A new job is one line in `serverJobs`: a `Job` (jobs/scheduler.ts), or null where it does not apply.
 */
import type { FastifyBaseLogger } from 'fastify';
import { purgeEndedSignInData } from '../auth/signInPurge.ts';
import type { Deps } from '../deps.ts';
import { scheduledBackup } from '../services/backups.ts';
import { sweepOrphanDocuments } from '../services/documents.ts';
import { sendDueReminders } from '../services/reminders.ts';
import { startJobs, type Job, type RunningJobs } from './scheduler.ts';

export type { Job } from './scheduler.ts';

type Log = FastifyBaseLogger;

/** The jobs of this server's configuration. */
export function serverJobs(deps: Deps, log: Log): Job[] {
  const { config, db, mailer, documentFiles } = deps;
  const jobs: Array<Job | null> = [
    // Court-date reminders, from the outbox every process polls (decision 0020): only with a mail server.
    mailer && {
      name: 'court-date reminders',
      everyMs: config.REMINDER_POLL_SECONDS * 1000,
      run: () => sendDueReminders(db, mailer, config.publicUrl, log),
    },
    // Objects a crash left in the store with no row naming them (decision 0022): only with an object store.
    documentFiles.objects && {
      name: 'orphan document sweep',
      everyMs: config.ORPHAN_SWEEP_MINUTES * 60_000,
      runAtStart: true,
      run: async () => {
        const removed = await sweepOrphanDocuments(db, documentFiles);
        if (removed > 0) log.info({ removed }, 'removed document objects that no document names');
      },
    },
    // Backups of the embedded database, verified, the oldest beyond BACKUP_KEEP removed (decision 0037).
    deps.database.pglite && config.BACKUP_INTERVAL_HOURS > 0
      ? {
          name: 'backup',
          everyMs: config.BACKUP_INTERVAL_HOURS * 3_600_000,
          run: () => scheduledBackup(deps.database, config, log),
        }
      : null,
    // The built-in sign-in's expired records and ended limits: only with the built-in provider.
    config.externalAuth
      ? null
      : { name: 'sign-in purge', everyMs: config.SIGNIN_PURGE_MINUTES * 60_000, run: () => purgeEndedSignInData(db) },
  ];
  return jobs.filter((job): job is Job => job !== null);
}

export interface Background {
  /** Starts the jobs (once). */
  start(): void;
  /** Stops the jobs, if started (waiting for runs under way), then ends the PDF and file workers. */
  stop(): Promise<void>;
}

export function background(deps: Deps, log: Log): Background {
  let running: RunningJobs | null = null;
  return {
    start() {
      running ??= startJobs(serverJobs(deps, log), log);
    },
    async stop() {
      await running?.stop();
      await Promise.all([deps.pdfPools.close(), deps.fileWork.close()]);
    },
  };
}
