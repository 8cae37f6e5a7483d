/** The dashboard's court dates of the next 14 days (docs/product/rules.md#court-calendar), each opening its case. */
import { lazy, Suspense } from 'react';
import { useUpcomingCourtDates } from '../../lib/queries/afterFiling.ts';

/** The list shows only when a court date is near: its code loads then. */
const UpcomingCourtDatesList = lazy(() => import('./UpcomingCourtDatesList.tsx'));

export function UpcomingCourtDates() {
  const upcoming = useUpcomingCourtDates();
  if (!upcoming.data || upcoming.data.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <UpcomingCourtDatesList dates={upcoming.data} />
    </Suspense>
  );
}
