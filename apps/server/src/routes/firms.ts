import type { FastifyInstance } from 'fastify';
import { api } from '@rentfile/contract';
import { currentClient, currentPerson } from '../auth/plugin.ts';
import type { Deps } from '../deps.ts';
import { route } from '../http/route.ts';
import * as service from '../services/firms.ts';

export async function firmRoutes(app: FastifyInstance, { db, mailer, config }: Deps) {
  route(app, api.getMembers, async ({ request }) => service.listMembers(db, currentClient(request), request.member));
  route(app, api.updateMember, async ({ request, params, body }) =>
    service.changeRole(db, currentClient(request), currentPerson(request), params.id, body),
  );
  route(app, api.removeMember, async ({ request, params }) => {
    await service.removeMember(db, currentClient(request), currentPerson(request), params.id);
    return { ok: true as const };
  });
  route(app, api.inviteMember, async ({ request, body }) =>
    service.invite(db, { mailer, publicUrl: config.publicUrl }, currentClient(request), currentPerson(request), body),
  );
  route(app, api.getInvitations, async ({ request }) => service.listInvitations(db, currentClient(request)));
  route(app, api.revokeInvitation, async ({ request, params }) => {
    await service.revokeInvitation(db, currentClient(request), currentPerson(request), params.id);
    return { ok: true as const };
  });
  route(app, api.acceptInvitation, async ({ request, body }) =>
    service.acceptInvitation(db, await request.actorRow(), body.token),
  );
  route(app, api.getMyFirms, async ({ request }) =>
    service.myFirms(db, currentPerson(request), currentClient(request)),
  );
}
