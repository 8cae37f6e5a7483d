/**
 * The landlord's documents as pages of the filing package (docs/product/rules.md#documents): a PDF keeps its
 * pages; a JPEG, PNG or HEIC photograph becomes one Letter page, turned upright and fitted within the margins.
 * Runs in the file worker (work/worker.ts), never on the event loop.
 */
import decodeHeic from 'heic-decode';
import { PDFDocument } from 'pdf-lib';
import sharp from 'sharp';
import { DOCUMENT_MESSAGES, IMAGE_MAX_PIXELS, sniffDocumentFormat } from '@rentfile/domain';
import { AppError } from '../errors.ts';
import { checkHeic } from '../services/documentUploads.ts';

/** US Letter in PDF points, with a half-inch margin around a photographed page. */
const LETTER = { width: 612, height: 792 };
const MARGIN = 36;
/** A photograph is scaled to at most this many pixels on its long side: 200 dpi across a Letter page. */
const MAX_SIDE = 2200;

async function pictureAsJpeg(data: Buffer): Promise<Buffer> {
  const format = sniffDocumentFormat(data);
  if (format === 'heic') {
    const image = await decodeHeic({ buffer: new Uint8Array(data) });
    return sharp(Buffer.from(image.data.buffer, image.data.byteOffset, image.data.byteLength), {
      raw: { width: image.width, height: image.height, channels: 4 },
    })
      .resize(MAX_SIDE, MAX_SIDE, { fit: 'inside', withoutEnlargement: true })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: 85 })
      .toBuffer();
  }
  return sharp(data, { limitInputPixels: IMAGE_MAX_PIXELS })
    .rotate()
    .resize(MAX_SIDE, MAX_SIDE, { fit: 'inside', withoutEnlargement: true })
    .flatten({ background: '#ffffff' })
    .jpeg({ quality: 85 })
    .toBuffer();
}

/** Adds a photograph to the document as one Letter page, centred and as large as the margins allow. */
async function addPicturePage(target: PDFDocument, data: Buffer): Promise<void> {
  // A HEIC stored before its size was checked at upload is checked before a pixel is decoded.
  if (sniffDocumentFormat(data) === 'heic') checkHeic(data);
  let jpeg: Buffer;
  try {
    jpeg = await pictureAsJpeg(data);
  } catch {
    throw new AppError('UNPROCESSABLE', DOCUMENT_MESSAGES.unreadableImage);
  }
  const image = await target.embedJpg(jpeg);
  const scale = Math.min((LETTER.width - 2 * MARGIN) / image.width, (LETTER.height - 2 * MARGIN) / image.height);
  const width = image.width * scale;
  const height = image.height * scale;
  target
    .addPage([LETTER.width, LETTER.height])
    .drawImage(image, { x: (LETTER.width - width) / 2, y: (LETTER.height - height) / 2, width, height });
}

/** Appends one stored document's pages to the target. */
export async function appendDocument(target: PDFDocument, data: Buffer): Promise<void> {
  if (sniffDocumentFormat(data) !== 'pdf') return addPicturePage(target, data);
  const source = await PDFDocument.load(data, { updateMetadata: false });
  const pages = await target.copyPages(source, source.getPageIndices());
  for (const page of pages) target.addPage(page);
}

/** The papers' PDF followed by each document's pages, in the order given. */
export async function appendDocuments(papers: Buffer, documents: ReadonlyArray<Buffer>): Promise<Buffer> {
  if (documents.length === 0) return papers;
  const target = await PDFDocument.load(papers, { updateMetadata: false });
  for (const data of documents) await appendDocument(target, data);
  return Buffer.from(await target.save());
}

/** One stored document as a PDF of its own (a photograph on a Letter page), as the court's upload takes it. */
export async function documentAsPdf(data: Buffer): Promise<Buffer> {
  if (sniffDocumentFormat(data) === 'pdf') return data;
  const target = await PDFDocument.create();
  await appendDocument(target, data);
  return Buffer.from(await target.save());
}
