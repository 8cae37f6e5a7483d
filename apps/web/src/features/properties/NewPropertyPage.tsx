import { Typography } from '@mui/material';
import { PlaceholderPage } from '../../components/PlaceholderPage.tsx';

export default function NewPropertyPage() {
  return (
    <PlaceholderPage title="New Property">
      <Typography>Here you will add a property: its type, address, deed owners and contact.</Typography>
    </PlaceholderPage>
  );
}
