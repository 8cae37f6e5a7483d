/** The router: the route table of routes.ts, each name bound to the page its feature provides. */
import { isValidElement } from 'react';
import { createBrowserRouter, matchRoutes, Navigate, type RouteObject } from 'react-router';
import { authPages } from '../features/auth/pages.ts';
import { caseViewPages } from '../features/case-view/pages.ts';
import { batchesPages } from '../features/batches/pages.ts';
import { dashboardPages } from '../features/dashboard/pages.ts';
import { homePages } from '../features/home/pages.ts';
import { legalPages } from '../features/legal/pages.ts';
import { orderDetailsPages } from '../features/order-details/pages.ts';
import { profilePages } from '../features/profile/pages.ts';
import { propertiesPages } from '../features/properties/pages.ts';
import { wizardPages } from '../features/wizard/pages.ts';
import { AppLayout } from './AppLayout.tsx';
import { NotFoundPage } from './NotFoundPage.tsx';
import { RouteError } from './RouteError.tsx';
import {
  handleOf,
  lazyPage,
  pathTo,
  ROUTES,
  type LazyPage,
  type PageRouteName,
  type RouteName,
  type WizardRouteName,
} from '../lib/routes.ts';

/** Every screen of the table has a page: a missing one is a type error here. */
const pages = {
  ...dashboardPages,
  ...batchesPages,
  ...homePages,
  ...propertiesPages,
  ...profilePages,
  ...caseViewPages,
  ...authPages,
  ...legalPages,
  ...orderDetailsPages,
  ...wizardPages,
} satisfies Record<PageRouteName, LazyPage>;

const routeNames = Object.keys(ROUTES) as RouteName[];
const pageNames = routeNames.filter((n): n is PageRouteName => !('aliasOf' in ROUTES[n]));
const isWizard = (n: PageRouteName): n is WizardRouteName => n.startsWith('vc-');

function pageRoute(name: PageRouteName): RouteObject {
  const Page = pages[name];
  return { path: ROUTES[name].path, element: <Page />, handle: handleOf(name) };
}

const BeforeCreating = pages['vc-before-creating'];
/** The frame around the wizard's steps (route /verified-complaint/:id), loaded on first visit. */
const WizardLayout = lazyPage(() => import('../features/wizard/WizardLayout.tsx'));

export const appRoutes: RouteObject[] = [
  {
    element: <AppLayout />,
    errorElement: <RouteError />,
    children: [
      {
        errorElement: <RouteError />,
        children: [
          ...pageNames.filter((n) => !isWizard(n)).map(pageRoute),
          // The wizard without a case id starts a new case (the help and the README name this address).
          { path: ROUTES.start.path, element: <Navigate to={pathTo('verified-complaint', { id: 'new' })} replace /> },
          {
            path: ROUTES['verified-complaint'].path,
            element: <WizardLayout />,
            children: [
              { index: true, element: <BeforeCreating />, handle: handleOf('verified-complaint') },
              ...pageNames.filter(isWizard).map(pageRoute),
            ],
          },
          { path: '*', element: <NotFoundPage />, handle: { title: 'Page Not Found' } },
        ],
      },
    ],
  },
];

/**
 * Starts loading the screens of the address the app opens on (a wizard step: the frame and the step) as the app
 * starts, alongside the sign-in's calls, rather than once they have answered and the route renders.
 */
export function preloadPagesOf(pathname: string): void {
  for (const { route } of matchRoutes(appRoutes, pathname) ?? []) {
    const type: unknown = isValidElement(route.element) ? route.element.type : null;
    if (typeof type === 'object' && type !== null && 'preload' in type && typeof type.preload === 'function')
      // A failure is left to the route, which loads the screen again as it renders and shows why.
      (type as LazyPage).preload().catch(() => undefined);
  }
}

export function createAppRouter() {
  return createBrowserRouter(appRoutes);
}
