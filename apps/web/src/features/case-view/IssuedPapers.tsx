/**
 * The versions of the case's papers as signed (docs/product/rules.md#signed-papers): each with the date it bears,
 * who signed, the start of its SHA-256 and whether it stands, is set aside for a correction or was superseded
 * (kept, never offered for filing). Before filing, a signed complaint can be reopened: "Correct the papers".
 */
import { useState } from 'react';
import { Alert, Box, Button, List, ListItem, ListItemText, Stack, Typography } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import type { IssuedVersion } from '@rentfile/contract';
import { routes } from '@rentfile/contract/routes';
import { formatLongDate } from '@rentfile/domain';
import { callApi } from '../../lib/api.ts';
import { invalidateCase } from '../../lib/queryKeys.ts';
import { useIssuedPapers } from './queries.ts';

const STATE_TEXT: Record<IssuedVersion['state'], string> = {
  current: 'Current: these are the papers to file',
  reopened: 'Set aside while the complaint is corrected: sign again to issue the corrected papers',
  superseded: 'Superseded by a later signing: kept for the record, not for filing',
};

export function IssuedPapers({ caseId, correctable }: { caseId: number; correctable: boolean }) {
  const versions = useIssuedPapers(caseId);
  const queryClient = useQueryClient();
  const [refusal, setRefusal] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const list = versions.data ?? [];
  if (list.length === 0) return <Typography color="text.secondary">Not signed yet.</Typography>;

  const correct = async () => {
    setBusy(true);
    setRefusal(null);
    const answer = await callApi(
      routes.correctPapers,
      { params: { id: caseId } },
      { loading: true, showError: false, throwOnError: false },
    );
    setBusy(false);
    if (answer.error) setRefusal(answer.error.message);
    else await invalidateCase(queryClient, caseId);
  };

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
          <Button variant="outlined" color="secondary" disabled={busy} onClick={() => void correct()}>
            Correct the papers
          </Button>
        </Box>
      )}
      {refusal && (
        <Alert severity="error" role="alert">
          {refusal}
        </Alert>
      )}
    </Stack>
  );
}
