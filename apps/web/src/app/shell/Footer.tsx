import { Box, Container, Link, Stack, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { pathTo } from '../../lib/routes.ts';

/** The footer (docs/product/screens.md#layout): the not-legal-advice disclaimer, terms of service and privacy policy. */
export function Footer() {
  return (
    <Box component="footer" sx={{ bgcolor: 'secondary.main', color: '#FFFFFF', mt: 6, py: 3 }}>
      <Container maxWidth="desktop">
        <Stack spacing={1.5}>
          <Typography variant="body2" sx={{ color: 'inherit' }}>
            RentFile NJ is not a law firm and does not give legal advice. Using this site or its forms does not create
            an attorney-client relationship. The information and documents provided are not a substitute for the advice
            of a lawyer licensed in New Jersey.
          </Typography>
          <Stack
            direction="row"
            component="nav"
            aria-label="Legal"
            useFlexGap
            sx={{ flexWrap: 'wrap', columnGap: 3, rowGap: 1 }}
          >
            <Link component={RouterLink} to={pathTo('terms')} sx={{ color: 'inherit' }}>
              Terms of Service
            </Link>
            <Link component={RouterLink} to={pathTo('privacy')} sx={{ color: 'inherit' }}>
              Privacy Policy
            </Link>
            <Typography variant="body2" component="span" sx={{ color: 'inherit' }}>
              © {new Date().getFullYear()} RentFile NJ
            </Typography>
          </Stack>
        </Stack>
      </Container>
    </Box>
  );
}
