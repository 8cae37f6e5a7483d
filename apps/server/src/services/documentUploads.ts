/**
 * The content checks of an attached document (docs/product/rules.md#documents): the format its bytes announce,
 * its size, and for a PDF that it opens, is not encrypted, has a sane page count and carries no script or
 * automatic action; for a picture that it decodes.
 */
import {
  EncryptedPDFError,
  PDFArray,
  PDFDict,
  PDFDocument,
  PDFName,
  PDFRef,
  PDFStream,
  type PDFContext,
  type PDFObject,
} from 'pdf-lib';
import sharp from 'sharp';
import {
  DOCUMENT_CONTENT_TYPES,
  DOCUMENT_MAX_BYTES,
  DOCUMENT_MAX_PAGES,
  DOCUMENT_MESSAGES,
  IMAGE_MAX_PIXELS,
  sniffDocumentFormat,
  type DocumentFormat,
} from '@rentfile/domain';
import { AppError } from '../errors.ts';

export interface CheckedDocument {
  format: DocumentFormat;
  contentType: string;
  pages: number;
}

/** Action types that run something, send the form's data or open another file when the file is opened or a page is shown. */
const ACTIVE_ACTIONS = new Set(['JavaScript', 'Launch', 'ImportData', 'Rendition', 'SubmitForm', 'GoToR', 'GoToE']);
/** Dictionary keys that hold a script, start one, hold an XFA form or carry files of their own. */
const ACTIVE_KEYS = new Set(['JS', 'JavaScript', 'Launch', 'XFA', 'EmbeddedFiles', 'EmbeddedFile']);
/** Keys whose action runs by itself (on opening, on a page or a field's event): a web address there is opened unasked. */
const AUTOMATIC_KEYS = new Set(['OpenAction', 'AA']);
/** The same names in the raw bytes: a cross-check for objects the parser skipped as broken. */
const RAW_ACTIVE = /\/(?:JavaScript|JS|Launch|XFA|EmbeddedFiles?|SubmitForm|GoToR|GoToE)(?=[\s/<>[\]()%]|$)/;

const refused = (code: 'UNSUPPORTED_MEDIA_TYPE' | 'PAYLOAD_TOO_LARGE' | 'UNPROCESSABLE', message: string) =>
  new AppError(code, message);

/** True when an automatic action (or one of the actions under it) opens a web address. */
function opensAddress(obj: PDFObject | undefined, context: PDFContext, depth = 0): boolean {
  const value = obj instanceof PDFRef ? context.lookup(obj) : obj;
  if (depth > 8 || !(value instanceof PDFDict)) return false;
  const kind = value.get(PDFName.of('S'));
  if (kind instanceof PDFName && kind.decodeText() === 'URI') return true;
  return [...value.entries()].some(([, v]) => opensAddress(v, context, depth + 1));
}

function isActive(obj: PDFObject | undefined, seen: Set<PDFObject>, context: PDFContext): boolean {
  if (!obj || seen.has(obj)) return false;
  seen.add(obj);
  const dict = obj instanceof PDFStream ? obj.dict : obj instanceof PDFDict ? obj : null;
  if (dict) {
    for (const [key, value] of dict.entries()) {
      const name = key.decodeText();
      if (ACTIVE_KEYS.has(name)) return true;
      if (AUTOMATIC_KEYS.has(name) && opensAddress(value, context)) return true;
      if (name === 'S' && value instanceof PDFName && ACTIVE_ACTIONS.has(value.decodeText())) return true;
      if (name === 'Type' && value instanceof PDFName && value.decodeText() === 'EmbeddedFile') return true;
      if (!(value instanceof PDFRef) && isActive(value, seen, context)) return true;
    }
    return false;
  }
  if (obj instanceof PDFArray)
    return obj.asArray().some((item) => !(item instanceof PDFRef) && isActive(item, seen, context));
  return false;
}

/** True when any object of the PDF holds a script, an action that runs by itself, a form that sends, or a file. */
export function pdfHasActiveContent(doc: PDFDocument, raw: Buffer): boolean {
  if (RAW_ACTIVE.test(raw.toString('latin1'))) return true;
  const seen = new Set<PDFObject>();
  return doc.context.enumerateIndirectObjects().some(([, obj]) => isActive(obj, seen, doc.context));
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

/** A JPEG or PNG must decode as what it announces, within IMAGE_MAX_PIXELS (read from its header first). */
async function checkPicture(data: Buffer, format: 'jpeg' | 'png'): Promise<void> {
  let pixels: number;
  try {
    const meta = await sharp(data, { limitInputPixels: false }).metadata();
    if (meta.format !== format) throw new Error('format');
    pixels = (meta.width ?? 0) * (meta.height ?? 0);
  } catch {
    throw refused('UNSUPPORTED_MEDIA_TYPE', DOCUMENT_MESSAGES.unreadableImage);
  }
  if (pixels > IMAGE_MAX_PIXELS) throw refused('UNPROCESSABLE', DOCUMENT_MESSAGES.imageTooLarge);
  try {
    await sharp(data, { limitInputPixels: IMAGE_MAX_PIXELS }).resize(8, 8).raw().toBuffer();
  } catch {
    throw refused('UNSUPPORTED_MEDIA_TYPE', DOCUMENT_MESSAGES.unreadableImage);
  }
}

/** The boxes of an ISO media file between start and end: type, where its content starts, where it ends. */
function boxesOf(data: Buffer, start: number, end: number): Array<{ type: string; from: number; to: number }> {
  const boxes: Array<{ type: string; from: number; to: number }> = [];
  let at = start;
  while (at + 8 <= end) {
    let size = data.readUInt32BE(at);
    let header = 8;
    const type = data.toString('latin1', at + 4, at + 8);
    if (size === 1 && at + 16 <= end) {
      size = Number(data.readBigUInt64BE(at + 8));
      header = 16;
    } else if (size === 0) size = end - at;
    if (size < header || at + size > end) throw refused('UNSUPPORTED_MEDIA_TYPE', DOCUMENT_MESSAGES.unreadableImage);
    boxes.push({ type, from: at + header, to: at + size });
    at += size;
  }
  return boxes;
}

/**
 * A HEIC picture must hold the boxes every HEIF still picture has (ftyp, then meta with its item list and the
 * sizes of its images, ispe), and no image may declare more than IMAGE_MAX_PIXELS: read before a pixel is decoded,
 * since a 15 KB file decoded to 134 megapixels and 1.3 GB of memory.
 */
export function checkHeic(data: Buffer): void {
  const top = boxesOf(data, 0, data.length);
  const types = new Set(top.map((b) => b.type));
  const meta = top.find((b) => b.type === 'meta');
  if (!types.has('ftyp') || !meta || !types.has('mdat'))
    throw refused('UNSUPPORTED_MEDIA_TYPE', DOCUMENT_MESSAGES.unreadableImage);
  // meta is a full box (4 bytes of version and flags); its properties sit in iprp > ipco.
  const iprp = boxesOf(data, meta.from + 4, meta.to).find((b) => b.type === 'iprp');
  const ipco = iprp ? boxesOf(data, iprp.from, iprp.to).find((b) => b.type === 'ipco') : undefined;
  const sizes = ipco ? boxesOf(data, ipco.from, ipco.to).filter((b) => b.type === 'ispe' && b.to - b.from >= 12) : [];
  if (sizes.length === 0) throw refused('UNSUPPORTED_MEDIA_TYPE', DOCUMENT_MESSAGES.unreadableImage);
  for (const ispe of sizes) {
    const pixels = data.readUInt32BE(ispe.from + 4) * data.readUInt32BE(ispe.from + 8);
    if (pixels > IMAGE_MAX_PIXELS) throw refused('UNPROCESSABLE', DOCUMENT_MESSAGES.imageTooLarge);
  }
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
