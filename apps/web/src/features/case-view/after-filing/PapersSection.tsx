/**
 * The post-judgment papers, each offered when the court record makes it due, with the reason when it is not yet
 * (the server's own refusal, docs/product/rules.md#post-judgment).
 */
import { Button, List, ListItem, ListItemText, Stack, Typography } from '@mui/material';
import type { CourtView } from '@rentfile/contract';
import { FormError } from '../../../components/form/index.ts';
import { useCourtPapers } from '../../../lib/queries/afterFiling.ts';
import { useMakeCourtPaper } from '../../../lib/queries/courtChanges.ts';
import { refusalText } from '../../../lib/serverRefusal.ts';

export function PapersSection({ view }: { view: CourtView }) {
  const papers = useCourtPapers(view.caseId).data ?? [];
  const make = useMakeCourtPaper(view.caseId);
  return (
    <Stack spacing={1.5} alignItems="flex-start">
      <List disablePadding aria-label="Papers after filing" sx={{ width: '100%' }}>
        {papers.map((p) => (
          <ListItem key={p.templateName} disableGutters divider sx={{ flexWrap: 'wrap', gap: 1 }}>
            {p.refusal === null ? (
              <Button
                variant={p.templateName === 'wor_request' ? 'contained' : 'outlined'}
                color={p.templateName === 'wor_request' ? 'primary' : 'secondary'}
                disableElevation
                disabled={make.isPending}
                onClick={() => make.mutate({ templateName: p.templateName, title: p.title })}
              >
                Make the {p.title}
              </Button>
            ) : (
              <ListItemText primary={`${p.title}: not yet available`} secondary={p.refusal} />
            )}
          </ListItem>
        ))}
      </List>
      <Typography variant="body2" color="text.secondary">
        Each paper is dated today and signed by hand; the warrant fee is $35 plus the court officer's mileage, set by
        the court.
      </Typography>
      <FormError error={refusalText(make.error)} />
    </Stack>
  );
}
