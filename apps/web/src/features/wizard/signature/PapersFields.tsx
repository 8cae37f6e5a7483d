import {
  Alert,
  FormControl,
  FormControlLabel,
  FormHelperText,
  FormLabel,
  Radio,
  RadioGroup,
  Stack,
  TextField,
} from '@mui/material';
import { VERIFIER_ROLE_LABELS, type Verifier, type VerifierRole } from '@rentfile/domain';

/** What Review & Sign asks beyond the statements: who verifies, the military-status check, the CARES notice date. */
export interface PapersAnswers {
  role: VerifierRole | null;
  title: string;
  scraChecked: boolean | null;
  scraCheckDate: string;
  caresNoticeDate: string;
}

interface Props {
  value: PapersAnswers;
  onChange(next: PapersAnswers): void;
  /** The roles that fit the owner (domain verifierRolesFor). */
  roles: ReadonlyArray<VerifierRole>;
  /** Whether the complaint says the property is CARES Act covered: then the notice date is asked. */
  caresCovered: boolean;
  showErrors: boolean;
  today: string;
}

/** The verifier as the case stores it, from the role chosen here and the name typed to sign. */
export function verifierOf(answers: PapersAnswers, name: string): Verifier | null {
  return answers.role ? { role: answers.role, name, title: answers.title.trim() || null } : null;
}

/**
 * Who verifies and signs (chosen here, never inferred from the property's contact), whether each tenant was
 * checked on the DMDC SCRA website and when, and for a CARES Act covered property the date the 30-day notice to
 * vacate was served (issue 15; docs/product/papers.md).
 */
export function PapersFields({ value, onChange, roles, caresCovered, showErrors, today }: Props) {
  const set = (change: Partial<PapersAnswers>) => onChange({ ...value, ...change });
  const missingRole = showErrors && value.role === null;
  const missingScra = showErrors && value.scraChecked === null;
  const missingScraDate = showErrors && value.scraChecked === true && value.scraCheckDate === '';
  const missingCares = showErrors && caresCovered && value.caresNoticeDate === '';
  return (
    <Stack spacing={3}>
      <FormControl error={missingRole} required>
        <FormLabel id="verifier-role" sx={{ color: 'text.primary', fontWeight: 600 }}>
          Who verifies the complaint and signs the papers?
        </FormLabel>
        <FormHelperText id="verifier-role-help" sx={{ mx: 0 }} error={false}>
          The complaint must be verified by someone with personal knowledge of the facts. The plaintiff is always the
          owner.
        </FormHelperText>
        <RadioGroup
          aria-labelledby="verifier-role"
          aria-describedby="verifier-role-help"
          value={value.role ?? ''}
          onChange={(e) => set({ role: e.target.value as VerifierRole })}
        >
          {roles.map((role) => (
            <FormControlLabel key={role} value={role} control={<Radio />} label={VERIFIER_ROLE_LABELS[role]} />
          ))}
        </RadioGroup>
        {missingRole && <FormHelperText sx={{ mx: 0 }}>Item is required</FormHelperText>}
      </FormControl>
      <TextField
        label="Title or capacity (optional)"
        value={value.title}
        onChange={(e) => set({ title: e.target.value })}
        helperText="For example President, Managing Member or Property Manager. It is printed under the signature."
        slotProps={{ htmlInput: { maxLength: 100 } }}
      />
      <FormControl error={missingScra} required>
        <FormLabel id="scra-checked" sx={{ color: 'text.primary', fontWeight: 600 }}>
          Did you check each tenant&apos;s military status on the Defense Manpower Data Center SCRA website?
        </FormLabel>
        <FormHelperText id="scra-help" sx={{ mx: 0 }} error={false}>
          The complaint states the basis of its military-service statement. Search each tenant on the Department of
          Defense's SCRA website before you sign.
        </FormHelperText>
        <RadioGroup
          row
          aria-labelledby="scra-checked"
          aria-describedby="scra-help"
          value={value.scraChecked === null ? '' : value.scraChecked ? 'yes' : 'no'}
          onChange={(e) => set({ scraChecked: e.target.value === 'yes' })}
        >
          <FormControlLabel value="yes" control={<Radio />} label="Yes" />
          <FormControlLabel value="no" control={<Radio />} label="No" />
        </RadioGroup>
        {missingScra && <FormHelperText sx={{ mx: 0 }}>Item is required</FormHelperText>}
      </FormControl>
      {value.scraChecked === true && (
        <TextField
          type="date"
          label="Date of the check"
          required
          value={value.scraCheckDate}
          onChange={(e) => set({ scraCheckDate: e.target.value })}
          error={missingScraDate || value.scraCheckDate > today}
          helperText={
            value.scraCheckDate > today
              ? 'The date cannot be in the future.'
              : missingScraDate
                ? 'Item is required'
                : ' '
          }
          slotProps={{ inputLabel: { shrink: true }, htmlInput: { max: today } }}
        />
      )}
      {value.scraChecked === false && (
        <Alert severity="warning">
          Without the search, the complaint says its military statement rests on your own knowledge only, and a court
          will not enter a default judgment without a proper military-status affidavit (50 U.S.C. 3931).
        </Alert>
      )}
      {caresCovered && (
        <TextField
          type="date"
          label="Date the CARES Act 30-day notice to vacate was served"
          required
          value={value.caresNoticeDate}
          onChange={(e) => set({ caresNoticeDate: e.target.value })}
          error={missingCares || value.caresNoticeDate > today}
          helperText={
            value.caresNoticeDate > today
              ? 'The date cannot be in the future.'
              : missingCares
                ? 'Item is required'
                : 'Attach a copy of the notice to the complaint.'
          }
          slotProps={{ inputLabel: { shrink: true }, htmlInput: { max: today } }}
        />
      )}
    </Stack>
  );
}
