import { useId, useState } from 'react';
import {
  Alert,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControl,
  FormControlLabel,
  FormLabel,
  Radio,
  RadioGroup,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import type { BatchAnswerResponse, BatchCase } from '@rentfile/contract';
import { BATCH_QUESTIONS, parseAmountOf, streetWithUnit, type BatchAnswer, type BatchQuestion } from '@rentfile/domain';
import { uploadErrorText } from '../../lib/api.ts';
import { useAnswerBatch } from '../../lib/queries/batch.ts';

const QUESTIONS = Object.keys(BATCH_QUESTIONS) as BatchQuestion[];

interface Props {
  open: boolean;
  batchId: number;
  /** The cases ticked. */
  cases: BatchCase[];
  onClose: () => void;
}

/**
 * One answer for the cases ticked (docs/product/screens.md#batch): the question of a wizard step, Yes or No (and the
 * attorney fee for legal fees), saved to each case by the server's case rules; the cases it could not be saved to
 * are listed with why.
 */
export function BatchAnswerDialog({ open, batchId, cases, onClose }: Props) {
  const titleId = useId();
  const ids = useId();
  const theme = useTheme();
  const small = useMediaQuery(theme.breakpoints.down('tablet'));
  const save = useAnswerBatch(batchId);
  const [question, setQuestion] = useState<BatchQuestion | null>(null);
  const [value, setValue] = useState<'yes' | 'no' | null>(null);
  const [fee, setFee] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [result, setResult] = useState<{ answer: BatchAnswer; response: BatchAnswerResponse } | null>(null);
  const needsFee = question === 'legalFeesPermitted' && value === 'yes';

  const close = () => {
    if (save.isPending) return;
    setQuestion(null);
    setValue(null);
    setFee('');
    setProblem(null);
    setResult(null);
    save.reset();
    onClose();
  };

  const submit = () => {
    setResult(null);
    if (question === null || value === null) {
      setProblem('Choose the question and the answer.');
      return;
    }
    let answer: BatchAnswer;
    if (question === 'legalFeesPermitted') {
      const amount = needsFee ? parseAmountOf('Attorney fee', fee) : null;
      if (amount && !amount.ok) {
        setProblem(amount.error.message);
        return;
      }
      answer = { question, value: value === 'yes', attorneyFee: amount ? amount.value : null };
    } else answer = { question, value: value === 'yes' };
    setProblem(null);
    save.mutate(
      { caseIds: cases.map((c) => c.caseId), answer },
      { onSuccess: (response) => setResult({ answer, response }) },
    );
  };

  const nameOf = (caseId: number) => {
    const c = cases.find((x) => x.caseId === caseId);
    if (!c) return `Case ${caseId}`;
    return [streetWithUnit(c.streetAddress, c.unitNo), c.tenants.join(', ')].filter(Boolean).join(', ');
  };
  const answered = result?.response.answered.length ?? 0;

  return (
    <Dialog open={open} onClose={close} aria-labelledby={titleId} fullWidth maxWidth="sm" fullScreen={small}>
      <DialogTitle id={titleId}>
        Answer for {cases.length} selected {cases.length === 1 ? 'case' : 'cases'}
      </DialogTitle>
      <DialogContent>
        <Stack spacing={3}>
          <FormControl>
            <FormLabel id={`${ids}-question`} sx={{ fontWeight: 600, mb: 1 }}>
              Question
            </FormLabel>
            <RadioGroup
              aria-labelledby={`${ids}-question`}
              value={question ?? ''}
              onChange={(e) => {
                setQuestion(e.target.value as BatchQuestion);
                setResult(null);
                setProblem(null);
              }}
            >
              {QUESTIONS.map((q) => (
                <FormControlLabel
                  key={q}
                  value={q}
                  control={<Radio />}
                  sx={{ alignItems: 'flex-start', mb: 1 }}
                  label={
                    <Box sx={{ pt: 1 }}>
                      {BATCH_QUESTIONS[q].step}: {BATCH_QUESTIONS[q].text}
                      <Typography variant="body2" color="text.secondary">
                        {BATCH_QUESTIONS[q].help}
                      </Typography>
                    </Box>
                  }
                />
              ))}
            </RadioGroup>
          </FormControl>
          {question && (
            <FormControl>
              <FormLabel id={`${ids}-answer`} sx={{ fontWeight: 600 }}>
                {BATCH_QUESTIONS[question].text}
              </FormLabel>
              <RadioGroup
                row
                aria-labelledby={`${ids}-answer`}
                value={value ?? ''}
                onChange={(e) => {
                  setValue(e.target.value as 'yes' | 'no');
                  setResult(null);
                  setProblem(null);
                }}
              >
                <FormControlLabel value="yes" control={<Radio />} label="Yes" />
                <FormControlLabel value="no" control={<Radio />} label="No" />
              </RadioGroup>
            </FormControl>
          )}
          {needsFee && (
            <TextField
              label="Attorney fee"
              value={fee}
              onChange={(e) => setFee(e.target.value)}
              helperText="The same fee is claimed in each case (0 is allowed)."
              slotProps={{ htmlInput: { inputMode: 'decimal' } }}
              sx={{ maxWidth: 280 }}
            />
          )}
          {problem && (
            <Alert severity="warning" role="alert">
              {problem}
            </Alert>
          )}
          {save.error && (
            <Alert severity="error" role="alert" sx={{ overflowWrap: 'anywhere' }}>
              The answer was not saved. {uploadErrorText(save.error)}
            </Alert>
          )}
          {result && (
            <Box role="status">
              <Alert severity={answered > 0 ? 'success' : 'warning'}>
                Saved to {answered} {answered === 1 ? 'case' : 'cases'}: {BATCH_QUESTIONS[result.answer.question].step}{' '}
                {result.answer.value ? 'Yes' : 'No'}.
              </Alert>
              {result.response.skipped.length > 0 && (
                <Box sx={{ mt: 1 }}>
                  <Typography sx={{ fontWeight: 600 }}>
                    Not saved to {result.response.skipped.length}{' '}
                    {result.response.skipped.length === 1 ? 'case' : 'cases'}:
                  </Typography>
                  <Box component="ul" sx={{ m: 0, pl: 3, overflowWrap: 'anywhere' }}>
                    {result.response.skipped.map((s) => (
                      <li key={s.caseId}>
                        {nameOf(s.caseId)}: {s.reason}
                      </li>
                    ))}
                  </Box>
                </Box>
              )}
            </Box>
          )}
        </Stack>
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button onClick={close} disabled={save.isPending}>
          {result ? 'Close' : 'Cancel'}
        </Button>
        <Button variant="contained" color="secondary" onClick={submit} disabled={save.isPending}>
          {save.isPending ? 'Saving…' : 'Save'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
