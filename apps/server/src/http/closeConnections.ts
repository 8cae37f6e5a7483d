import type { Socket } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyInstance } from 'fastify';

/** How long a connection taken before the close may take to send its first bytes before it is ended. */
const FIRST_BYTES_GRACE_MS = 1000;

/**
 * The server's drain, run before Fastify closes (StartedServer.stop): it serves every request the server has taken
 * and ends the connections that carry none.
 * - The listener stops first: new connections are refused, and the connections taken are a fixed set.
 * - A connection taken whose bytes the event loop has not read yet (it was busy with saves and renders) holds a
 *   request like any other and is served. Ending it as unused, or answering it 503 as Fastify does once it closes
 *   (`return503OnClosing`, off in app.ts), failed a request sent before SIGTERM (issue 39's shutdown test).
 * - A connection that sends nothing within FIRST_BYTES_GRACE_MS is ended: a client opens such a connection and
 *   leaves it unused when its request is cancelled as it connects (a signed-in render abandoned by its browser,
 *   renders.account.test.ts), and Node's close would wait for it until the headers timeout, a minute or more.
 * - Kept-alive connections waiting idle between requests are ended by Node's close; the others after their answer,
 *   which says Connection: close.
 * It returns once every connection has ended; main.ts bounds the whole shutdown with SHUTDOWN_GRACE_SECONDS. It
 * runs outside Fastify's close hooks, which fail after the plugin timeout (10 s), shorter than a render under load.
 */
export function connectionDrain(app: FastifyInstance): () => Promise<void> {
  const open = new Set<Socket>();
  let draining = false;
  app.server.on('connection', (socket: Socket) => {
    open.add(socket);
    socket.once('close', () => open.delete(socket));
  });
  app.addHook('onRequest', (_request, reply, done) => {
    if (draining) reply.header('connection', 'close');
    done();
  });
  return async () => {
    draining = true;
    // Not listening (a server that only injects) answers at once with ERR_SERVER_NOT_RUNNING: nothing to wait for.
    const ended = new Promise<void>((resolve) => app.server.close(() => resolve()));
    const unused = () => [...open].filter((socket) => socket.bytesRead === 0);
    const since = Date.now();
    while (unused().length > 0 && Date.now() - since < FIRST_BYTES_GRACE_MS) await sleep(20);
    for (const socket of unused()) socket.destroy();
    await ended;
  };
}
