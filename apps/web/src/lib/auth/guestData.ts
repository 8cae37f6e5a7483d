/**
 * A guest's work kept in session storage (docs/product/data-and-rules.md#sign-in-and-guests, docs/product/data-and-rules.md#roles): case, property, userData and guestOrder. After
 * sign-in it is sent to the server once and then cleared; the user resumes at the case's step, or at the
 * order details when there was a guest order.
 */
import { routes } from '@rentfile/contract/routes';
import { isWizardRouteName, resumeRoute, wizardPath } from '@rentfile/domain';
import { pathTo } from '../routes.ts';
import { callApi, type ApiInput } from '../api.ts';

export const GUEST_KEYS = {
  case: 'case',
  property: 'property',
  userData: 'userData',
  guestOrder: 'guestOrder',
} as const;

function read(key: string): unknown {
  const raw = sessionStorage.getItem(key);
  if (!raw) return null;
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return null;
  }
}

export function hasGuestData(): boolean {
  return Object.values(GUEST_KEYS).some((k) => sessionStorage.getItem(k) !== null);
}

export function clearGuestData(): void {
  for (const k of Object.values(GUEST_KEYS)) sessionStorage.removeItem(k);
}

/** Sends the guest's data; answers the path to resume at, or null when nothing was stored. */
export async function migrateGuestData(): Promise<string | null> {
  if (!hasGuestData()) return null;
  const body = {
    caseInfo: read(GUEST_KEYS.case),
    property: read(GUEST_KEYS.property),
    userData: read(GUEST_KEYS.userData),
    guestOrder: read(GUEST_KEYS.guestOrder),
  };
  try {
    const result = await callApi(
      routes.migrateGuestData,
      { body: body as ApiInput<'migrateGuestData'>['body'] },
      { showError: false },
    );
    const saved = result.caseDataInfo;
    if (!saved) return null;
    if (result.orderId !== null) return pathTo('order-details', { id: saved.id });
    const route = resumeRoute({ status: saved.status, actions: [] });
    return isWizardRouteName(route) ? wizardPath(saved.id, route) : '/';
  } finally {
    clearGuestData();
  }
}
