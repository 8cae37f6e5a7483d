import type { FastifyInstance } from 'fastify';
import { api } from '@rentfile/contract';
import { currentClient } from '../auth/plugin.ts';
import type { Deps } from '../deps.ts';
import { route } from '../http/route.ts';
import { citiesByCounty, countiesOfState, courtInfoForCounty } from '../reference/service.ts';
import { addSocialServiceOffice, listSocialServiceOffices } from '../services/socialServiceOffices.ts';

/** NJ counties, municipalities and court offices (public), and the public housing office list. */
export async function referenceRoutes(app: FastifyInstance, { db }: Deps) {
  route(app, api.getCounties, async ({ query }) => countiesOfState(db, query.stateId));
  route(app, api.getCities, async ({ query }) => citiesByCounty(db, query.county));
  route(app, api.getCourtInfo, async ({ params }) => courtInfoForCounty(db, params.countyId));
  route(app, api.getSocialServiceOffices, async ({ request }) => listSocialServiceOffices(db, request.client));
  route(app, api.addSocialServiceOffice, async ({ request, body }) =>
    addSocialServiceOffice(db, currentClient(request), body),
  );
}
