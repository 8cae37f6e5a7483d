import type { Mailer } from './auth/mail.ts';
import type { Config } from './config.ts';
import type { Database, Db } from './db/client.ts';
import type { SigningKeys } from './auth/keys.ts';
import type { TokenRevocations } from './auth/revocations.ts';
import type { TokenVerifier } from './auth/tokens.ts';
import type { PaperFiles } from './pleadings/paperFiles.ts';
import type { PdfPools } from './pleadings/pool.ts';
import type { CaseSnapshots } from './services/caseSnapshots.ts';
import type { ReadCache } from './services/readCache.ts';
import type { DocumentFiles } from './storage/documentFiles.ts';
import type { FileWork } from './work/pool.ts';
import type { Metrics } from './http/metrics.ts';

/** What routes and services are given: explicit handles, no globals. */
export interface Deps {
  config: Config;
  database: Database;
  db: Db;
  /** The built-in provider's keys (absent with an external provider). */
  signingKeys: SigningKeys | null;
  verifier: TokenVerifier;
  /** Whether a verified token was issued before its user's sign-in was ended. */
  revocations: TokenRevocations;
  /** Answers of reads kept between writes: on the embedded database only, which this process alone opens. */
  readCache: ReadCache | null;
  /** The cases this process last read or wrote: where their next save starts. */
  caseSnapshots: CaseSnapshots | null;
  /** The PDF worker pools, started on first use and closed with the server. */
  pdfPools: PdfPools;
  /** Where stored papers' bytes go on the embedded database; null on PostgreSQL, which keeps them in their rows. */
  paperFiles: PaperFiles | null;
  /** The file worker: imports read, documents checked and merged, off the event loop and bounded (work/pool.ts). */
  fileWork: FileWork;
  /** Where attached documents' bytes go: their rows, or the object store DOCUMENTS_S3_BUCKET names. */
  documentFiles: DocumentFiles;
  /** The one mailer (SMTP_URL): the built-in sign-in's e-mails and the reminders; null without a mail server. */
  mailer: Mailer | null;
  /** The numbers /metrics serves (http/metrics.ts). */
  metrics: Metrics;
}
