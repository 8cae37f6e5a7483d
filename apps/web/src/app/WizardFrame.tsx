/**
 * The wizard's frame with the date pickers' localisation around it: only the wizard has date fields, so the
 * pickers' adapter and dayjs load with the wizard instead of with every page.
 */
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import WizardLayout from '../features/wizard/WizardLayout.tsx';

export default function WizardFrame() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <WizardLayout />
    </LocalizationProvider>
  );
}
