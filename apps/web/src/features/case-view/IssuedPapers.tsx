/**
 * The versions of the case's papers as signed (docs/product/rules.md#signed-papers): each with the date it bears,
 * who signed, the start of its SHA-256 and whether it stands, is set aside for a correction or was superseded
 * (kept, never offered for filing). Before filing, a signed complaint can be reopened: "Correct the papers".
 */
import { Box, Button, List, ListItem, ListItemText, Stack, Typography } from '@mui/material';
import type { IssuedVersion } from '@rentfile/contract';
import { formatLongDate } from '@rentfile/domain';
import { FormError } from '../../components/form/index.ts';
import { useCorrectPapers, useIssuedPapers } from '../../lib/queries/issuedPapers.ts';
import { refusalText } from '../../lib/serverRefusal.ts';

const STATE_TEXT: Record<IssuedVersion['state'], string> = {
  current: 'Current: these are the papers to file',
  reopened: 'Set aside while the complaint is corrected: sign again to issue the corrected papers',
  superseded: 'Superseded by a later signing: kept for the record, not for filing',
};

export function IssuedPapers({ caseId, correctable }: { caseId: number; correctable: boolean }) {
  const versions = useIssuedPapers(caseId);
  const correct = useCorrectPapers(caseId);
  const list = versions.data ?? [];
  if (list.length === 0) return <Typography color="text.secondary">Not signed yet.</Typography>;

  return (
    <Stack spacing={2}>
      <List disablePadding aria-label="Versions of the papers">
        {list.map((v) => (
          <ListItem key={v.version} disableGutters divider data-state={v.state}>
            <ListItemText
              primary={`Version ${v.version}: signed ${formatLongDate(v.signedOn)} by ${v.signerName}`}
              secondary={
                <>
                  {STATE_TEXT[v.state]}
                  <Box component="span" sx={{ display: 'block' }}>
                    Signed through the product by {v.signedBy} · fingerprint{' '}
                    <Box component="code" sx={{ fontSize: '0.85em' }}>
                      {v.contentHash.slice(0, 12)}
                    </Box>
                  </Box>
                </>
              }
              slotProps={{
                primary: { sx: v.state === 'superseded' ? { textDecoration: 'line-through' } : {} },
                secondary: { color: 'text.secondary' },
              }}
            />
          </ListItem>
        ))}
      </List>
      {correctable && (
        <Box>
          <Typography color="text.secondary" sx={{ mb: 1 }}>
            Found a mistake before filing? Reopen the complaint, change it in the form and sign it again: the corrected
            papers replace these, which stay listed here.
          </Typography>
          <Button variant="outlined" color="secondary" disabled={correct.isPending} onClick={() => correct.mutate()}>
            Correct the papers
          </Button>
        </Box>
      )}
      <FormError error={refusalText(correct.error)} />
    </Stack>
  );
}
