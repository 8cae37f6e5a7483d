import { FormControl, FormControlLabel, FormHelperText, FormLabel, Radio, RadioGroup, Stack } from '@mui/material';
import type { ComplaintStatement, ComplaintStatements } from '@rentfile/domain';
import { STATEMENT_QUESTIONS } from './statements.ts';

interface Props {
  value: ComplaintStatements;
  onChange(key: ComplaintStatement, answer: boolean): void;
  /** Marks unanswered questions ('Item is required'). */
  showErrors: boolean;
  disabled?: boolean;
  /** The statements to ask (default all): a commercial case is not asked the residential-only ones. */
  keys?: ReadonlyArray<ComplaintStatement>;
  /** Answers the case's facts contradict, with the domain's reason (the papers are refused while they stand). */
  contradicted?: Partial<Record<ComplaintStatement, string | null>>;
}

/** The complaint's yes/no statements, one radio group per question with its help text. */
export function StatementsFields({ value, onChange, showErrors, disabled = false, keys, contradicted = {} }: Props) {
  return (
    <Stack spacing={2.5}>
      {STATEMENT_QUESTIONS.filter((q) => !keys || keys.includes(q.key)).map(({ key, question, help }) => {
        const answer = value[key];
        const missing = showErrors && answer === null;
        const wrong = contradicted[key] ?? null;
        const helpId = `statement-${key}-help`;
        const wrongId = `statement-${key}-wrong`;
        return (
          <FormControl key={key} error={missing || wrong !== null} required disabled={disabled}>
            <FormLabel id={`statement-${key}`} sx={{ color: 'text.primary', fontWeight: 600 }}>
              {question}
            </FormLabel>
            <FormHelperText id={helpId} sx={{ mx: 0 }} error={false}>
              {help}
            </FormHelperText>
            <RadioGroup
              row
              aria-labelledby={`statement-${key}`}
              aria-describedby={wrong ? `${helpId} ${wrongId}` : helpId}
              value={answer === null ? '' : answer ? 'yes' : 'no'}
              onChange={(e) => onChange(key, e.target.value === 'yes')}
            >
              <FormControlLabel value="yes" control={<Radio />} label="Yes" />
              <FormControlLabel value="no" control={<Radio />} label="No" />
            </RadioGroup>
            {missing && <FormHelperText sx={{ mx: 0 }}>Item is required</FormHelperText>}
            {wrong && (
              <FormHelperText id={wrongId} sx={{ mx: 0 }}>
                {wrong}
              </FormHelperText>
            )}
          </FormControl>
        );
      })}
    </Stack>
  );
}
