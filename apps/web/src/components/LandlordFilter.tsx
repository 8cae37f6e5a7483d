import { lazy, Suspense } from 'react';
import { Box } from '@mui/material';

/**
 * A select field (TextField select) brings Select, Menu, Popover and Modal, which the lists show no other way at
 * first paint (docs/decisions/0006-web-loading.md): it loads when an account has landlords to choose from.
 */
const LandlordSelect = lazy(() => import('./LandlordSelect.tsx'));

interface Props {
  landlords: string[];
  value: string;
  onChange: (owner: string) => void;
}

/**
 * Filter by landlord, for an attorney or manager whose account holds the properties of many landlord clients
 * (issue 18). Shown only when there are two landlords or more: with one there is nothing to choose.
 */
export function LandlordFilter(props: Props) {
  if (props.landlords.length < 2) return null;
  return (
    // While it loads, the field's place (outlined input and helper line) is kept, so nothing beside it moves.
    <Suspense fallback={<Box sx={{ minWidth: { tablet: 240 }, height: 79 }} />}>
      <LandlordSelect {...props} />
    </Suspense>
  );
}
