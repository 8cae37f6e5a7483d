/**
 * The content checks of an attached document (docs/product/rules.md#documents): the format its bytes announce,
 * its size, and for a PDF that it opens, is not encrypted, has a sane page count and carries no script or
 * automatic action; for a picture that it decodes.
 */
import { EncryptedPDFError, PDFArray, PDFDict, PDFDocument, PDFName, PDFRef, PDFStream, type PDFObject } from 'pdf-lib';
import sharp from 'sharp';
import {
  DOCUMENT_CONTENT_TYPES,
  DOCUMENT_MAX_BYTES,
  DOCUMENT_MAX_PAGES,
  DOCUMENT_MESSAGES,
  sniffDocumentFormat,
  type DocumentFormat,
} from '@rentfile/domain';
import { AppError } from '../errors.ts';

export interface CheckedDocument {
  format: DocumentFormat;
  contentType: string;
  pages: number;
}

/** Action types that run something when the file is opened or a page is shown. */
const ACTIVE_ACTIONS = new Set(['JavaScript', 'Launch', 'ImportData', 'Rendition']);
/** Dictionary keys that hold a script or start one. */
const ACTIVE_KEYS = new Set(['JS', 'JavaScript', 'Launch']);
/** The same names in the raw bytes: a cross-check for objects the parser skipped as broken. */
const RAW_ACTIVE = /\/(?:JavaScript|JS|Launch)(?=[\s/<>[\]()%]|$)/;
const MAX_INPUT_PIXELS = 100_000_000;

const refused = (code: 'UNSUPPORTED_MEDIA_TYPE' | 'PAYLOAD_TOO_LARGE' | 'UNPROCESSABLE', message: string) =>
  new AppError(code, message);

function isActive(obj: PDFObject | undefined, seen: Set<PDFObject>): boolean {
  if (!obj || seen.has(obj)) return false;
  seen.add(obj);
  const dict = obj instanceof PDFStream ? obj.dict : obj instanceof PDFDict ? obj : null;
  if (dict) {
    for (const [key, value] of dict.entries()) {
      const name = key.decodeText();
      if (ACTIVE_KEYS.has(name)) return true;
      if (name === 'S' && value instanceof PDFName && ACTIVE_ACTIONS.has(value.decodeText())) return true;
      if (!(value instanceof PDFRef) && isActive(value, seen)) return true;
    }
    return false;
  }
  if (obj instanceof PDFArray) return obj.asArray().some((item) => !(item instanceof PDFRef) && isActive(item, seen));
  return false;
}

/** True when any object of the PDF holds a script or an action that runs by itself. */
export function pdfHasActiveContent(doc: PDFDocument, raw: Buffer): boolean {
  if (RAW_ACTIVE.test(raw.toString('latin1'))) return true;
  const seen = new Set<PDFObject>();
  return doc.context.enumerateIndirectObjects().some(([, obj]) => isActive(obj, seen));
}

async function checkPdf(data: Buffer): Promise<number> {
  let doc: PDFDocument;
  try {
    doc = await PDFDocument.load(data, { throwOnInvalidObject: true, updateMetadata: false });
  } catch (err) {
    if (err instanceof EncryptedPDFError) throw refused('UNPROCESSABLE', DOCUMENT_MESSAGES.encryptedPdf);
    throw refused('UNPROCESSABLE', DOCUMENT_MESSAGES.corruptPdf);
  }
  if (doc.isEncrypted) throw refused('UNPROCESSABLE', DOCUMENT_MESSAGES.encryptedPdf);
  let pages: number;
  try {
    pages = doc.getPageCount();
    if (pages > 0) doc.getPage(pages - 1).getSize();
  } catch {
    throw refused('UNPROCESSABLE', DOCUMENT_MESSAGES.corruptPdf);
  }
  if (pages === 0) throw refused('UNPROCESSABLE', DOCUMENT_MESSAGES.corruptPdf);
  if (pages > DOCUMENT_MAX_PAGES) throw refused('UNPROCESSABLE', DOCUMENT_MESSAGES.tooManyPages);
  if (pdfHasActiveContent(doc, data)) throw refused('UNPROCESSABLE', DOCUMENT_MESSAGES.activePdf);
  return pages;
}

/** A JPEG or PNG must decode as what it announces. */
async function checkPicture(data: Buffer, format: 'jpeg' | 'png'): Promise<void> {
  try {
    const meta = await sharp(data, { limitInputPixels: MAX_INPUT_PIXELS }).metadata();
    if (meta.format !== format) throw new Error('format');
    await sharp(data, { limitInputPixels: MAX_INPUT_PIXELS }).resize(8, 8).raw().toBuffer();
  } catch {
    throw refused('UNSUPPORTED_MEDIA_TYPE', DOCUMENT_MESSAGES.unreadableImage);
  }
}

/**
 * A HEIC picture must hold the boxes every HEIF still picture has (ftyp, then meta with its item list); the
 * pixels are decoded when the picture becomes a page of the package.
 */
function checkHeic(data: Buffer): void {
  let at = 0;
  const boxes = new Set<string>();
  while (at + 8 <= data.length) {
    let size = data.readUInt32BE(at);
    const type = data.toString('latin1', at + 4, at + 8);
    if (size === 1 && at + 16 <= data.length) size = Number(data.readBigUInt64BE(at + 8));
    else if (size === 0) size = data.length - at;
    if (size < 8 || at + size > data.length) throw refused('UNSUPPORTED_MEDIA_TYPE', DOCUMENT_MESSAGES.unreadableImage);
    boxes.add(type);
    at += size;
  }
  if (!boxes.has('ftyp') || !boxes.has('meta') || !boxes.has('mdat'))
    throw refused('UNSUPPORTED_MEDIA_TYPE', DOCUMENT_MESSAGES.unreadableImage);
}

/** Checks an uploaded file by its content; answers its format, the content type it is stored with and its pages. */
export async function checkDocument(data: Buffer): Promise<CheckedDocument> {
  if (data.length === 0) throw refused('UNPROCESSABLE', DOCUMENT_MESSAGES.empty);
  if (data.length > DOCUMENT_MAX_BYTES) throw refused('PAYLOAD_TOO_LARGE', DOCUMENT_MESSAGES.tooLarge);
  const format = sniffDocumentFormat(data);
  if (!format) throw refused('UNSUPPORTED_MEDIA_TYPE', DOCUMENT_MESSAGES.notSupported);
  let pages = 1;
  if (format === 'pdf') pages = await checkPdf(data);
  else if (format === 'heic') checkHeic(data);
  else await checkPicture(data, format);
  return { format, contentType: DOCUMENT_CONTENT_TYPES[format], pages };
}

/**
 * The pages of a stored document, for its listing: one for a picture, the page count of a PDF that opens; null for
 * anything else (a file stored before the checks existed).
 */
export async function countPages(contentType: string, data: Buffer | null): Promise<number | null> {
  if (contentType.startsWith('image/')) return 1;
  if (contentType !== DOCUMENT_CONTENT_TYPES.pdf || !data) return null;
  try {
    const pages = (await PDFDocument.load(data, { ignoreEncryption: true, updateMetadata: false })).getPageCount();
    return pages > 0 ? pages : null;
  } catch {
    return null;
  }
}
