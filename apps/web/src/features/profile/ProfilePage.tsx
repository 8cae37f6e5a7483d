import type { ReactNode } from 'react';
import { Box, CircularProgress, Container, Paper, Stack, Typography } from '@mui/material';
import { useSession } from '../../lib/session.tsx';
import { AccommodationsSection } from './AccommodationsSection.tsx';
import { AccountSection } from './AccountSection.tsx';
import { AttorneysSection } from './AttorneysSection.tsx';
import { AvatarSection } from './AvatarSection.tsx';
import { CalendarFeedSection } from './CalendarFeedSection.tsx';
import { ContactInfosSection } from './ContactInfosSection.tsx';
import { CourtRemindersSwitch } from './CourtRemindersSwitch.tsx';

function Section({ id, title, intro, children }: { id: string; title: string; intro?: string; children: ReactNode }) {
  return (
    // A long e-mail address or name wraps anywhere rather than widen the page past a phone's screen (issue 36).
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby={id}
      sx={{ p: { mobile: 2.5, tablet: 4 }, minWidth: 0, overflowWrap: 'anywhere' }}
    >
      <Stack spacing={2}>
        <Box>
          <Typography variant="h2" id={id}>
            {title}
          </Typography>
          {intro && <Typography color="text.secondary">{intro}</Typography>}
        </Box>
        {children}
      </Stack>
    </Paper>
  );
}

/** The profile page (docs/product/data-and-rules.md#profile-page): avatar, contact infos with the default, court accommodations; the account's data and sign-ins. */
export default function ProfilePage() {
  const { status, client } = useSession();
  if (status !== 'signedIn' || !client) {
    return (
      <Box sx={{ display: 'flex', justifyContent: 'center', py: 8 }}>
        <CircularProgress aria-label="Loading your profile" color="secondary" />
      </Box>
    );
  }
  const sections: ReadonlyArray<{ id: string; title: string; intro?: string; body: ReactNode }> = [
    { id: 'profile-picture', title: 'Picture', body: <AvatarSection client={client} /> },
    {
      id: 'profile-contacts',
      title: 'Contact information',
      intro: 'The contacts you can put on your court papers. The default one is offered first.',
      body: <ContactInfosSection client={client} />,
    },
    {
      id: 'profile-attorneys',
      title: 'Attorneys',
      intro:
        'The New Jersey attorneys who can file your cases as attorney of record: the attorney you hire (a company, partnership or trust that owns the property must have one), or yourself if you are an attorney filing for landlord clients.',
      body: <AttorneysSection />,
    },
    {
      id: 'profile-court',
      title: 'Court accommodations',
      intro: 'What the court should arrange for you on the day of the trial.',
      body: <AccommodationsSection client={client} />,
    },
    {
      id: 'profile-calendar',
      title: 'Court dates in your calendar',
      intro:
        'Reminders by e-mail, and a private address your calendar app can subscribe to: every court date you record appears there.',
      body: (
        <Stack spacing={3}>
          <CourtRemindersSwitch />
          <CalendarFeedSection />
        </Stack>
      ),
    },
    {
      id: 'profile-account',
      title: 'Your account',
      intro: 'Your data, where you are signed in, and your account itself.',
      body: <AccountSection />,
    },
  ];
  return (
    <Container maxWidth="md" sx={{ py: { mobile: 3, tablet: 5 } }}>
      <Stack spacing={3}>
        <Typography variant="h1">Profile</Typography>
        {sections.map(({ id, title, intro, body }) => (
          <Section key={id} id={id} title={title} intro={intro}>
            {body}
          </Section>
        ))}
      </Stack>
    </Container>
  );
}
