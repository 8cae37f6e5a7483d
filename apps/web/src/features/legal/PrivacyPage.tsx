import { Container, Link, Stack, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { pathTo } from '../../lib/routes.ts';
import { SUPPORT_EMAIL, SUPPORT_MAILTO } from '../../lib/support.ts';

const SECTIONS: ReadonlyArray<{ title: string; text: readonly string[] }> = [
  {
    title: 'What we collect',
    text: [
      'Account details: your name, e-mail address and, if you add one, your picture.',
      'What you enter to prepare court papers: your properties, deed owners, contact information, tenants, lease terms, rent and charges owed, and your signature.',
      'Technical information our servers need to answer your requests, such as your IP address and the time of each request, kept in server logs.',
    ],
  },
  {
    title: 'How we use it',
    text: [
      'Only to provide the service: to fill in your court papers, calculate court fees, show your cases on the dashboard and let you come back to them. We do not sell your information and we do not use it for advertising.',
    ],
  },
  {
    title: 'What your browser keeps',
    text: [
      "When you sign in, your browser keeps a sign-in token in its local storage so you stay signed in. If you start a form without signing in, what you enter is kept in your browser's session storage for that tab only, and is sent to us when you sign in so your work is saved. We do not use advertising or tracking cookies.",
    ],
  },
  {
    title: 'Who we share it with',
    text: [
      'No one, except service providers that host and operate the site for us under confidentiality obligations, or when the law requires it. The documents you prepare are filed with the court and served on your tenants by you, not by us.',
    ],
  },
  {
    title: 'Security and retention',
    text: [
      'Your information is sent over encrypted connections and stored on access-controlled servers. We keep it while your account is open so that your case history stays available, and delete it within 90 days after you ask us to close your account, unless the law requires us to keep it longer.',
    ],
  },
  {
    title: 'Your choices',
    text: [
      'You can see and change your information in the app at any time. You can ask us for a copy of it, or to correct or delete it, by writing to us.',
    ],
  },
];

/** The privacy policy linked from the footer (docs/product/screens.md#layout). */
export default function PrivacyPage() {
  return (
    <Container maxWidth="md" sx={{ py: 4 }}>
      <Typography variant="h1" gutterBottom>
        Privacy Policy
      </Typography>
      <Typography sx={{ mb: 3 }}>
        RentFile NJ helps New Jersey landlords prepare court papers for non-payment of rent cases. This policy explains
        what information we keep about you, why, and what you can do about it. It is part of our{' '}
        <Link component={RouterLink} to={pathTo('terms')}>
          Terms of Service
        </Link>
        .
      </Typography>
      <Stack spacing={3}>
        {SECTIONS.map((s) => (
          <section key={s.title} aria-label={s.title}>
            <Typography variant="h2" gutterBottom>
              {s.title}
            </Typography>
            <Stack spacing={1}>
              {s.text.map((t) => (
                <Typography key={t.slice(0, 40)}>{t}</Typography>
              ))}
            </Stack>
          </section>
        ))}
        <section aria-label="Contact">
          <Typography variant="h2" gutterBottom>
            Contact
          </Typography>
          <Typography>
            Questions about your privacy: <Link href={SUPPORT_MAILTO}>{SUPPORT_EMAIL}</Link>.
          </Typography>
        </section>
      </Stack>
    </Container>
  );
}
