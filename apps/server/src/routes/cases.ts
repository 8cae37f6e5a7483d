import type { FastifyInstance } from 'fastify';
import { api } from '@rentfile/contract';
import { currentClient, currentClientRow } from '../auth/plugin.ts';
import type { Deps } from '../deps.ts';
import { actorOf } from '../http/actor.ts';
import { route } from '../http/route.ts';
import * as service from '../services/cases.ts';
import { assertMaySign } from '../services/firms.ts';
import { forgetCasePapers } from '../services/pleadings.ts';
import * as signing from '../services/signing.ts';

export async function caseRoutes(app: FastifyInstance, { db, readCache, caseSnapshots, paperFiles }: Deps) {
  route(app, api.getClientCases, async ({ request, query }) =>
    service.listCases(
      db,
      currentClient(request),
      {
        search: query.search,
        owner: query.owner,
        status: query.status,
        sort: query.sort,
        page: query.page,
        pageSize: query.pageSize,
      },
      readCache,
    ),
  );
  route(app, api.getCase, async ({ request, params }) =>
    service.getCase(db, currentClient(request), params.id, caseSnapshots, readCache),
  );
  route(app, api.createCase, async ({ request, body }) =>
    service.createCase(db, currentClient(request), body, await actorOf(request), caseSnapshots),
  );
  route(app, api.updateCase, async ({ request, params, body }) =>
    service.updateCase(db, currentClient(request), params.id, body, await actorOf(request), caseSnapshots),
  );
  route(app, api.signCase, async ({ request, params, body }) => {
    await assertMaySign(db, currentClient(request), request.member, params.id, body.attorneyId);
    return signing.signCase(
      db,
      await currentClientRow(request),
      params.id,
      body,
      await actorOf(request),
      caseSnapshots,
    );
  });
  route(app, api.correctPapers, async ({ request, params }) =>
    signing.correctPapers(db, currentClient(request), params.id, await actorOf(request), caseSnapshots),
  );
  route(app, api.getIssuedPapers, async ({ request, params }) =>
    signing.getIssuedPapers(db, currentClient(request), params.id),
  );
  route(app, api.deleteCase, async ({ request, params }) => {
    await service.deleteCase(db, currentClient(request), params.id, caseSnapshots);
    await forgetCasePapers(paperFiles, currentClient(request), params.id);
    return { ok: true as const };
  });
}
