/**
 * Documents the landlord attaches to a case or a property (docs/product/rules.md#documents): what kinds there are,
 * which file formats and sizes are taken, and the messages a refused file gets. The checks that need only the
 * file's bytes live here; the server adds those that need a PDF or picture library.
 */
import { z } from 'zod';

/** The kinds of document, in the order the court's package attaches them after the papers. */
export const DOCUMENT_KINDS = [
  'lease',
  'registration',
  'notice-to-cease',
  'notice-to-quit',
  'cares-notice',
  'military-status',
  'rent-ledger',
] as const;
export type DocumentKind = (typeof DOCUMENT_KINDS)[number];
export const documentKindSchema = z.enum(DOCUMENT_KINDS);

export const DOCUMENT_KIND_LABELS: Record<DocumentKind, string> = {
  lease: 'Lease',
  registration: 'Landlord registration statement',
  'notice-to-cease': 'Notice to cease',
  'notice-to-quit': 'Notice to quit',
  'cares-notice': 'CARES Act notice',
  'military-status': 'Military status report',
  'rent-ledger': 'Rent ledger',
};

/** Kinds that may be attached to a property (reused by each of its cases); every kind may be attached to a case. */
export const PROPERTY_DOCUMENT_KINDS: readonly DocumentKind[] = ['registration'];

/** One file at most 10 MB: a whole package of several stays far below the court's 35 MB per file. */
export const DOCUMENT_MAX_BYTES = 10 * 1024 * 1024;
/** A PDF of more pages is refused: a lease of more than 10 pages needs only its relevant parts (rules.md#lease-copy). */
export const DOCUMENT_MAX_PAGES = 100;

/**
 * A case holds at most this many documents, of at most this many bytes together: its package (papers and
 * documents in one PDF) then stays within the court's 35 MB a file (decision 0011).
 */
export const CASE_MAX_DOCUMENTS = 25;
export const CASE_DOCUMENTS_MAX_BYTES = 30 * 1024 * 1024;
/** A picture may declare this many pixels at most: a 48-megapixel phone photograph and some room. */
export const IMAGE_MAX_PIXELS = 50_000_000;

export type DocumentFormat = 'pdf' | 'jpeg' | 'png' | 'heic';

export const DOCUMENT_CONTENT_TYPES: Record<DocumentFormat, string> = {
  pdf: 'application/pdf',
  jpeg: 'image/jpeg',
  png: 'image/png',
  heic: 'image/heic',
};

export const DOCUMENT_MESSAGES = {
  missing: 'Choose a file to upload (form field "file").',
  tooLarge: 'The file is larger than 10 MB. Scan it at a lower resolution or upload the relevant pages only.',
  empty: 'The file is empty. Choose the document again.',
  notSupported:
    'The file is not a PDF, JPEG, PNG or HEIC picture. Save or photograph the document in one of these formats and upload it again.',
  corruptPdf: 'The PDF could not be opened. It may be damaged or incomplete; save it again and upload the new copy.',
  encryptedPdf:
    'The PDF is password-protected. The court does not take protected files: save an unprotected copy and upload it.',
  activePdf:
    'The PDF contains a script, an automatic action, a form that sends its data or an attached file, which a court filing may not carry. Print it to a new PDF (or scan it) and upload that copy.',
  tooManyPages: `The PDF has more than ${DOCUMENT_MAX_PAGES} pages. Upload the relevant pages only.`,
  unreadableImage: 'The picture could not be read. It may be damaged; photograph the document again.',
  imageTooLarge:
    'The picture is larger than 50 megapixels. Photograph the document again at a lower resolution (or scan it) and upload that copy.',
  tooComplex:
    'The file could not be read in time: it is too large or too complex. Save it again (a PDF: print it to a new PDF) and upload that copy.',
  tooManyDocuments: `A case may hold at most ${CASE_MAX_DOCUMENTS} documents. Remove one you no longer need, then add this one.`,
  caseTooLarge:
    'The documents of this case would come to more than 30 MB, more than the court takes in one file. Upload only the relevant pages, or scan them at a lower resolution.',
  wrongKind:
    'Choose what the document is: lease, registration statement, notice to cease, notice to quit, CARES Act notice, military status report or rent ledger.',
  propertyKind: 'Only a registration statement can be attached to a property; attach other documents to a case.',
  noOwner: 'Say which case or property the document belongs to.',
} as const;

const startsWith = (data: Uint8Array, bytes: number[], at = 0) =>
  data.length >= at + bytes.length && bytes.every((b, i) => data[at + i] === b);
const ascii = (data: Uint8Array, from: number, to: number) => String.fromCharCode(...data.subarray(from, to));

/** HEIF brands of still pictures taken by phones (HEIC and its variants, plus the generic mif1/msf1). */
const HEIC_BRANDS = new Set(['heic', 'heix', 'heim', 'heis', 'hevc', 'hevx', 'mif1', 'msf1']);

/**
 * The format a file's content announces by its first bytes, never by its name: PDF (%PDF- within the first
 * 1024 bytes, as readers allow), JPEG, PNG, or HEIC (an ISO box 'ftyp' with a HEIF brand); null for anything else.
 */
export function sniffDocumentFormat(data: Uint8Array): DocumentFormat | null {
  if (startsWith(data, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(data, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (data.length >= 12 && ascii(data, 4, 8) === 'ftyp' && HEIC_BRANDS.has(ascii(data, 8, 12))) return 'heic';
  const head = ascii(data, 0, Math.min(data.length, 1024));
  if (head.includes('%PDF-')) return 'pdf';
  return null;
}

/** The words for a kind of document, as the screens and the package show it. */
export function documentKindLabel(kind: string): string {
  return (DOCUMENT_KIND_LABELS as Record<string, string>)[kind] ?? kind;
}

/** A file's size as the documents list shows it: bytes below 1 KB, whole KB below 1 MB, else MB to one decimal. */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} bytes`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}
