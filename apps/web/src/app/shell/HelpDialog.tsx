import { useId } from 'react';
import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Link,
  List,
  ListItem,
  ListItemText,
  Stack,
  Typography,
} from '@mui/material';

export type HelpTopic = 'faq' | 'resources' | 'upcoming';

const FAQ: ReadonlyArray<{ q: string; a: string }> = [
  {
    q: 'What does RentFile NJ prepare?',
    a: 'A cover letter (delinquent letter) asking your tenant to pay the rent owed, with a completed Verified Complaint, Landlord Verification, Tenant Summons and Landlord Case Information Statement attached, plus filing instructions and the court fees due.',
  },
  {
    q: 'What does it cost?',
    a: 'The software fee is $0.00 during the beta. Court filing fees are not included: you pay them to the court when you file.',
  },
  {
    q: 'Do I need an account?',
    a: 'You can start a form without signing in. To save your progress and come back later, sign in or register; what you entered so far is kept.',
  },
  {
    q: 'Is this legal advice?',
    a: 'No. RentFile NJ is not a law firm and does not give legal advice. If you are unsure about your case, talk to a New Jersey attorney.',
  },
];

const RESOURCES: ReadonlyArray<{ label: string; href: string; about: string }> = [
  {
    label: 'New Jersey Courts: Landlord/Tenant',
    href: 'https://www.njcourts.gov/courts/civil/landlord-tenant',
    about: 'Court forms, fees and how landlord/tenant cases work.',
  },
  {
    label: 'NJ Department of Community Affairs',
    href: 'https://www.nj.gov/dca/',
    about: 'Landlord registration and the truth-in-renting guide.',
  },
  {
    label: 'Legal Services of New Jersey',
    href: 'https://www.lsnj.org/',
    about: 'Free legal information about housing in New Jersey.',
  },
];

/** What is not built yet: the warrant of removal, electronic filing files and court dates are (issue 36). */
const UPCOMING: readonly string[] = ['Subsidy programs other than the Section 8 Housing Voucher.'];

const TITLES: Record<HelpTopic, string> = {
  faq: 'Frequently asked questions',
  resources: 'Resources',
  upcoming: 'Upcoming features',
};

/** The HELP menu's FAQ, Resources and Upcoming panels. */
export function HelpDialog({ topic, onClose }: { topic: HelpTopic | null; onClose: () => void }) {
  const titleId = useId();
  return (
    <Dialog open={topic !== null} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>{topic ? TITLES[topic] : ''}</DialogTitle>
      <DialogContent>
        {topic === 'faq' && (
          <Stack spacing={2}>
            {FAQ.map(({ q, a }) => (
              <div key={q}>
                <Typography variant="h3" component="h3" sx={{ fontSize: '1rem', mb: 0.5 }}>
                  {q}
                </Typography>
                <Typography variant="body2">{a}</Typography>
              </div>
            ))}
          </Stack>
        )}
        {topic === 'resources' && (
          <List disablePadding>
            {RESOURCES.map((r) => (
              <ListItem key={r.href} disableGutters>
                <ListItemText
                  primary={
                    <Link href={r.href} target="_blank" rel="noopener noreferrer">
                      {r.label}
                      <Typography
                        component="span"
                        sx={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}
                      >
                        {' '}
                        (opens in a new tab)
                      </Typography>
                    </Link>
                  }
                  secondary={r.about}
                />
              </ListItem>
            ))}
          </List>
        )}
        {topic === 'upcoming' && (
          <>
            <Typography variant="body2" sx={{ mb: 1 }}>
              We are working on:
            </Typography>
            <List disablePadding sx={{ listStyle: 'disc', pl: 3 }}>
              {UPCOMING.map((u) => (
                <ListItem key={u} disableGutters sx={{ display: 'list-item' }}>
                  <Typography variant="body2">{u}</Typography>
                </ListItem>
              ))}
            </List>
          </>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} variant="contained" color="secondary">
          Close
        </Button>
      </DialogActions>
    </Dialog>
  );
}
