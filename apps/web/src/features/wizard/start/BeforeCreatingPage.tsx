import { List, ListItem, ListItemIcon, ListItemText, Typography } from '@mui/material';
import CheckIcon from '@mui/icons-material/Check';
import { WizardStep } from '../frame/WizardStep.tsx';

const NEEDED = [
  'The property address, its county and the owner names exactly as they appear on the deed',
  'The names of every tenant 18 and over on the lease, with their phone numbers and e-mail addresses',
  'The lease: its start date, the rent amount and the day rent is due',
  'The rent ledger: which months are unpaid, and any late charges, utilities or fees owed',
  'For a Section 8 tenant: the full rent, the tenant portion and the public housing office',
];

/** 'Before You Begin' (route vc-before-creating, also the wizard root): what to have at hand. */
export default function BeforeCreatingPage() {
  return (
    <WizardStep title="Before You Begin" intro="This form takes about 15 minutes. Have these at hand:">
      <List>
        {NEEDED.map((item) => (
          <ListItem key={item} disableGutters>
            <ListItemIcon sx={{ minWidth: 36 }}>
              <CheckIcon sx={{ color: 'primary.dark' }} />
            </ListItemIcon>
            <ListItemText primary={item} />
          </ListItem>
        ))}
      </List>
      <Typography color="text.secondary" sx={{ mt: 1 }}>
        RentFile NJ is not a law firm and does not give legal advice.
      </Typography>
    </WizardStep>
  );
}
