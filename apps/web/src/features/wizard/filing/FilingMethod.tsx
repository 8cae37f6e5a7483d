import { useState } from 'react';
import {
  Alert,
  Box,
  Button,
  Checkbox,
  FormControl,
  FormControlLabel,
  FormGroup,
  FormLabel,
  LinearProgress,
  Paper,
  Radio,
  RadioGroup,
  Typography,
} from '@mui/material';
import DownloadIcon from '@mui/icons-material/Download';
import { useQueryClient } from '@tanstack/react-query';
import { effectiveFilingPlan, FILING_PLAN_LABELS, filingPlansFor, type Case, type FilingPlan } from '@rentfile/domain';
import { downloadEachPaper } from '../../../lib/filingDownloads.ts';
import { queryKeys } from '../../../lib/queryKeys.ts';
import { useStepAction } from '../../../lib/queries/wizardSaves.ts';

/**
 * What the Filing screen tells an attorney of record about eCourts, its limits included (domain filingPlansFor,
 * ECOURTS_MAX_BYTES; the eCourts FAQ, https://www.njcourts.gov/pl/node/493016).
 */
const ECOURTS_STEPS =
  'An attorney files landlord/tenant papers through eCourts, signing in with the NJ attorney ID (attorneys are required to use eCourts for landlord/tenant cases; JEDS, mail and the counter are for self-represented landlords). Upload each paper as its own PDF attachment of at most 7 MB; each document is uploaded separately. The attorney signs the complaint (by hand or electronically) before it is uploaded; the other papers carry the verifier’s typed signature (/s/). The fees are paid from the firm’s Judiciary account charge (JACS) and eCourts gives a Transaction ID as the receipt.';

const PLAN_STEPS: Record<FilingPlan, string> = {
  'E-FILE':
    'Upload each paper as its own PDF in one submission through JEDS (the Judiciary Electronic Document Submission on njcourts.gov, from a computer). Each file at most 35 MB. The papers carry your typed signature (/s/): upload them as they are, with no paper copies. The system shows the fees with the mileage. The instructions list the files.',
  MAIL: "Call the Special Civil Part office below for the court officer's mileage first, then mail the signed papers, the copies for service and one check or money order for the court fees plus that mileage. Never mail a check with the amount blank or guessed. Keep a copy of everything.",
  'IN-PERSON':
    "Bring the signed papers, the copies for service and the court fees to the Special Civil Part office below during its hours; the clerk tells you the court officer's mileage.",
};

/**
 * How the landlord files (docs/product/rules.md#filing-method, screens.md#filing-screen): the choice is saved on the case, and the filing
 * instructions fit it; an attorney of record is offered eCourts only, with its limits (rules.md#filing-system); for electronic filing, every paper and attached document downloads as its own PDF named as
 * the court's upload takes it.
 */
export function FilingMethod({
  caseId,
  caseInfo,
  save,
  disabled,
}: {
  caseId: number;
  caseInfo: Case;
  save: (plan: FilingPlan) => Promise<unknown>;
  disabled: boolean;
}) {
  const queryClient = useQueryClient();
  // The choice shows at once; the saved case follows, and a failed save gives the saved choice back.
  const [chosen, setChosen] = useState<FilingPlan | null>(null);
  // An attorney of record files through eCourts only (domain filingPlansFor): no choice is offered.
  const hasAttorney = caseInfo.attorneyId != null;
  const plan = hasAttorney ? 'E-FILE' : (chosen ?? effectiveFilingPlan(caseInfo.filingPlan, false));
  const choosing = useStepAction();
  const [progress, setProgress] = useState<{ done: number; total: number } | null>(null);
  const [saved, setSaved] = useState<string[]>([]);
  const [uploaded, setUploaded] = useState<ReadonlySet<string>>(new Set());

  const choose = (value: FilingPlan) => {
    setChosen(value);
    choosing.mutate(() => save(value), { onError: () => setChosen(null) });
  };

  const downloadEach = async () => {
    setProgress({ done: 0, total: 0 });
    try {
      setSaved(await downloadEachPaper(caseId, (done, total) => setProgress({ done, total })));
      setUploaded(new Set());
    } catch {
      // The banner shows why.
    } finally {
      setProgress(null);
      // The papers were made again: the list above shows when.
      void queryClient.invalidateQueries({ queryKey: queryKeys.pleadings(caseId) });
    }
  };

  return (
    <Box component="section" aria-labelledby="filing-method-heading">
      <Typography id="filing-method-heading" variant="h2" sx={{ mb: 1 }}>
        How you will file
      </Typography>
      <Paper variant="outlined" sx={{ p: 2.5 }}>
        {hasAttorney ? (
          <Alert severity="info">
            <strong>Electronically, through eCourts.</strong> {ECOURTS_STEPS}
          </Alert>
        ) : (
          <>
            <FormControl disabled={disabled || choosing.isPending}>
              <FormLabel id="filing-method-label">Choose how you will file the papers with the court</FormLabel>
              <RadioGroup
                row
                aria-labelledby="filing-method-label"
                name="filingPlan"
                value={plan ?? ''}
                onChange={(e) => choose(e.target.value as FilingPlan)}
              >
                {filingPlansFor(false).map((p) => (
                  <FormControlLabel key={p} value={p} control={<Radio />} label={FILING_PLAN_LABELS[p]} />
                ))}
              </RadioGroup>
            </FormControl>
            {plan && (
              <Alert severity="info" sx={{ mt: 1.5 }}>
                {PLAN_STEPS[plan]} The court fees and the payee are in the table below and in the instructions.
              </Alert>
            )}
          </>
        )}
        {plan === 'E-FILE' && (
          <Box sx={{ mt: 2 }}>
            <Button
              variant="contained"
              color="secondary"
              startIcon={<DownloadIcon />}
              onClick={() => void downloadEach()}
              disabled={disabled || progress !== null}
            >
              Download each paper as its own PDF
            </Button>
            {progress && (
              <Box sx={{ mt: 1.5 }} role="status" aria-live="polite">
                <LinearProgress
                  variant={progress.total > 0 ? 'determinate' : 'indeterminate'}
                  value={progress.total > 0 ? (100 * progress.done) / progress.total : 0}
                  aria-label="Downloading the papers"
                />
                <Typography variant="body2" sx={{ mt: 0.5 }}>
                  {progress.total > 0 ? `${progress.done} of ${progress.total} files saved` : 'Making the papers…'}
                </Typography>
              </Box>
            )}
            {saved.length > 0 && progress === null && (
              <FormControl component="fieldset" sx={{ mt: 2, display: 'block' }}>
                <FormLabel component="legend">
                  {hasAttorney
                    ? 'Upload checklist: tick each file as you upload it in eCourts'
                    : 'Upload checklist: tick each file as you add it to the one submission'}
                </FormLabel>
                <FormGroup>
                  {saved.map((name) => (
                    <FormControlLabel
                      key={name}
                      control={
                        <Checkbox
                          checked={uploaded.has(name)}
                          onChange={(e) =>
                            setUploaded((was) =>
                              e.target.checked ? new Set([...was, name]) : new Set([...was].filter((n) => n !== name)),
                            )
                          }
                        />
                      }
                      label={name}
                      sx={{ overflowWrap: 'anywhere' }}
                    />
                  ))}
                </FormGroup>
                <Typography
                  variant="body2"
                  color={uploaded.size === saved.length ? 'success.main' : 'text.secondary'}
                  role="status"
                >
                  {uploaded.size === saved.length
                    ? 'Every file is in the submission. Send it, and keep the confirmation.'
                    : `${uploaded.size} of ${saved.length} files added. Sign each paper before you scan or upload it.`}
                </Typography>
              </FormControl>
            )}
          </Box>
        )}
      </Paper>
    </Box>
  );
}
