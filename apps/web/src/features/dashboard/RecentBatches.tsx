/** The dashboard's batches of cases made from delinquency reports (docs/product/screens.md#batch), each opening its batch view. */
import { lazy, Suspense } from 'react';
import { useBatches } from '../../lib/queries/batches.ts';

/** The list shows only when the account has imported a report: its code loads then. */
const RecentBatchesList = lazy(() => import('./RecentBatchesList.tsx'));

export function RecentBatches() {
  const batches = useBatches(true);
  if (!batches.data || batches.data.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <RecentBatchesList batches={batches.data} />
    </Suspense>
  );
}
