import { useRef, type MouseEvent } from 'react';
import { Box, Container, Link, List, ListItem, Paper, Stack, Typography } from '@mui/material';
import { scrollToElement } from '../../lib/smoothScroll.ts';
import { SUPPORT_EMAIL, SUPPORT_MAILTO } from '../../lib/support.ts';
import { TERMS_EFFECTIVE, TERMS_INTRO, TERMS_SECTIONS } from './termsContent.ts';

/** Spec §2.6, §9: a side entry scrolls to its section in 1000 ms, stopping 100 px above it. */
const SCROLL = { duration: 1000, offset: -100 } as const;

/** The terms of service (docs/product/data-and-rules.md#terms-page), reachable without signing in. */
export default function TermsPage() {
  const headings = useRef(new Map<string, HTMLElement>());

  const goTo = (id: string) => async (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    const heading = headings.current.get(id);
    if (!heading) return;
    await scrollToElement(heading, SCROLL);
    heading.focus({ preventScroll: true });
  };

  return (
    <Container maxWidth="laptop" sx={{ py: 4 }}>
      <Typography variant="h1" gutterBottom>
        Terms of Service
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        Effective {TERMS_EFFECTIVE}
      </Typography>
      <Box
        sx={{ display: 'flex', flexDirection: { mobile: 'column', laptop: 'row' }, gap: 4, alignItems: 'flex-start' }}
      >
        <Paper
          component="nav"
          aria-label="Terms sections"
          variant="outlined"
          sx={{
            position: { laptop: 'sticky' },
            top: { laptop: 88 },
            width: { mobile: '100%', laptop: 300 },
            flexShrink: 0,
            maxHeight: { laptop: 'calc(100vh - 112px)' },
            overflowY: 'auto',
            py: 1,
          }}
        >
          <Typography variant="h2" sx={{ fontSize: '1rem', px: 2, py: 1 }}>
            Contents
          </Typography>
          <List dense component="ol" sx={{ listStyle: 'none', m: 0 }}>
            {TERMS_SECTIONS.map((s, i) => (
              <ListItem key={s.id} sx={{ py: 0 }}>
                <Link
                  href={`#${s.id}`}
                  onClick={goTo(s.id)}
                  underline="hover"
                  sx={{ display: 'block', py: 0.5, width: '100%', fontSize: '0.9rem' }}
                >
                  {i + 1}. {s.title}
                </Link>
              </ListItem>
            ))}
          </List>
        </Paper>
        <Box component="article" sx={{ flex: 1, minWidth: 0, maxWidth: 760 }}>
          <Stack spacing={2} sx={{ mb: 4 }}>
            {TERMS_INTRO.map((p) => (
              <Typography key={p.slice(0, 40)}>{p}</Typography>
            ))}
          </Stack>
          {TERMS_SECTIONS.map((s, i) => (
            <Box component="section" key={s.id} aria-labelledby={s.id} sx={{ mb: 4 }}>
              <Typography
                variant="h2"
                id={s.id}
                tabIndex={-1}
                ref={(el: HTMLElement | null) => {
                  if (el) headings.current.set(s.id, el);
                  else headings.current.delete(s.id);
                }}
                sx={{
                  mb: 1.5,
                  scrollMarginTop: 100,
                  '&:focus-visible': { outline: '3px solid', outlineColor: 'accent.main', outlineOffset: 4 },
                }}
              >
                {i + 1}. {s.title}
              </Typography>
              <Stack spacing={1.5}>
                {s.paragraphs.map((p) => (
                  <Typography key={p.slice(0, 40)}>{p}</Typography>
                ))}
                {s.id === 'contact-us' && (
                  <Typography>
                    E-mail: <Link href={SUPPORT_MAILTO}>{SUPPORT_EMAIL}</Link>
                  </Typography>
                )}
              </Stack>
            </Box>
          ))}
        </Box>
      </Box>
    </Container>
  );
}
