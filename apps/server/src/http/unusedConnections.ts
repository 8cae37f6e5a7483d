import type { Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';

/**
 * On close, Node's HTTP server ends the kept-alive connections that wait idle between requests, but not one that
 * has not sent a byte yet: that counts as a request starting, and held the close until the headers timeout (a minute
 * or more). A client opens such a connection and leaves it unused when its request is cancelled as it connects (a
 * signed-in render abandoned by its browser, renders.account.test.ts). Those are ended with the idle ones, before the
 * server stops listening; connections with a request under way are left to finish.
 */
export function endUnusedConnectionsOnClose(app: FastifyInstance): void {
  const open = new Set<Socket>();
  app.server.on('connection', (socket: Socket) => {
    open.add(socket);
    socket.once('close', () => open.delete(socket));
  });
  app.addHook('preClose', async () => {
    for (const socket of open) if (socket.bytesRead === 0) socket.destroy();
  });
}
