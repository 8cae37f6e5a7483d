import { useEffect, useMemo, useRef, useState } from 'react';
import { Alert, Box, Button, Container, Stack, Typography } from '@mui/material';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { useNavigate } from 'react-router';
import type { DelinquencyPreview } from '@rentfile/contract';
import {
  BATCH_MAX_ROWS,
  delinquencyMappingProblem,
  type DelinquencyMapping,
  type LeaseTypeTitle,
} from '@rentfile/domain';
import { uploadErrorText } from '../../lib/api.ts';
import { previewDelinquencyReport, useCreateBatch } from '../../lib/queries/batch.ts';
import { pathTo } from '../../lib/routes.ts';
import type { NavigationGuard } from '../../lib/navigation.tsx';
import { useNavigationGuard } from '../../lib/useNavigationGuard.ts';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { UploadProgress } from '../../components/UploadProgress.tsx';
import { ReportColumns } from './ReportColumns.tsx';
import { ReportRows } from './ReportRows.tsx';
import { batchRows, readReport, type RowChoices } from './reportRows.ts';

const NO_CHOICES: RowChoices = { properties: {}, newUnits: new Set() };

const STEPS = ['Choose the report', 'Match the columns', 'Check the rows'] as const;

/** What the file chooser offers: the formats the server reads (it checks the content, never the name). */
const ACCEPT = '.csv,.txt,.tsv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * Importing a delinquency report (docs/product/screens.md#batch-import): the server reads the file into rows (nothing
 * stored); the landlord matches the columns, checks each row's property and what keeps a row from becoming a case,
 * and creates the cases of the ready rows in one step, as one batch.
 */
export default function ImportReportPage() {
  const navigate = useNavigate();
  const fileInput = useRef<HTMLInputElement>(null);
  const [step, setStep] = useState(0);
  const [sending, setSending] = useState<{ fileName: string; fraction: number } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [preview, setPreview] = useState<DelinquencyPreview | null>(null);
  const [mapping, setMapping] = useState<DelinquencyMapping | null>(null);
  const [choices, setChoices] = useState<RowChoices>(NO_CHOICES);
  // The due day and lease type for every tenant: '' and 'differs' when the landlord says they differ (each case asks).
  const [rentDueBy, setRentDueBy] = useState('');
  const [leaseType, setLeaseType] = useState<LeaseTypeTitle | 'differs' | null>(null);
  const create = useCreateBatch();

  const problem = mapping ? delinquencyMappingProblem(mapping) : null;
  const reading = useMemo(
    () =>
      preview && mapping && !problem
        ? readReport(preview, mapping, choices, {
            rentDueBy: rentDueBy || null,
            leaseType: leaseType === 'differs' ? null : leaseType,
          })
        : null,
    [preview, mapping, problem, choices, rentDueBy, leaseType],
  );
  const ready = useMemo(() => (reading ? batchRows(reading.rows) : []), [reading]);

  const send = async (file: File) => {
    setError(null);
    setSending({ fileName: file.name, fraction: 0 });
    try {
      const read = await previewDelinquencyReport(file, (fraction) => setSending({ fileName: file.name, fraction }));
      setPreview(read);
      setMapping(read.mapping);
      setChoices(NO_CHOICES);
      create.reset();
      setStep(1);
    } catch (err) {
      // The report read before, if any, is kept: only the new file was refused.
      setError(`${file.name} could not be read. ${uploadErrorText(err)}`);
    } finally {
      setSending(null);
    }
  };

  // A report read and not yet made into cases lives only on this page: leaving asks first, in the app and the browser.
  const unsaved = preview !== null || sending !== null;
  const created = useRef(false);
  const [leaving, setLeaving] = useState<{ proceed(): void; reset(): void } | null>(null);
  const guard = useMemo<NavigationGuard | null>(
    () =>
      unsaved
        ? {
            shouldBlock: ({ currentLocation, nextLocation }) =>
              !created.current && currentLocation.pathname !== nextLocation.pathname,
            onBlocked: setLeaving,
          }
        : null,
    [unsaved],
  );
  useNavigationGuard(guard);
  useEffect(() => {
    if (!unsaved) return;
    const warn = (e: BeforeUnloadEvent) => {
      if (created.current) return;
      e.preventDefault();
      e.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [unsaved]);

  const submit = () => {
    if (!preview || ready.length === 0 || !leaseType) return;
    create.mutate(
      {
        fileName: preview.fileName,
        rentDueBy: rentDueBy || null,
        leaseType: leaseType === 'differs' ? null : leaseType,
        rows: ready,
      },
      {
        onSuccess: (batch) => {
          created.current = true;
          void navigate(pathTo('batch', { id: batch.id }));
        },
      },
    );
  };

  return (
    <Container maxWidth="desktop" sx={{ py: { mobile: 3, tablet: 5 } }}>
      <Stack spacing={3}>
        <Box>
          <Typography variant="h1">Import a delinquency report</Typography>
          <Typography variant="h2" sx={{ fontSize: '1.1rem', mt: 1, color: 'text.secondary' }} aria-live="polite">
            Step {step + 1} of {STEPS.length}: {STEPS[step]}
          </Typography>
        </Box>

        {step === 0 && (
          <Stack spacing={2} sx={{ maxWidth: 760 }}>
            <Typography>
              Export the month&apos;s delinquency report from your property-management software as CSV or Excel (.xlsx),
              at most 5 MB. It needs one row for each tenant with the property&apos;s street address, the tenants&apos;
              names and the balance owed; the unit, the monthly rent, the move-in date, the months owed, the rent&apos;s
              due day, the lease type, a Subsidy column and Notes are used where the report has them. Nothing the report
              does not say is filled in: each case asks it. Up to {BATCH_MAX_ROWS} cases are made from one report.
            </Typography>
            <Typography>Nothing is saved until you create the cases on the last step.</Typography>
            <Box>
              <Button
                variant="contained"
                color="secondary"
                startIcon={<UploadFileIcon />}
                disabled={sending !== null}
                onClick={() => fileInput.current?.click()}
              >
                {preview ? 'Choose another report' : 'Choose a report file'}
              </Button>
              <input
                ref={fileInput}
                type="file"
                accept={ACCEPT}
                hidden
                aria-hidden="true"
                tabIndex={-1}
                data-testid="report-file"
                onChange={(e) => {
                  const file = e.target.files?.[0];
                  e.target.value = '';
                  if (file) void send(file);
                }}
              />
            </Box>
            {sending && <UploadProgress fileName={sending.fileName} fraction={sending.fraction} afterwards="Reading" />}
            {error && (
              <Alert severity="error" role="alert" sx={{ overflowWrap: 'anywhere' }}>
                {error}
              </Alert>
            )}
            {preview && !sending && (
              <Stack direction="row" spacing={2} alignItems="center" useFlexGap sx={{ flexWrap: 'wrap' }}>
                <Typography sx={{ overflowWrap: 'anywhere' }}>
                  Read: {preview.fileName} ({preview.rows.length} {preview.rows.length === 1 ? 'row' : 'rows'}).
                </Typography>
                <Button variant="contained" color="secondary" onClick={() => setStep(1)}>
                  Next
                </Button>
              </Stack>
            )}
          </Stack>
        )}

        {step === 1 && preview && mapping && (
          <ReportColumns
            preview={preview}
            mapping={mapping}
            problem={problem}
            reading={reading}
            onChange={setMapping}
            onBack={() => setStep(0)}
            onNext={() => setStep(2)}
          />
        )}

        {step === 2 && preview && reading && (
          <ReportRows
            preview={preview}
            reading={reading}
            ready={ready.length}
            rentDueBy={rentDueBy}
            onRentDueBy={setRentDueBy}
            leaseType={leaseType}
            onLeaseType={setLeaseType}
            onChoose={(row, propertyId) => {
              const { [row]: _dropped, ...rest } = choices.properties;
              setChoices({ ...choices, properties: propertyId === null ? rest : { ...rest, [row]: propertyId } });
            }}
            onNewUnit={(row, on) => {
              const newUnits = new Set(choices.newUnits);
              if (on) newUnits.add(row);
              else newUnits.delete(row);
              setChoices({ ...choices, newUnits });
            }}
            creating={create.isPending}
            createError={create.error ? uploadErrorText(create.error) : null}
            onBack={() => setStep(1)}
            onCreate={submit}
          />
        )}
      </Stack>
      <ConfirmDialog
        open={leaving !== null}
        title="Leave the import?"
        text="No case has been made from this report yet. If you leave, the columns you matched and the properties you chose are not kept, and the report has to be read again."
        confirmLabel="Leave"
        cancelLabel="Stay"
        onConfirm={() => {
          leaving?.proceed();
          setLeaving(null);
        }}
        onCancel={() => {
          leaving?.reset();
          setLeaving(null);
        }}
      />
    </Container>
  );
}
