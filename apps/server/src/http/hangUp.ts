import type { FastifyReply } from 'fastify';

/**
 * A signal aborted when the client hangs up before its answer is sent, so that work nobody waits for any more (a
 * render, a file being read) is taken out of its queue or its worker stopped. `done` stops listening.
 */
export function hangUpSignal(reply: FastifyReply): { signal: AbortSignal; done(): void } {
  const hangUp = new AbortController();
  const onClose = () => {
    if (!reply.raw.writableFinished) hangUp.abort();
  };
  reply.raw.once('close', onClose);
  return { signal: hangUp.signal, done: () => reply.raw.off('close', onClose) };
}

/** Runs work with the hang-up signal of its request. */
export async function untilHangUp<T>(reply: FastifyReply, work: (signal: AbortSignal) => Promise<T>): Promise<T> {
  const { signal, done } = hangUpSignal(reply);
  try {
    return await work(signal);
  } finally {
    done();
  }
}
