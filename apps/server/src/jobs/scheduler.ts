/**
 * Runs the server's background jobs (docs/decisions/0032-one-home-for-background-work.md): each on its own timer,
 * one run at a time (the next is timed from the end of the last, so a slow run never overlaps itself), a failed
 * run logged and tried again at the next turn. Stopping clears every timer and waits for the runs under way.
 */
import type { FastifyBaseLogger } from 'fastify';

export interface Job {
  /** Named in the logs. */
  name: string;
  /** Time from the end of one run to the start of the next, in ms. */
  everyMs: number;
  /** Run once as soon as the jobs start, not only after the first interval. */
  runAtStart?: boolean;
  run(): Promise<unknown>;
}

export interface RunningJobs {
  /** Clears every timer and waits for the runs under way to end. */
  stop(): Promise<void>;
}

export function startJobs(jobs: readonly Job[], log: Pick<FastifyBaseLogger, 'warn'>): RunningJobs {
  let stopped = false;
  const timers = new Set<NodeJS.Timeout>();
  const running = new Set<Promise<void>>();
  const schedule = (job: Job, delayMs: number) => {
    const timer = setTimeout(() => {
      timers.delete(timer);
      if (stopped) return;
      const run = job
        .run()
        .then(
          () => undefined,
          (err: unknown) => log.warn({ job: job.name, err }, 'a background job failed; it runs again at its next turn'),
        )
        .finally(() => {
          running.delete(run);
          if (!stopped) schedule(job, job.everyMs);
        });
      running.add(run);
    }, delayMs);
    // A timer alone does not keep the process alive: shutdown stops the jobs, and a test's process may end.
    timer.unref();
    timers.add(timer);
  };
  for (const job of jobs) schedule(job, job.runAtStart ? 0 : job.everyMs);
  return {
    async stop() {
      stopped = true;
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
      await Promise.all(running);
    },
  };
}
