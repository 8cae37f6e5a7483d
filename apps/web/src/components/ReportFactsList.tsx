import { Box, Link, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { REPORT_FACT_SOURCE_LABELS, REPORT_FACT_STEPS, wizardPath, type ReportFact } from '@rentfile/domain';

/**
 * A case's facts from a delinquency report (docs/product/rules.md#report-facts): "From the report" or "We assumed",
 * what the case holds, why, whether it is confirmed, and a link to the step that asks it.
 */
export function ReportFactsList({ caseId, facts }: { caseId: number; facts: readonly ReportFact[] }) {
  return (
    <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
      {facts.map((f) => {
        const { step, route, label } = REPORT_FACT_STEPS[f.field];
        return (
          <Typography component="li" variant="body2" key={f.field} sx={{ overflowWrap: 'anywhere', mb: 0.5 }}>
            <strong>{REPORT_FACT_SOURCE_LABELS[f.source]}:</strong> {label}: {f.value}
            {f.note && (
              <Typography component="span" variant="body2" color="text.secondary">
                {' '}
                ({f.note})
              </Typography>
            )}{' '}
            {f.confirmed ? (
              <Box component="span" sx={{ fontWeight: 600 }}>
                Confirmed.
              </Box>
            ) : (
              <>
                <Box component="span" sx={{ fontWeight: 600, color: 'warning.dark' }}>
                  To confirm:
                </Box>{' '}
                <Link component={RouterLink} to={wizardPath(caseId, route)}>
                  open {step}
                </Link>
              </>
            )}
          </Typography>
        );
      })}
    </Box>
  );
}
