/** Calls as the web makes them (JSON, a bearer token), each one recorded: when, how long, what status. */
import { performance } from 'node:perf_hooks';

/** No call may take longer: a hung call is a failure too. */
const CALL_TIMEOUT_MS = 20_000;

export interface Answer<T = unknown> {
  status: number;
  body: T;
  text: string;
}

/** A call that got no HTTP answer (connection refused or reset, or no answer within the timeout). */
export class NoAnswer extends Error {}

export interface CallSample {
  /** e.g. "POST /api/case/:id" */
  call: string;
  /** Milliseconds since the recorder started. */
  start: number;
  end: number;
  /** The HTTP status, or 0 when no answer came. */
  status: number;
  /** The answer's text when it was not a success (or the reason there was none). */
  failure?: string;
}

export class Recorder {
  readonly samples: CallSample[] = [];
  private readonly origin = performance.now();
  /** Off while the results are read back, so the load figures hold only the load. */
  recording = true;

  now(): number {
    return performance.now() - this.origin;
  }

  add(sample: CallSample): void {
    if (this.recording) this.samples.push(sample);
  }
}

export interface Caller {
  /** label names the call in the figures, e.g. "POST /api/case/:id (tenants)". */
  send<T>(method: string, path: string, label: string, body?: unknown): Promise<Answer<T>>;
}

/**
 * Statuses nginx answers when the server process died under a call it had passed on (502) or never answered (504):
 * behind the proxy they are a call without the server's answer, as a reset connection is without it.
 */
const PROXY_LOST = new Set([502, 504]);

export function caller(
  baseUrl: () => string,
  token: string,
  recorder: Recorder,
  options: { behindProxy?: boolean } = {},
): Caller {
  return {
    async send<T>(method: string, path: string, label: string, body?: unknown): Promise<Answer<T>> {
      const start = recorder.now();
      const call = label;
      let res: Response;
      let text: string;
      try {
        res = await fetch(baseUrl() + path, {
          method,
          headers: {
            authorization: `Bearer ${token}`,
            ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
          },
          ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
          signal: AbortSignal.timeout(CALL_TIMEOUT_MS),
        });
        text = await res.text();
      } catch (err) {
        const reason =
          err instanceof Error
            ? `${err.message}${err.cause instanceof Error ? `: ${err.cause.message}` : ''}`
            : String(err);
        recorder.add({ call, start, end: recorder.now(), status: 0, failure: reason });
        throw new NoAnswer(`${call}: no answer (${reason})`);
      }
      if (options.behindProxy && PROXY_LOST.has(res.status)) {
        const reason = `the proxy answered ${res.status}`;
        recorder.add({ call, start, end: recorder.now(), status: 0, failure: reason });
        throw new NoAnswer(`${call}: no answer (${reason})`);
      }
      const ok = res.status >= 200 && res.status < 300;
      recorder.add({
        call,
        start,
        end: recorder.now(),
        status: res.status,
        ...(ok ? {} : { failure: text.slice(0, 500) }),
      });
      let parsed: unknown = text;
      try {
        parsed = JSON.parse(text);
      } catch {
        parsed = text;
      }
      return { status: res.status, body: parsed as T, text };
    },
  };
}

export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

export interface Figures {
  requests: number;
  seconds: number;
  perSecond: number;
  p50: number;
  p99: number;
  max: number;
  /** Count per status ("no answer" for none). */
  statuses: Record<string, number>;
  errors: number;
}

export function figures(samples: CallSample[], seconds: number): Figures {
  const latencies = samples.map((s) => s.end - s.start).sort((a, b) => a - b);
  const statuses: Record<string, number> = {};
  for (const s of samples) {
    const key = s.status === 0 ? 'no answer' : String(s.status);
    statuses[key] = (statuses[key] ?? 0) + 1;
  }
  return {
    requests: samples.length,
    seconds,
    perSecond: samples.length / seconds,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    max: latencies.at(-1) ?? Number.NaN,
    statuses,
    errors: samples.filter((s) => s.status < 200 || s.status >= 300).length,
  };
}

export function describeFigures(f: Figures): Array<[string, string]> {
  const n = (x: number) => Math.round(x).toLocaleString('en-US');
  return [
    ['requests', `${n(f.requests)} in ${f.seconds.toFixed(1)} s = ${n(f.perSecond)} req/s`],
    ['latency', `p50 ${n(f.p50)} ms, p99 ${n(f.p99)} ms, max ${n(f.max)} ms`],
    [
      'statuses',
      Object.entries(f.statuses)
        .map(([k, v]) => `${k}: ${n(v)}`)
        .join(', '),
    ],
    ['errors', n(f.errors)],
  ];
}
