/** The case view's cards: a titled section, its facts as a definition list, and the county's court office. */
import type { ReactNode } from 'react';
import { Alert, Box, Paper, Stack, Typography } from '@mui/material';
import type { CourtInfo } from '@rentfile/domain';

export function Card({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Paper component="section" variant="outlined" aria-labelledby={id} sx={{ p: 3, height: '100%' }}>
      <Typography variant="h2" id={id} sx={{ fontSize: '1.2rem', mb: 1.5 }}>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

export function Facts({ rows }: { rows: Array<[string, ReactNode]> }) {
  return (
    <Box
      component="dl"
      sx={{
        m: 0,
        display: 'grid',
        gridTemplateColumns: 'minmax(110px, auto) 1fr',
        rowGap: 1,
        columnGap: 2,
        '& dd': { m: 0 },
      }}
    >
      {rows.map(([label, value]) => (
        <Box key={label} sx={{ display: 'contents' }}>
          <Typography component="dt" color="text.secondary">
            {label}
          </Typography>
          <dd>{value}</dd>
        </Box>
      ))}
    </Box>
  );
}

/** The county's court office; an office whose address is not confirmed is flagged until the filing is recorded. */
export function Court({ court, filed }: { court: CourtInfo; filed: boolean }) {
  return (
    <Stack spacing={1.5}>
      {court.needsConfirmation && !filed && (
        <Alert severity="warning" variant="outlined">
          Confirm this address with the court before filing.
        </Alert>
      )}
      <Box>
        <Typography sx={{ fontWeight: 600 }}>
          {court.superiorCourtName ?? `${court.county} County Special Civil Part`}
        </Typography>
        {court.superiorCourtStreet && <Typography>{court.superiorCourtStreet}</Typography>}
        {(court.superiorCourtCity || court.superiorCourtZipcode) && (
          <Typography>
            {[court.superiorCourtCity, [court.superiorCourtState, court.superiorCourtZipcode].filter(Boolean).join(' ')]
              .filter(Boolean)
              .join(', ')}
          </Typography>
        )}
        {court.superiorCourtPhone && <Typography>{court.superiorCourtPhone}</Typography>}
      </Box>
    </Stack>
  );
}
