/**
 * The route table (docs/product/data-and-rules.md#routes): every screen's name, path and page title in one typed place.
 * Screens link with pathTo(name, params) so a path is written only here.
 *
 * access says who may open a route, for the sign-in flow (docs/product/data-and-rules.md#sign-in-and-guests, docs/product/data-and-rules.md#roles):
 * - public: anyone (terms, privacy, register);
 * - auth: the sign-in pages themselves;
 * - guest: anyone, data kept in the browser until sign-in (the wizard);
 * - signedIn: a signed-in client only.
 */
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

export type RouteAccess = 'public' | 'auth' | 'guest' | 'signedIn';

export interface RouteDef {
  readonly path: string;
  readonly title: string;
  readonly access: RouteAccess;
  /** Another name for the same screen (spec: 'home' and 'main'; the wizard root and before-creating). */
  readonly aliasOf?: string;
  /** Query parameters the screen reads. */
  readonly query?: readonly string[];
}

/** The product name: the page title when a route has none (docs/product/data-and-rules.md#routes). */
export const PRODUCT_NAME = 'RentFile NJ';

const VC = '/verified-complaint/:id';

export const ROUTES = {
  main: { path: '/', title: 'Dashboard', access: 'signedIn' },
  home: { path: '/', title: 'Dashboard', access: 'signedIn', aliasOf: 'main' },
  welcome: { path: '/welcome', title: 'Court papers for unpaid rent in New Jersey', access: 'public' },
  login: { path: '/login', title: 'Sign In', access: 'auth' },
  unauthorized: { path: '/unauthorized', title: 'Sign In Required', access: 'auth' },
  'change-password': { path: '/change-password', title: 'Change Password', access: 'auth' },
  register: { path: '/register', title: 'Register', access: 'public' },
  terms: { path: '/terms', title: 'Terms of Service', access: 'public' },
  privacy: { path: '/privacy', title: 'Privacy Policy', access: 'public' },
  'verify-email': { path: '/verify-email', title: 'Verify Your E-mail', access: 'public' },
  properties: { path: '/properties', title: 'Properties', access: 'signedIn', query: ['saved'] },
  'property-new': { path: '/properties/new', title: 'New Property', access: 'signedIn' },
  'property-edit': {
    path: '/properties/:id/edit',
    title: 'Edit Property',
    access: 'signedIn',
    query: ['step'],
  },
  profile: { path: '/profile', title: 'Profile', access: 'signedIn' },
  'batch-new': { path: '/batches/new', title: 'Import a Delinquency Report', access: 'signedIn' },
  batch: { path: '/batches/:id', title: 'Batch of Cases', access: 'signedIn' },
  'as-user': { path: '/as-user/:auth0Id', title: 'Act as User', access: 'signedIn' },
  'as-user-find': { path: '/as-user', title: 'Act as User', access: 'signedIn' },

  start: {
    path: '/verified-complaint',
    title: 'Before You Begin',
    access: 'guest',
    aliasOf: 'vc-before-creating',
  },
  'verified-complaint': {
    path: VC,
    title: 'Before You Begin',
    access: 'guest',
    aliasOf: 'vc-before-creating',
  },
  'vc-before-creating': { path: `${VC}/before-creating`, title: 'Before You Begin', access: 'guest' },
  'vc-intro': { path: `${VC}/intro`, title: 'Delinquent Letter', access: 'guest' },
  'vc-select-property': {
    path: `${VC}/select-property`,
    title: 'Property',
    access: 'guest',
    query: ['addUnit', 'standalone', 'status'],
  },
  'vc-property-type': { path: `${VC}/property/type`, title: 'Property Type', access: 'guest' },
  'vc-property-address': {
    path: `${VC}/property/address`,
    title: 'Property Address',
    access: 'guest',
  },
  'vc-property-owner': { path: `${VC}/property/owner`, title: 'Deed Information', access: 'guest' },
  'vc-property-association-to-owner': {
    path: `${VC}/property/owner-association`,
    title: 'Association to Owner',
    access: 'guest',
  },
  'vc-client-contact': {
    path: `${VC}/property/contact`,
    title: 'Contact Information',
    access: 'guest',
  },
  'vc-tenants': { path: `${VC}/tenants`, title: 'Tenant Information', access: 'guest' },
  'vc-lease-details': { path: `${VC}/lease-details`, title: 'Lease Details', access: 'guest' },
  'vc-past-due-rent': { path: `${VC}/past-due-rent`, title: 'Past Due Rent', access: 'guest' },
  'vc-additional-charges': {
    path: `${VC}/additional-charges`,
    title: 'Additional Charges',
    access: 'guest',
  },
  'vc-additional-charges-extended': {
    path: `${VC}/additional-charges-extended`,
    title: 'Late Charges, Utilities and Fees',
    access: 'guest',
  },
  'vc-confirmation': { path: `${VC}/confirmation`, title: 'Confirmation', access: 'guest' },
  'vc-suit-summary': { path: `${VC}/suit-summary`, title: 'Summary of Suit Amount', access: 'guest' },
  'vc-legal-fees': { path: `${VC}/legal-fees`, title: 'Legal Fees', access: 'guest' },
  'vc-lease-registration': {
    path: `${VC}/lease-registration`,
    title: 'Lease and Registration',
    access: 'guest',
  },
  'vc-documents': { path: `${VC}/documents`, title: 'Documents', access: 'guest' },
  'vc-filing': { path: `${VC}/filing`, title: 'Filing', access: 'guest' },
  'vc-signature': { path: `${VC}/signature`, title: 'Review & Sign', access: 'guest' },

  'case-view': { path: '/case-view/:id/overview', title: 'Case Overview', access: 'signedIn' },
  'order-details': { path: '/order-details/:id', title: 'Order Details', access: 'signedIn' },
} as const satisfies Record<string, RouteDef>;

export type RouteName = keyof typeof ROUTES;

/** Names that are screens of their own (aliases excluded): each needs a page. */
export type PageRouteName = {
  [N in RouteName]: (typeof ROUTES)[N] extends { aliasOf: string } ? never : N;
}[RouteName];

/** The wizard's step screens (the children of /verified-complaint/:id). */
export type WizardRouteName = Extract<PageRouteName, `vc-${string}`>;

type ParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamNames<Rest>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

/** The path parameters of a route, e.g. { id } for the wizard's screens. */
export type RouteParams<N extends RouteName> = { [K in ParamNames<(typeof ROUTES)[N]['path']>]: string | number };

/** The query parameters a route reads (an empty record when it reads none). */
export type RouteQuery<N extends RouteName> = (typeof ROUTES)[N] extends { query: readonly (infer Q extends string)[] }
  ? Partial<Record<Q, string | number | boolean>>
  : Record<string, never>;

type PathToArgs<N extends RouteName> = [ParamNames<(typeof ROUTES)[N]['path']>] extends [never]
  ? [params?: Record<string, never>, query?: RouteQuery<N>]
  : [params: RouteParams<N>, query?: RouteQuery<N>];

/**
 * The URL of a named route: pathTo('vc-tenants', { id: 12 }) -> '/verified-complaint/12/tenants';
 * pathTo('vc-select-property', { id: 'new' }, { addUnit: true }) -> '/verified-complaint/new/select-property?addUnit=true'.
 */
export function pathTo<N extends RouteName>(name: N, ...args: PathToArgs<N>): string {
  const [params, query] = args;
  const values: Record<string, string | number> = params ?? {};
  const path = ROUTES[name].path.replace(/:([A-Za-z0-9_]+)/g, (_, key: string) => {
    const value = values[key];
    if (value === undefined || value === '') throw new Error(`pathTo('${name}') needs the parameter ${key}`);
    return encodeURIComponent(String(value));
  });
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined) search.set(key, String(value));
  }
  const qs = search.toString();
  return qs ? `${path}?${qs}` : path;
}

/** The document title of a route: its title, or the product name (docs/product/data-and-rules.md#routes). */
export function titleOf(name: RouteName | undefined): string {
  return (name && ROUTES[name].title) || PRODUCT_NAME;
}

/** What a route of the router carries in its handle, read by the shell (page title) and the sign-in flow (access). */
export interface RouteHandle {
  name: RouteName;
  title: string;
  access: RouteAccess;
}

export function handleOf(name: RouteName): RouteHandle {
  const def: RouteDef = ROUTES[name];
  return { name, title: def.title, access: def.access };
}

/** A screen, loaded on first visit; preload() starts loading it earlier (the screen the app opens on). */
export type LazyPage = LazyExoticComponent<ComponentType> & { preload(): Promise<unknown> };

export function lazyPage(load: () => Promise<{ default: ComponentType }>): LazyPage {
  return Object.assign(lazy(load), { preload: load });
}

/** The screens a feature provides, by route name. Each feature exports one such map from its pages.ts. */
export type PageMap = Partial<Record<PageRouteName, LazyPage>>;
