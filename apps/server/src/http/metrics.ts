/**
 * The numbers an operator watches (decision 0037), in Prometheus's text format at /metrics: off unless
 * METRICS_TOKEN is set, and then only for a scraper sending it as a bearer token. Each server keeps its own
 * registry (the tests run several servers in one process). Requests are counted by route pattern, never by the
 * raw URL (which carries ids and tokens); the rest is read when scraped: the pools, the database's connections,
 * the reminder outbox.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import { api, type ApiName } from '@rentfile/contract';
import type { Deps } from '../deps.ts';
import type { PdfPoolObserver } from '../pleadings/pool.ts';
import { reminderOutboxDepth } from '../repositories/operations.ts';
import type { WorkLimit } from '../work/pool.ts';

/** The calls whose success makes something an operator counts: a file imported, a batch of cases made. */
const MADE: Partial<Record<ApiName, string>> = {
  previewLedger: 'ledgerImport',
  previewDelinquencyReport: 'delinquencyReportImport',
  createBatch: 'batch',
};
const MADE_BY_ROUTE = new Map(
  Object.entries(MADE).map(([name, what]) => {
    const call = api[name as ApiName];
    return [`${call.method} ${call.path}`, what];
  }),
);

export class Metrics {
  readonly registry = new Registry();
  readonly #requests = new Counter({
    name: 'rentfile_http_requests_total',
    help: 'HTTP requests answered, by method, route pattern and status',
    labelNames: ['method', 'route', 'status'] as const,
    registers: [this.registry],
  });
  readonly #duration = new Histogram({
    name: 'rentfile_http_request_duration_seconds',
    help: 'Time to answer an HTTP request, by method, route pattern and status',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30],
    registers: [this.registry],
  });
  readonly #renders = new Histogram({
    name: 'rentfile_pdf_render_seconds',
    help: 'Time a PDF render took on its pool (waiting included), by pool and outcome',
    labelNames: ['pool', 'outcome'] as const,
    buckets: [0.05, 0.1, 0.25, 0.5, 1, 2, 5, 10, 30],
    registers: [this.registry],
  });
  readonly #limits = new Counter({
    name: 'rentfile_worker_limits_hit_total',
    help: 'Work refused at a limit of a worker pool (queue full, one account share, time, heap)',
    labelNames: ['worker', 'limit'] as const,
    registers: [this.registry],
  });
  readonly #made = new Counter({
    name: 'rentfile_made_total',
    help: 'Files imported and batches of cases made',
    labelNames: ['what'] as const,
    registers: [this.registry],
  });

  constructor() {
    collectDefaultMetrics({ register: this.registry, prefix: 'rentfile_' });
  }

  /** What a PDF pool tells of its renders. */
  pdfObserver(pool: string): PdfPoolObserver {
    return {
      rendered: (seconds, outcome) => this.#renders.observe({ pool, outcome }, seconds),
      limitHit: (limit) => this.#limits.inc({ worker: `pdf-${pool}`, limit }),
    };
  }

  fileWorkLimit(limit: WorkLimit): void {
    this.#limits.inc({ worker: 'files', limit });
  }

  answered(method: string, route: string, status: number, seconds: number): void {
    const labels = { method, route, status: String(status) };
    this.#requests.inc(labels);
    this.#duration.observe(labels, seconds);
    const made = status < 300 ? MADE_BY_ROUTE.get(`${method} ${route}`) : undefined;
    if (made) this.#made.inc({ what: made });
  }

  /** The gauges read when scraped, from the server's pools and database. */
  watch(deps: Pick<Deps, 'database' | 'db' | 'pdfPools' | 'fileWork'>): void {
    const registers = [this.registry];
    new Gauge({
      name: 'rentfile_db_pool_connections',
      help: 'PostgreSQL pool connections by state (idle, in use, waiting callers, max); absent on the embedded database',
      labelNames: ['state'] as const,
      registers,
      collect() {
        const stats = deps.database.poolStats();
        if (!stats) return;
        this.set({ state: 'max' }, stats.max);
        this.set({ state: 'idle' }, stats.idle);
        this.set({ state: 'inUse' }, stats.total - stats.idle);
        this.set({ state: 'waiting' }, stats.waiting);
      },
    });
    new Gauge({
      name: 'rentfile_pdf_pool_pending',
      help: 'PDF renders waiting or running, by pool (a pool appears once started)',
      labelNames: ['pool'] as const,
      registers,
      collect() {
        for (const { name, pool } of deps.pdfPools.started()) this.set({ pool: name }, pool.pending);
      },
    });
    new Gauge({
      name: 'rentfile_pdf_pool_capacity',
      help: 'PDF renders that may wait or run at once, by pool; one more is refused',
      labelNames: ['pool'] as const,
      registers,
      collect() {
        for (const { name, pool } of deps.pdfPools.started()) this.set({ pool: name }, pool.capacity);
      },
    });
    new Gauge({
      name: 'rentfile_file_work_pending',
      help: 'Pieces of file work (imports, documents) waiting or running',
      registers,
      collect() {
        this.set(deps.fileWork.pending);
      },
    });
    new Gauge({
      name: 'rentfile_reminder_outbox',
      help: 'Court-date reminders not sent yet: all, due now, whose last attempt failed, and their failed attempts',
      labelNames: ['state'] as const,
      registers,
      async collect() {
        const depth = await reminderOutboxDepth(deps.db);
        this.set({ state: 'unsent' }, depth.unsent);
        this.set({ state: 'due' }, depth.due);
        this.set({ state: 'failing' }, depth.failing);
        this.set({ state: 'failedAttempts' }, depth.failedAttempts);
      },
    });
  }
}

function sameSecret(given: string, expected: string): boolean {
  const digest = (s: string) => createHash('sha256').update(s).digest();
  return timingSafeEqual(digest(given), digest(expected));
}

/** Counts every answer by its route pattern, and serves /metrics to the holder of METRICS_TOKEN. */
export function registerMetrics(app: FastifyInstance, deps: Pick<Deps, 'metrics' | 'config'>): void {
  const { metrics } = deps;
  app.addHook('onResponse', async (request, reply) => {
    metrics.answered(
      request.method,
      request.routeOptions.url ?? 'unmatched',
      reply.statusCode,
      reply.elapsedTime / 1000,
    );
  });
  const token = deps.config.METRICS_TOKEN;
  app.get('/metrics', { config: { public: true } }, async (request, reply) => {
    if (!token)
      return reply.code(404).send({ error: 'Metrics are off: set METRICS_TOKEN to serve them.', code: 'NOT_FOUND' });
    const match = /^Bearer\s+(.+)$/i.exec(request.headers.authorization ?? '');
    if (!match || !sameSecret(match[1]!.trim(), token))
      return reply
        .code(401)
        .header('www-authenticate', 'Bearer realm="metrics"')
        .send({ error: 'Send the metrics token as a bearer token.', code: 'UNAUTHORIZED' });
    return reply.type(metrics.registry.contentType).send(await metrics.registry.metrics());
  });
}
