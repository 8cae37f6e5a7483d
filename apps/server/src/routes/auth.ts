import type { FastifyInstance } from 'fastify';
import { ACCOUNT_EXPORT_FILE_NAME, api } from '@rentfile/contract';
import { currentClient, currentClientRow } from '../auth/plugin.ts';
import type { Deps } from '../deps.ts';
import { actorOf } from '../http/actor.ts';
import { route } from '../http/route.ts';
import { deleteOwnAccount, exportAccountData } from '../services/accountData.ts';
import { authConfig, changeOwnPassword, signOutEverywhere } from '../auth/accounts.ts';
import { attachmentHeader } from '../services/documents.ts';
import { migrateGuestData } from '../services/guest.ts';

export async function authRoutes(
  app: FastifyInstance,
  { db, config, verifier, revocations, paperFiles, documentFiles }: Deps,
) {
  route(app, api.authConfig, async () => authConfig(config, verifier.issuer));
  route(app, api.setPassword, async ({ request, body }) => {
    const input = {
      client: currentClient(request),
      actor: request.actor,
      auth0Id: body.auth0Id,
      current: body.current,
      password: body.p,
      grantId: request.tokenGrantId,
      ip: request.ip,
    };
    await changeOwnPassword(db, config, revocations, input);
    return { ok: true as const };
  });
  route(app, api.changePassword, async ({ request, body }) => {
    const input = {
      client: currentClient(request),
      actor: request.actor,
      auth0Id: null,
      current: body.current,
      password: body.p,
      grantId: request.tokenGrantId,
      ip: request.ip,
    };
    await changeOwnPassword(db, config, revocations, input);
    return { ok: true as const };
  });
  route(app, api.signOutEverywhere, async ({ request }) => {
    await signOutEverywhere(db, config, revocations, { client: currentClient(request), actor: request.actor });
    return { ok: true as const };
  });
  route(app, api.exportAccount, async ({ request, reply }) => {
    const archive = await exportAccountData(db, paperFiles, documentFiles, {
      client: currentClient(request),
      actor: request.actor,
    });
    return reply
      .header('content-type', 'application/zip')
      .header('content-disposition', attachmentHeader(ACCOUNT_EXPORT_FILE_NAME))
      .header('cache-control', 'private, no-store')
      .send(archive);
  });
  route(app, api.deleteAccount, async ({ request, body }) => {
    await deleteOwnAccount(db, config, revocations, paperFiles, {
      client: currentClient(request),
      actor: request.actor,
      password: body.password,
      ip: request.ip,
    });
    return { ok: true as const };
  });
  route(app, api.migrateGuestData, async ({ request, body }) =>
    migrateGuestData(db, await currentClientRow(request), body, await actorOf(request)),
  );
}
