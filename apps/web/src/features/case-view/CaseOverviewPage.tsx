import { useState } from 'react';
import {
  Alert,
  Box,
  Button,
  CircularProgress,
  Container,
  Grid,
  Link,
  List,
  ListItem,
  ListItemText,
  Stack,
  Typography,
} from '@mui/material';
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import DownloadIcon from '@mui/icons-material/Download';
import { Link as RouterLink, useParams } from 'react-router';
import {
  canEditCase,
  formatCurrency,
  formatDateDots,
  joinNames,
  pleadings,
  representation,
  resumeStepTitle,
  statusPosition,
  streetWithUnit,
} from '@rentfile/domain';
import { CaseNotFound } from '../../components/CaseNotFound.tsx';
import { pathTo } from '../../lib/routes.ts';
import { downloadEachPaper, downloadFilingPackage } from '../../lib/filingDownloads.ts';
import AfterFilingPanel from './AfterFilingPanel.tsx';
import { CaseDocuments } from './CaseDocuments.tsx';
import { IssuedPapers } from './IssuedPapers.tsx';
import CaseTimeline from './CaseTimeline.tsx';
import { Card, Court, Facts } from './CaseCards.tsx';
import { CaseProgressList } from './CaseProgressList.tsx';
import {
  COMPLAINT_DONE,
  downloadPleading,
  nextStep,
  notMadeYet,
  useCase,
  useCourtInfo,
  usePleadings,
} from './queries.ts';

/** The case view (docs/product/data-and-rules.md#routes case-view): parties, premises, court, suit amount, status, pleadings and the next step. */
export default function CaseOverviewPage() {
  const id = Number(useParams().id);
  const kase = useCase(id);
  const c = kase.data;
  const court = useCourtInfo(c?.county);
  const documents = usePleadings(id);
  const [downloading, setDownloading] = useState<string | null>(null);
  const [eachProgress, setEachProgress] = useState<string | null>(null);

  // isLoading, not isPending: an id that is not a number never starts the query, and is simply not found.
  if (kase.isLoading) {
    return (
      <Box sx={{ display: 'flex', justifyContent: 'center', py: 8 }}>
        <CircularProgress aria-label="Loading the case" color="secondary" />
      </Box>
    );
  }
  if (!c) return <CaseNotFound title="Case not found" />;

  const next = nextStep({ id, status: c.status, actions: c.actions });
  const editable = canEditCase(c);
  const address = streetWithUnit(c.streetAddress, c.unitNo) || 'Address not entered yet';
  const complete = c.status === 'verifiedComplaintComplete';
  const signed = statusPosition(c) >= COMPLAINT_DONE;
  const downloadIcon = (which: string) =>
    downloading === which ? <CircularProgress size={16} color="inherit" aria-hidden="true" /> : <DownloadIcon />;
  const statusText = complete ? 'Verified Complaint complete' : `In progress: ${resumeStepTitle(next.routeName)}`;

  /**
   * The package (one PDF), each paper as its own PDF, or the stand-alone certification with the lease and the
   * registration statement (a case already filed); the banner says why when it fails.
   */
  const downloadSet = (which: 'package' | 'each' | 'certification') => {
    setDownloading(which);
    const done =
      which === 'each'
        ? downloadEachPaper(id, (n, total) => setEachProgress(`${n} of ${total} files saved`))
        : downloadFilingPackage(id, { fileNameAddress: address, certificationOnly: which === 'certification' });
    void done
      .catch(() => undefined)
      .finally(() => {
        setDownloading(null);
        setEachProgress(null);
        void documents.refetch();
      });
  };

  return (
    <Container maxWidth="laptop" sx={{ py: { mobile: 3, tablet: 5 } }}>
      <Stack spacing={3}>
        <Stack
          direction={{ mobile: 'column', tablet: 'row' }}
          spacing={2}
          justifyContent="space-between"
          alignItems={{ tablet: 'flex-end' }}
        >
          <Box>
            <Typography variant="body2" color="text.secondary">
              Case Overview{c.docketNo ? ` · Docket ${c.docketNo}` : ''}
            </Typography>
            <Typography variant="h1">{address}</Typography>
            <Typography color="text.secondary">
              {statusText}
              {c.statusDate ? ` · since ${c.statusDate}` : ''}
            </Typography>
            {(signed || c.submitted) && (
              <Link component={RouterLink} to={pathTo('order-details', { id: c.id })} color="secondary">
                Order details and fees
              </Link>
            )}
          </Box>
          <Box>
            {!editable ? (
              <Alert severity="info" variant="outlined">
                This case is closed, so it can no longer be edited.
              </Alert>
            ) : next.path ? (
              <Button
                component={RouterLink}
                to={next.path}
                variant="contained"
                color="primary"
                disableElevation
                endIcon={<ArrowForwardIcon />}
                size="large"
              >
                {complete ? 'Review' : 'Continue'}: {resumeStepTitle(next.routeName)}
              </Button>
            ) : (
              <Typography color="text.secondary">
                Next step: {resumeStepTitle(next.routeName)}
                {signed ? ', in the court sections below.' : ' (not available online yet).'}
              </Typography>
            )}
          </Box>
        </Stack>

        <Grid container spacing={3}>
          <Grid size={{ mobile: 12, tablet: 6 }}>
            <Card id="case-parties" title="Parties">
              <Facts
                rows={[
                  ['Owners', joinNames(c.deedNames) || 'Not entered yet'],
                  [
                    c.tenants.length === 1 ? 'Tenant' : 'Tenants',
                    c.tenants.length ? (
                      <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
                        {c.tenants.map((t, i) => (
                          <li key={t.id ?? i}>{t.name}</li>
                        ))}
                      </Box>
                    ) : (
                      'Not entered yet'
                    ),
                  ],
                  ['Representation', representation(c)],
                ]}
              />
            </Card>
          </Grid>
          <Grid size={{ mobile: 12, tablet: 6 }}>
            <Card id="case-premises" title="Premises">
              <Facts
                rows={[
                  ['Address', address],
                  [
                    'City',
                    [c.city, [c.state, c.zipcode].filter(Boolean).join(' ')].filter(Boolean).join(', ') ||
                      'Not entered yet',
                  ],
                  ['County', c.county || 'Not entered yet'],
                ]}
              />
            </Card>
          </Grid>
          <Grid size={{ mobile: 12, tablet: 6 }}>
            <Card id="case-court" title="Court">
              {!c.county ? (
                <Typography color="text.secondary">
                  The court is known once the property's county is entered.
                </Typography>
              ) : court.loading ? (
                <CircularProgress size={24} aria-label="Loading the court" color="secondary" />
              ) : court.court.data ? (
                <Court court={court.court.data} filed={Boolean(c.docketNo)} />
              ) : (
                <Typography color="text.secondary">No court office was found for {c.county} County.</Typography>
              )}
            </Card>
          </Grid>
          <Grid size={{ mobile: 12, tablet: 6 }}>
            <Card id="case-amount" title="Suit amount">
              <Facts
                rows={[
                  [
                    'Initial',
                    c.initialSuitAmount == null
                      ? 'Set when the complaint is completed'
                      : formatCurrency(c.initialSuitAmount),
                  ],
                  ['Current', formatCurrency(c.suitAmount)],
                  ['Status', `${statusText}${c.statusDate ? ` (${c.statusDate})` : ''}`],
                ]}
              />
            </Card>
          </Grid>
        </Grid>

        {signed && <AfterFilingPanel caseId={id} />}

        <Card id="case-pleadings" title="Pleadings">
          {documents.isPending ? (
            <CircularProgress size={24} aria-label="Loading the pleadings" color="secondary" />
          ) : documents.isError ? (
            <Typography color="text.secondary">The pleadings could not be listed right now.</Typography>
          ) : (
            <>
              {signed && (
                <Stack
                  direction={{ mobile: 'column', tablet: 'row' }}
                  spacing={1.5}
                  sx={{ mb: 2 }}
                  alignItems={{ tablet: 'center' }}
                >
                  <Button
                    variant="contained"
                    color="secondary"
                    disableElevation
                    startIcon={downloadIcon('package')}
                    disabled={downloading !== null}
                    onClick={() => downloadSet('package')}
                  >
                    Filing package (one PDF)
                  </Button>
                  <Button
                    variant="outlined"
                    color="secondary"
                    startIcon={downloadIcon('each')}
                    disabled={downloading !== null}
                    onClick={() => downloadSet('each')}
                  >
                    Each paper as its own PDF
                  </Button>
                  {(c.clrsSubmission || c.clrsExemption) && (
                    <Button
                      variant="outlined"
                      color="secondary"
                      startIcon={downloadIcon('certification')}
                      disabled={downloading !== null}
                      onClick={() => downloadSet('certification')}
                    >
                      Certification alone, with lease and registration
                    </Button>
                  )}
                  {eachProgress && (
                    <Typography variant="body2" role="status">
                      {eachProgress}
                    </Typography>
                  )}
                </Stack>
              )}
              <List disablePadding>
                {documents.data.map((p, i) => (
                  <ListItem
                    key={p.templateName}
                    divider={i < documents.data.length - 1}
                    disableGutters
                    sx={{ flexWrap: 'wrap', columnGap: 2 }}
                  >
                    <ListItemText
                      primary={p.name}
                      secondary={
                        p.drafted
                          ? `Drafted ${formatDateDots(p.drafted.slice(0, 10))}${p.updated && p.updated !== p.drafted ? ` · updated ${formatDateDots(p.updated.slice(0, 10))}` : ''}`
                          : notMadeYet(p.templateName, signed)
                      }
                      slotProps={{ secondary: { color: 'text.secondary' } }}
                    />
                    {!p.drafted && signed && !pleadings.isPostJudgmentTemplate(p.templateName) ? (
                      <Button
                        size="small"
                        color="secondary"
                        component={RouterLink}
                        to={pathTo('vc-filing', { id })}
                        aria-label={`Make ${p.name} at the Filing step`}
                      >
                        Filing step
                      </Button>
                    ) : p.drafted ? (
                      <Button
                        size="small"
                        color="secondary"
                        startIcon={downloadIcon(p.templateName)}
                        disabled={downloading !== null}
                        aria-label={`Download ${p.name}`}
                        onClick={() => {
                          setDownloading(p.templateName);
                          void downloadPleading(id, p.templateName, `${p.name} - ${address}.pdf`)
                            .catch(() => undefined)
                            .finally(() => setDownloading(null));
                        }}
                      >
                        Download
                      </Button>
                    ) : null}
                  </ListItem>
                ))}
              </List>
            </>
          )}
        </Card>

        <Card id="case-progress" title="Progress">
          <CaseProgressList kase={c} />
        </Card>
        <Card id="case-signed-papers" title="Signed papers">
          <IssuedPapers caseId={id} correctable={editable && signed && !c.vcDateFiled && !c.docketNo} />
        </Card>

        <Card id="case-documents" title="Documents">
          <CaseDocuments caseId={id} propertyId={c.propertyId ?? null} editable={editable} />
        </Card>

        <Card id="case-timeline" title="Timeline">
          <CaseTimeline caseId={id} />
        </Card>
      </Stack>
    </Container>
  );
}
