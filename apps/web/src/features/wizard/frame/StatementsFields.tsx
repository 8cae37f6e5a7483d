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
}

/** The complaint's yes/no statements, one radio group per question with its help text. */
export function StatementsFields({ value, onChange, showErrors, disabled = false, keys }: Props) {
  return (
    <Stack spacing={2.5}>
      {STATEMENT_QUESTIONS.filter((q) => !keys || keys.includes(q.key)).map(({ key, question, help }) => {
        const answer = value[key];
        const missing = showErrors && answer === null;
        const helpId = `statement-${key}-help`;
        return (
          <FormControl key={key} error={missing} required disabled={disabled}>
            <FormLabel id={`statement-${key}`} sx={{ color: 'text.primary', fontWeight: 600 }}>
              {question}
            </FormLabel>
            <FormHelperText id={helpId} sx={{ mx: 0 }} error={false}>
              {help}
            </FormHelperText>
            <RadioGroup
              row
              aria-labelledby={`statement-${key}`}
              aria-describedby={helpId}
              value={answer === null ? '' : answer ? 'yes' : 'no'}
              onChange={(e) => onChange(key, e.target.value === 'yes')}
            >
              <FormControlLabel value="yes" control={<Radio />} label="Yes" />
              <FormControlLabel value="no" control={<Radio />} label="No" />
            </RadioGroup>
            {missing && <FormHelperText sx={{ mx: 0 }}>Item is required</FormHelperText>}
          </FormControl>
        );
      })}
    </Stack>
  );
}
