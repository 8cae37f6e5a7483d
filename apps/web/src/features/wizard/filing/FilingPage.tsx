import { useState } from 'react';
import {
  Alert,
  Box,
  Button,
  List,
  ListItem,
  ListItemText,
  Paper,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableFooter,
  TableRow,
  Typography,
} from '@mui/material';
import DownloadIcon from '@mui/icons-material/Download';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import {
  filingFeeLines,
  filingFeesKnownTotal,
  effectiveFilingPlan,
  formatCurrency,
  formatDateUs,
  pleadings,
  SOFTWARE_FEE,
  streetWithUnit,
  type Case,
  type Property,
} from '@rentfile/domain';
import { Link as RouterLink } from 'react-router';
import { pathTo } from '../../../lib/routes.ts';
import { useMakePaper } from '../../../lib/queries/papers.ts';
import { useCaseOrders, usePleadings } from '../../../lib/queries/cases.ts';
import { useCourtInfo } from '../../../lib/queries/reference.ts';
import { useWizardCase } from '../frame/WizardContext.tsx';
import { WizardStep } from '../frame/WizardStep.tsx';
import { answeredPdf, downloadPdf, openPdf } from '../frame/pdf.ts';
import { StepLoading } from '../frame/StepLoading.tsx';
import { CourtOfficePanel } from './CourtOfficePanel.tsx';
import { FilingMethod } from './FilingMethod.tsx';

export default function FilingPage() {
  const { caseInfo, property, caseRef, signedIn } = useWizardCase();
  if (!signedIn || typeof caseRef !== 'number') {
    return (
      <WizardStep title="Filing" onContinue={null}>
        <Alert severity="info">
          Sign in to download your court papers.{' '}
          <Button component={RouterLink} to={pathTo('login')} color="secondary">
            Sign in
          </Button>
        </Alert>
      </WizardStep>
    );
  }
  if (!caseInfo) return <StepLoading title="Filing" />;
  return <Filing caseId={caseRef} caseInfo={caseInfo} property={property} />;
}

type TemplateName = pleadings.PleadingTemplateName;

/**
 * Filing (docs/product/data-and-rules.md#wizard, docs/product/data-and-rules.md#calls): each document to download or open (GET pleadings; POST create-case-pleading-pdf per
 * template), the papers to file in one PDF (print_all), the filing instructions for the county's court (GET
 * courtServiceInfo) with the landlord's notes, the fees, and go back / dashboard.
 */
function Filing({ caseId, caseInfo, property }: { caseId: number; caseInfo: Case; property: Property | null }) {
  const wizard = useWizardCase();
  const [blocked, setBlocked] = useState(false);
  const countyId = property?.countyId ?? null;

  const pleadingList = usePleadings(caseId);
  const makePaper = useMakePaper(caseId);
  const busy = makePaper.isPending;
  const orders = useCaseOrders(caseId);
  const court = useCourtInfo(countyId);

  const orderId = orders.data?.at(-1)?.id ?? null;
  const fileNameAddress = streetWithUnit(caseInfo.streetAddress, caseInfo.unitNo);

  const fetchPdf = async (templateName: TemplateName, how: 'download' | 'view') => {
    setBlocked(false);
    try {
      const pdf = await makePaper.mutateAsync({ caseId, templateName, fileNameAddress, isCLRSOnly: false, orderId });
      const file = await answeredPdf(pdf);
      if (how === 'download') downloadPdf(file, pdf.fileName);
      else if (!openPdf(file)) setBlocked(true);
    } catch {
      // The banner shows why.
    }
  };

  // The same fees the filing instructions list (domain filingFeeLines): the mileage is the court's, never a figure.
  const feeLines = filingFeeLines(caseInfo.tenants.length);
  const knownFees = filingFeesKnownTotal(feeLines);
  const info = court.data;

  return (
    <WizardStep
      title="Filing"
      intro="Your verified complaint is complete. Download your court papers, sign where needed, and file them with the court."
      continueLabel="Go to dashboard"
      onContinue={() => wizard.goTo('main')}
    >
      <Stack spacing={4}>
        <Box component="section" aria-labelledby="documents-heading">
          <Typography id="documents-heading" variant="h2" sx={{ mb: 0.5 }}>
            Your documents
          </Typography>
          <Typography color="text.secondary" sx={{ mb: 1.5 }}>
            Download each paper, or all the papers to file with the court together in one PDF, ready to print. The cover
            letter goes to your tenants, and the filing instructions with your notes are for you: download them on their
            own.
          </Typography>
          <Button
            variant="contained"
            color="secondary"
            startIcon={<DownloadIcon />}
            onClick={() => void fetchPdf('print_all', 'download')}
            disabled={busy}
            sx={{ mb: 2 }}
          >
            Download all documents
          </Button>
          {blocked && (
            <Alert severity="warning" sx={{ mb: 1 }}>
              Your browser blocked the new window. Allow pop-ups for this site, or download the document instead.
            </Alert>
          )}
          <Paper variant="outlined">
            <List disablePadding aria-labelledby="documents-heading">
              {(pleadingList.data ?? []).map((p, i) => {
                const templateName = p.templateName as TemplateName;
                return (
                  <ListItem
                    key={p.templateName}
                    divider={i < (pleadingList.data?.length ?? 0) - 1}
                    sx={{ gap: 1, flexWrap: { mobile: 'wrap', tablet: 'nowrap' } }}
                  >
                    <ListItemText
                      primary={p.name}
                      secondary={p.updated ? `Generated ${formatDateUs(p.updated.slice(0, 10))}` : 'Not generated yet'}
                      slotProps={{ primary: { fontWeight: 600 } }}
                      sx={{ minWidth: 0, flexBasis: { mobile: '100%', tablet: 'auto' } }}
                    />
                    <Stack direction="row" spacing={1} sx={{ flexShrink: 0 }}>
                      <Button
                        size="small"
                        color="secondary"
                        startIcon={<OpenInNewIcon />}
                        onClick={() => void fetchPdf(templateName, 'view')}
                        disabled={busy}
                        aria-label={`Open ${p.name} in a new window`}
                      >
                        Open
                      </Button>
                      <Button
                        size="small"
                        variant="outlined"
                        color="secondary"
                        startIcon={<DownloadIcon />}
                        onClick={() => void fetchPdf(templateName, 'download')}
                        disabled={busy}
                        aria-label={`Download ${p.name}`}
                      >
                        Download
                      </Button>
                    </Stack>
                  </ListItem>
                );
              })}
              {pleadingList.isPending && (
                <ListItem>
                  <ListItemText primary="Loading your documents…" />
                </ListItem>
              )}
            </List>
          </Paper>
        </Box>

        <FilingMethod
          caseId={caseId}
          caseInfo={caseInfo}
          save={(filingPlan) => wizard.saveCase({ filingPlan })}
          disabled={busy}
        />

        <Box component="section" aria-labelledby="instructions-heading">
          <Typography id="instructions-heading" variant="h2" sx={{ mb: 1 }}>
            Filing instructions
          </Typography>
          <Paper variant="outlined" sx={{ p: 2.5 }}>
            <Typography sx={{ fontWeight: 600 }}>
              File with the Special Civil Part, Landlord/Tenant Section, {caseInfo.county ?? property?.county ?? ''}{' '}
              County
            </Typography>
            {info && <CourtOfficePanel info={info} />}
            {!info && (countyId === null || court.isError) && (
              <Alert severity="warning" sx={{ mt: 1.5 }}>
                The court&apos;s details could not be loaded. Look up the county&apos;s Superior Court on njcourts.gov
                before you file.
              </Alert>
            )}
            <Box component="ol" sx={{ mt: 2, mb: 0, pl: 3, '& li': { mb: 0.75 } }}>
              {effectiveFilingPlan(caseInfo.filingPlan, caseInfo.attorneyId != null) === 'E-FILE' ? (
                <>
                  {caseInfo.attorneyId != null ? (
                    <li>
                      The attorney of record signs the complaint (by hand or electronically); the other papers carry the
                      typed signature entered on Review &amp; Sign (/s/). The attorney files them through eCourts.
                    </li>
                  ) : (
                    <li>
                      Check every paper: each is signed with the typed signature you entered on Review &amp; Sign (/s/),
                      which is how a paper filed electronically is signed. Do not print, sign by hand or scan them.
                    </li>
                  )}
                  <li>
                    {caseInfo.attorneyId != null
                      ? 'Upload each paper as its own PDF document (at most 7 MB each); no paper copies are needed.'
                      : 'Upload each paper as its own PDF in one submission; no paper copies are needed.'}
                  </li>
                  <li>Pay the court fees the filing system shows, the court officer&apos;s mileage included.</li>
                </>
              ) : (
                <>
                  <li>Print the papers. Sign the verified complaint and the landlord verification where shown.</li>
                  <li>Make a copy of the complaint and summons for each tenant, plus one for your records.</li>
                  <li>
                    File them with the court clerk the way you chose above (in person or by mail), and pay the court
                    fees; the instructions say how to pay the court officer&apos;s mileage.
                  </li>
                </>
              )}
              <li>The court serves the summons and complaint on the tenants and tells you the trial date.</li>
            </Box>
            <Button
              variant="outlined"
              color="secondary"
              startIcon={<DownloadIcon />}
              onClick={() => void fetchPdf('instructions', 'download')}
              disabled={busy}
              sx={{ mt: 2 }}
            >
              Download the instructions
            </Button>
          </Paper>
        </Box>

        <Box component="section" aria-labelledby="fees-heading">
          <Typography id="fees-heading" variant="h2" sx={{ mb: 1 }}>
            Fees
          </Typography>
          <Paper variant="outlined">
            <Table size="small" aria-labelledby="fees-heading">
              <TableBody>
                {feeLines.map((f) => (
                  <TableRow key={f.label}>
                    <TableCell>{f.label} (paid to the court)</TableCell>
                    <TableCell align="right">
                      {f.amount === null ? 'set by the court' : formatCurrency(f.amount)}
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
              <TableFooter>
                <TableRow>
                  <TableCell sx={{ fontWeight: 700, color: 'text.primary', fontSize: 14 }}>
                    Software fee (during the beta; court fees not included)
                  </TableCell>
                  <TableCell align="right" sx={{ fontWeight: 700, color: 'text.primary', fontSize: 14 }}>
                    {formatCurrency(SOFTWARE_FEE)}
                  </TableCell>
                </TableRow>
              </TableFooter>
            </Table>
          </Paper>
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
            Court fees due at filing: {formatCurrency(knownFees)} plus the court officer&apos;s mileage, which the court
            sets for the municipality (the instructions say how to pay it for the way you file).{' '}
            {caseInfo.section8
              ? 'Court fees are not claimed from a Section 8 tenant.'
              : `They are part of your suit amount of ${formatCurrency(caseInfo.suitAmount)}.`}
          </Typography>
        </Box>
      </Stack>
    </WizardStep>
  );
}
