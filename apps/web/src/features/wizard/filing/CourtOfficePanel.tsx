import { Alert, AlertTitle, Box, Typography } from '@mui/material';
import { COURT_FIELD_LABELS, pleadings, type CourtInfo } from '@rentfile/domain';
import { DetailsList } from '../../../components/index.ts';

/**
 * The county court office on the Filing screen: where to file, how far the office is confirmed and, when it is
 * not, what is missing and how to check it; and the tenant help lines the summons prints. Landlord-facing only:
 * the papers themselves never carry these notes.
 */
export function CourtOfficePanel({ info }: { info: CourtInfo }) {
  const cityLine = [
    info.superiorCourtCity,
    [info.superiorCourtState, info.superiorCourtZipcode].filter(Boolean).join(' '),
  ]
    .filter(Boolean)
    .join(', ');
  const unconfirmed = info.unconfirmedFields.map((f) => COURT_FIELD_LABELS[f]);
  const details: Array<[string, string]> = [
    ...(info.superiorCourtPhone ? [['Phone', info.superiorCourtPhone] as [string, string]] : []),
    ...(info.hours ? [['Hours', info.hours] as [string, string]] : []),
    ...(info.trialLocation ? [['Landlord/tenant trials', info.trialLocation] as [string, string]] : []),
  ];
  const helpLine = (
    value: string | null,
    field: 'legal_services_phone' | 'lawyer_referral_phone' | 'welfare_agency_phone',
  ) => {
    if (value === null) return 'Not on file: the summons leaves a blank line. Write the number in before filing.';
    return info.unconfirmedFields.includes(field) ? `${value} (not confirmed: check it before filing)` : value;
  };
  const help: Array<[string, string]> = [
    [
      'Legal Services',
      helpLine(
        info.legalServicesPhone && [info.legalServicesName, info.legalServicesPhone].filter(Boolean).join(', '),
        'legal_services_phone',
      ),
    ],
    ['Lawyer Referral Service', helpLine(info.lawyerReferralPhone, 'lawyer_referral_phone')],
    [
      'County welfare agency',
      helpLine(
        info.welfareAgencyPhone && [info.welfareAgencyName, info.welfareAgencyPhone].filter(Boolean).join(', '),
        'welfare_agency_phone',
      ),
    ],
  ];
  // The lines no source gives: the same checklist the filing instructions open with (court-offices-and-help-lines.md#blank-lines).
  const blanks = pleadings.courtBlanks(info.county, info);
  return (
    <Box sx={{ mt: 1 }}>
      {blanks.length > 0 && (
        <Alert severity="error" sx={{ mb: 1.5 }}>
          <AlertTitle>Not ready to file: complete these lines first</AlertTitle>
          The papers leave a blank line for each; write it in by hand on every paper where it is blank.
          <Box component="ul" sx={{ my: 0.5, pl: 2.5 }}>
            {blanks.map((b) => (
              <li key={b.field}>
                The {b.label}, on {b.printedOn}: find it {b.findIt}.
              </li>
            ))}
          </Box>
        </Alert>
      )}
      {info.superiorCourtName && <Typography>{info.superiorCourtName}</Typography>}
      {info.superiorCourtStreet && <Typography>{info.superiorCourtStreet}</Typography>}
      {cityLine && <Typography>{cityLine}</Typography>}
      {details.length > 0 && (
        <Box sx={{ mt: 1 }}>
          <DetailsList items={details} />
        </Box>
      )}
      {info.needsConfirmation ? (
        <Alert severity="warning" sx={{ mt: 1.5 }}>
          <AlertTitle>Court details not confirmed</AlertTitle>
          {unconfirmed.length > 0 ? `Missing or not confirmed: ${unconfirmed.join(', ')}. ` : ''}
          Before you file,{' '}
          {info.superiorCourtPhone
            ? `call the court at ${info.superiorCourtPhone}`
            : 'call the Superior Court in the county'}{' '}
          or look up the county&apos;s Superior Court on njcourts.gov, and correct your papers if anything differs.
        </Alert>
      ) : (
        <Alert severity="success" variant="outlined" sx={{ mt: 1.5 }}>
          This office&apos;s address and phone are confirmed by the New Jersey Courts&apos; pages or by two sources that
          agree.
        </Alert>
      )}
      <Typography component="h3" variant="h3" sx={{ mt: 2, mb: 0.5, fontSize: 16, fontWeight: 600 }}>
        Tenant help lines on the summons
      </Typography>
      <DetailsList items={help} />
    </Box>
  );
}
