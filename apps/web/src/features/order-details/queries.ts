/** The orders of a case; the key is the one the filing step uses (lib/queries/cases.ts). */
export { useCaseOrders } from '../../lib/queries/cases.ts';
