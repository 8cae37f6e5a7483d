import type { FastifyInstance } from 'fastify';
import type { Deps } from '../deps.ts';
import { attorneyRoutes } from './attorneys.ts';
import { afterFilingRoutes } from './afterFiling.ts';
import { authRoutes } from './auth.ts';
import { avatarRoutes } from './avatars.ts';
import { batchRoutes } from './batches.ts';
import { clientRoutes } from './client.ts';
import { caseRoutes } from './cases.ts';
import { contactInfoRoutes } from './contactInfos.ts';
import { documentRoutes } from './documents.ts';
import { firmRoutes } from './firms.ts';
import { healthRoutes } from './health.ts';
import { ledgerRoutes } from './ledger.ts';
import { operationsRoutes } from './operations.ts';
import { orderRoutes } from './orders.ts';
import { pleadingRoutes } from './pleadings.ts';
import { propertyRoutes } from './properties.ts';
import { referenceRoutes } from './reference.ts';
import { tenantRoutes } from './tenants.ts';

/** Each resource's routes; app.ts registers them in this order. */
export const routeModules: Array<(app: FastifyInstance, deps: Deps) => Promise<void>> = [
  healthRoutes,
  authRoutes,
  clientRoutes,
  avatarRoutes,
  contactInfoRoutes,
  attorneyRoutes,
  propertyRoutes,
  caseRoutes,
  tenantRoutes,
  orderRoutes,
  documentRoutes,
  ledgerRoutes,
  batchRoutes,
  pleadingRoutes,
  afterFilingRoutes,
  referenceRoutes,
  operationsRoutes,
  firmRoutes,
];
