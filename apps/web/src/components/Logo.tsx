import { Box } from '@mui/material';
import { BRAND } from '../lib/brand.ts';

/** The product mark and name. Decorative mark; the name is the text. */
export function Logo() {
  return (
    <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 1 }}>
      <Box component="svg" viewBox="0 0 32 32" aria-hidden="true" focusable="false" sx={{ width: 32, height: 32 }}>
        <rect width="32" height="32" rx="6" fill={BRAND.secondary} />
        <path d="M6 16 16 7l10 9v9a1 1 0 0 1-1 1h-6v-7h-6v7H7a1 1 0 0 1-1-1z" fill={BRAND.primary} />
      </Box>
      <Box
        component="span"
        sx={{
          fontWeight: 700,
          fontSize: '1.25rem',
          color: BRAND.secondary,
          letterSpacing: 0.2,
          whiteSpace: 'nowrap',
          display: { mobile: 'none', tablet: 'inline' },
        }}
      >
        RentFile{' '}
        <Box component="span" sx={{ color: 'primary.dark' }}>
          NJ
        </Box>
      </Box>
    </Box>
  );
}
