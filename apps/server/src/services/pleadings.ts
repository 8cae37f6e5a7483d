/**
 * Pleadings (docs/product/data-and-rules.md#entities pleadings list, docs/product/data-and-rules.md#calls create-case-pleading-pdf): the server reads the case, its property,
 * the landlord's contact, the client's trial accommodations and the county court itself, builds the document
 * model, renders it in the worker pool and stores a copy of each generated paper for its owner.
 */
import {
  attorneyFee,
  paperReadinessErrors,
  propertySchema,
  representationRefusal,
  todayInNewJersey,
  pleadings,
  type Case,
  type ContactInfo,
  type CourtInfo,
  type Pleading,
  type Property,
} from '@rentfile/domain';
import type { pleadingPdfRequest, pleadingPdfResponse } from '@rentfile/contract';
import type { Readable } from 'node:stream';
import type { z } from 'zod';
import type { Db } from '../db/client.ts';
import { AppError, badRequest, notFound } from '../errors.ts';
import type { PaperFiles } from '../pleadings/paperFiles.ts';
import type { DocumentFiles } from '../storage/documentFiles.ts';
import type { PdfPool } from '../pleadings/pool.ts';
import { unprintableCharacters } from '../pleadings/fonts.ts';
import type { ClientRef, ClientRow } from '../repositories/clients.ts';
import { findContactInfo } from '../repositories/contactInfos.ts';
import * as repo from '../repositories/pleadings.ts';
import { courtInfoForCounty } from '../reference/service.ts';
import { getCase } from './cases.ts';
import { attachmentContents, caseAttachments, documentUrl } from './documents.ts';
import { enforceCaseRules } from './caseRules.ts';
import { getProperty } from './properties.ts';
import { toApiContactInfo } from './contactInfos.ts';
import { attorneyOfRecordFor } from './attorneys.ts';
import type { FileWork } from '../work/pool.ts';
import type { Actor } from './actor.ts';
import { afterFilingFacts, afterPostJudgmentPaper, recordEvent } from './afterFiling.ts';
import { claimAsFiledInput, claimAsIssued } from './issuedPapers.ts';

export type PleadingPdfRequest = z.infer<typeof pleadingPdfRequest>;
export type PleadingPdfResponse = z.infer<typeof pleadingPdfResponse>;

const NO_ACCOMMODATIONS: pleadings.TrialAccommodations = {
  interpreter: false,
  language: null,
  disability: false,
  accommodation: null,
};

/** The URL of a stored pleading; inline (to view in the browser) or as an attachment (docs/product/data-and-rules.md#calls x-url-type). */
export function pleadingFileUrl(caseId: number, templateName: string, inline: boolean): string {
  return `/api/pleadings/${caseId}/${templateName}/file${inline ? '?disposition=inline' : ''}`;
}

/** The county court office, or null when the county is missing or unknown (the papers then leave blanks). */
async function courtFor(db: Db, county: string | null | undefined): Promise<CourtInfo | null> {
  if (!county || county.trim() === '') return null;
  try {
    return await courtInfoForCounty(db, county);
  } catch (err) {
    if (err instanceof AppError && (err.code === 'NOT_FOUND' || err.code === 'BAD_REQUEST')) return null;
    throw err;
  }
}

function accommodationsOf(client: ClientRow | null): pleadings.TrialAccommodations {
  if (!client) return NO_ACCOMMODATIONS;
  return {
    interpreter: client.interpreter,
    language: client.language,
    disability: client.disability,
    accommodation: client.accommodation,
  };
}

/** A property built from the case's own copy of the address and owners, when the case has no property. */
function propertyFromCase(c: Case): Property {
  return propertySchema.parse({
    streetAddress: c.streetAddress,
    unitNo: c.unitNo,
    city: c.city,
    county: c.county,
    zipcode: c.zipcode,
    deedNames: c.deedNames,
  });
}

/** Everything the papers of one of the client's cases are made from; another client's case is a 404. */
/** The case's property, or one made from the case's own copy of the address and owners when it has none. */
async function propertyOfCase(db: Db, client: ClientRef, caseInfo: Case): Promise<Property> {
  if (!caseInfo.propertyId) return propertyFromCase(caseInfo);
  try {
    return await getProperty(db, client, caseInfo.propertyId);
  } catch (err) {
    if (!(err instanceof AppError && err.code === 'NOT_FOUND')) throw err;
    return propertyFromCase(caseInfo);
  }
}

export async function pleadingInputForCase(
  db: Db,
  client: ClientRow,
  caseId: number,
  now: Date = new Date(),
): Promise<pleadings.PleadingInput> {
  const caseInfo = await getCase(db, client, caseId);
  const property = await propertyOfCase(db, client, caseInfo);
  const contactId = property.contactInfoId ?? client.defaultContactInfoId;
  const contactRow = contactId ? await findContactInfo(db, client.id, contactId) : undefined;
  const input: pleadings.PleadingInput = {
    caseInfo,
    property,
    contactInfo: contactRow ? toApiContactInfo(contactRow) : null,
    accommodations: accommodationsOf(client),
    court: await courtFor(db, caseInfo.county ?? property.county),
    today: todayInNewJersey(now),
    attorney: await attorneyOfRecordFor(db, client, caseInfo.attorneyId),
    documents: await caseAttachments(db, client.id, caseId, caseInfo.propertyId),
  };
  const issued = await claimAsIssued(db, client, caseId);
  const afterFiling = await afterFilingFacts(db, client, caseId, input.today, filedClaimTotal(issued ?? input));
  return afterFiling ? { ...input, afterFiling } : input;
}

/**
 * The amount as filed: what the complaint claimed (its 9A total), which the Certification by Landlord counts the
 * payments since filing against, read from the papers the case stands on (the issued version's inputs, decision 0026);
 * from the case itself only for a case signed before papers were issued.
 */
export function filedClaimTotal(input: pleadings.PleadingInput): number {
  return pleadings.caseFacts(input).amountsTotal;
}

/**
 * Each post-judgment paper of one of the client's cases with why it cannot be made today, or null when it can: the
 * case view offers a paper when the court record makes it due (docs/product/rules.md#post-judgment).
 */
export async function postJudgmentPapers(
  db: Db,
  client: ClientRow,
  caseId: number,
  now: Date = new Date(),
): Promise<Array<{ templateName: pleadings.PostJudgmentTemplate; title: string; refusal: string | null }>> {
  const input = await pleadingInputForCase(db, client, caseId, now);
  const caseInfo = enforceCaseRules(input.caseInfo, { storedStatus: null, forPapers: true, now });
  return pleadings.POST_JUDGMENT_TEMPLATES.filter(
    (t) => t !== 'certification_by_landlords_attorney' || input.attorney != null,
  ).map((templateName) => ({
    templateName,
    title: pleadings.PLEADING_TITLES[templateName],
    refusal: postJudgmentFailure(templateName, { ...input, caseInfo }),
  }));
}

function guestInput(
  db: Db,
  client: ClientRow | null,
  guest: { caseInfo: Case; property: Property; contactInfo: ContactInfo | null },
  now: Date,
): Promise<pleadings.PleadingInput> {
  return courtFor(db, guest.caseInfo.county ?? guest.property.county).then((court) => ({
    caseInfo: guest.caseInfo,
    property: guest.property,
    contactInfo: guest.contactInfo,
    accommodations: accommodationsOf(client),
    court,
    today: todayInNewJersey(now),
  }));
}

/** 'Verified Complaint - 48 Elmora Avenue, Apt 2B.pdf', with characters unsafe in file names removed. */
export function pleadingFileName(title: string, address: string | null | undefined): string {
  const safe = (s: string) =>
    s
      .replace(/[\\/:*?"<>|\r\n\t]+/g, ' ')
      .replace(/\s+/g, ' ')
      .trim();
  const where = safe(address ?? '');
  return `${safe(title)}${where ? ` - ${where}` : ''}.pdf`.slice(0, 200);
}

/** Refuses papers holding characters no font of the papers has (an emoji in a name), rather than print a blank box. */
function checkPrintable(docs: pleadings.PleadingDocument[]): void {
  const missing = unprintableCharacters(docs.map(pleadings.documentText).join('\n'));
  if (missing.length > 0)
    throw badRequest(
      `Court papers cannot print ${missing.join(' ')}. Remove ${missing.length === 1 ? 'it' : 'them'} from the names and addresses of the case and try again.`,
    );
}

/** Refuses a paper that states the claim while a yes/no statement is unanswered or a readiness rule fails (previews excepted). */
function checkStatements(
  templateName: pleadings.PleadingTemplateName,
  input: pleadings.PleadingInput,
  isCLRSOnly: boolean,
): void {
  if (!pleadings.CLAIM_TEMPLATES.includes(templateName) || (isCLRSOnly && templateName !== 'verified_complaint'))
    return;
  const message = pleadings.unansweredStatementsMessage(input);
  if (message) throw badRequest(message);
  const unready = paperReadinessErrors(input.caseInfo, input.property, input.today, input.documents ?? null);
  if (unready.length > 0) throw badRequest(unready.join(' '));
}

/** Refuses a certification of lease and registration that would disagree with the complaint (rules.md#registration-where). */
function checkCertification(templateName: pleadings.PleadingTemplateName, input: pleadings.PleadingInput): void {
  if (!['clrs_form', 'print_all', 'print_all_individual'].includes(templateName)) return;
  const refusal = pleadings.clrsRefusal(input.caseInfo, pleadings.caseFacts(input).answers);
  if (refusal) throw badRequest(refusal);
}

/** Why a post-judgment paper cannot be made from the case and its court record today, or null. */
function postJudgmentFailure(
  templateName: pleadings.PostJudgmentTemplate,
  input: pleadings.PleadingInput,
): string | null {
  return pleadings.postJudgmentRefusal(templateName, input.caseInfo, input.today, {
    hasAttorney: input.attorney != null,
    afterFiling: input.afterFiling ?? null,
  });
}

/** Refuses a post-judgment paper the case cannot support today (docs/product/rules.md#post-judgment). */
function checkPostJudgment(templateName: pleadings.PleadingTemplateName, input: pleadings.PleadingInput): void {
  if (!pleadings.isPostJudgmentTemplate(templateName)) return;
  const refusal = postJudgmentFailure(templateName, input);
  if (refusal) throw badRequest(refusal);
}

/**
 * Refuses papers to file for an owner that may not file them itself without an attorney of record (guests included:
 * a guest has none), whatever the screen showed (docs/product/rules.md#representation). Previews stay available.
 */
export function checkRepresentation(
  templateName: pleadings.PleadingTemplateName,
  input: pleadings.PleadingInput,
): void {
  if (!pleadings.makesFiledPapers(templateName)) return;
  const refusal = representationFailure(input);
  if (refusal) throw badRequest(refusal);
}

/**
 * The representation rule's message for one of the client's stored cases (an order is the signed papers to file),
 * or null when its signed papers may be made.
 */
export async function representationFailureForCase(db: Db, client: ClientRef, caseId: number): Promise<string | null> {
  const caseInfo = await getCase(db, client, caseId);
  const property = await propertyOfCase(db, client, caseInfo);
  const attorney = await attorneyOfRecordFor(db, client, caseInfo.attorneyId);
  return representationFailure({
    caseInfo,
    property,
    contactInfo: null,
    accommodations: NO_ACCOMMODATIONS,
    court: null,
    today: todayInNewJersey(),
    attorney,
  });
}

/** The representation rule's message for a case's papers, or null when the signed papers may be made. */
export function representationFailure(input: pleadings.PleadingInput): string | null {
  const f = pleadings.caseFacts(input);
  return representationRefusal({
    ownershipType: f.ownershipType,
    ownerName: f.ownerName,
    ownerKind: f.landlord.kind,
    verifierRole: f.verifier?.role ?? null,
    attorney: input.attorney ?? null,
    attorneyFeeClaimed: attorneyFee(input.caseInfo) > 0,
  });
}

/**
 * What a stored case's paper is made from (decision 0026): the papers of a signed complaint from the inputs issued
 * when it was signed (checked then: what was signed is what is served); a paper that follows the filing from the
 * claim as filed with today's court record; anything else from the case as it stands.
 */
async function storedCaseInput(
  db: Db,
  client: ClientRow,
  caseId: number,
  templateName: pleadings.PleadingTemplateName,
  now: Date,
): Promise<pleadings.PleadingInput | { issued: pleadings.PleadingInput }> {
  if (!pleadings.isPostJudgmentTemplate(templateName)) {
    const issued = await claimAsIssued(db, client, caseId);
    if (issued) return { issued };
  }
  const live = await pleadingInputForCase(db, client, caseId, now);
  if (!pleadings.isPostJudgmentTemplate(templateName)) return live;
  return (await claimAsFiledInput(db, client, caseId, live)) ?? live;
}

/**
 * The papers of one of the client's cases as they would be signed now, once every rule the papers to file keep holds
 * (the case rules, the statements and the papers' readiness, representation, the certification of lease and
 * registration, printable text); throws the first refusal (400) otherwise. Signing issues exactly this input.
 */
export async function papersToSign(
  db: Db,
  client: ClientRow,
  caseId: number,
  now: Date,
): Promise<pleadings.PleadingInput> {
  const read = await pleadingInputForCase(db, client, caseId, now);
  const input = { ...read, caseInfo: enforceCaseRules(read.caseInfo, { storedStatus: null, forPapers: true, now }) };
  const templateName = 'print_all';
  checkRepresentation(templateName, input);
  checkStatements(templateName, input, false);
  checkCertification(templateName, input);
  checkPrintable(pleadings.buildPleadings(templateName, input, { isCLRSOnly: false }));
  return input;
}

export interface GenerateOptions {
  /** The x-url-type: view header: URLs open the PDF inline rather than download it. */
  inline: boolean;
  now?: Date;
  /** Aborted when nobody waits for the papers any more (the client hung up): their rendering stops. */
  signal?: AbortSignal;
  /** Who asked for the papers: stored papers land on the case's timeline under this name. */
  actor?: Actor;
}

/**
 * POST create-case-pleading-pdf (docs/product/data-and-rules.md#calls). The case (stored or posted) must keep every case rule, its period labels are
 * computed anew, and a post-judgment paper needs a judgment for possession (docs/product/rules.md). With guestData, renders the posted data and stores nothing (anyone
 * may call it). Otherwise the caller must be signed in and own the case; each paper generated (previews
 * excepted) is stored, and fileUrl/fileUrls point at the stored copies, fetched from there (fileData is null).
 * A paper not stored (a preview) is answered in fileData, in base64.
 */
export async function generatePleadingPdf(
  db: Db,
  {
    pool,
    paperFiles,
    documentFiles,
    fileWork,
  }: { pool: PdfPool; paperFiles: PaperFiles | null; documentFiles: DocumentFiles; fileWork: FileWork },
  client: ClientRow | null,
  body: PleadingPdfRequest,
  options: GenerateOptions,
): Promise<PleadingPdfResponse> {
  const now = options.now ?? new Date();
  const isCLRSOnly = body.isCLRSOnly === true;
  const guest = body.guestData ? body.guestData : null;
  if (!guest && !client) throw new AppError('UNAUTHORIZED', 'Sign in to continue.');
  if (!guest && body.caseId === undefined) throw badRequest('caseId is required.');
  const read = guest
    ? await guestInput(db, client, guest, now)
    : await storedCaseInput(db, client!, body.caseId!, body.templateName, now);
  const input =
    'issued' in read
      ? read.issued
      : { ...read, caseInfo: enforceCaseRules(read.caseInfo, { storedStatus: null, forPapers: true, now }) };
  checkPostJudgment(body.templateName, input);
  if (!('issued' in read)) {
    checkRepresentation(body.templateName, input);
    if (!guest) checkStatements(body.templateName, input, isCLRSOnly);
    if (!guest) checkCertification(body.templateName, input);
  }
  if (
    !guest &&
    client &&
    body.orderId != null &&
    !(await repo.orderBelongsToCase(db, client.id, body.caseId!, body.orderId))
  )
    throw notFound('Order');

  const docs = pleadings.buildPleadings(body.templateName, input, { isCLRSOnly });
  checkPrintable(docs);
  const facts = pleadings.caseFacts(input);
  const address = body.fileNameAddress ?? facts.premises.street;
  const renderOptions = options.signal ? { signal: options.signal } : {};
  const store = !guest && !pleadings.PREVIEW_TEMPLATES.includes(body.templateName);
  if (!store) {
    // A paper not stored is answered inline, in base64 encoded by the worker, not on the event loop.
    const first = docs[0]!;
    return {
      fileName: pleadingFileName(first.title, address),
      fileData: await pool.renderBase64(first, renderOptions),
      fileUrl: null,
      fileUrls: [],
    };
  }

  const rendered = await Promise.all(
    docs.map(async (doc) => ({
      doc,
      data: await pool.render(doc, renderOptions),
      fileName: pleadingFileName(doc.title, address),
    })),
  );
  // The one-file package ends with the landlord's documents, so that it is exactly what is filed (docs/product/rules.md#documents).
  const packageDocs = isCLRSOnly
    ? facts.attachments.filter((a) => a.kind === 'lease' || a.kind === 'registration')
    : facts.attachments;
  const attached =
    body.templateName === 'print_all' && !guest
      ? await attachmentContents(
          db,
          documentFiles,
          client!.id,
          packageDocs.map((a) => a.id),
        )
      : [];
  const files =
    attached.length > 0
      ? [{ ...rendered[0]!, data: await fileWork.appendDocuments(rendered[0]!.data, attached, renderOptions) }]
      : rendered;
  const caseId = body.caseId!;
  // On the embedded database the bytes are written as files, off the event loop, before their rows.
  if (paperFiles)
    await Promise.all(
      files.map((f) => paperFiles.write({ clientId: client!.id, caseId, templateName: f.doc.templateName }, f.data)),
    );
  // The papers of one request are stored together or not at all.
  await db.transaction(async (tx) => {
    for (const f of files) {
      await repo.upsertPleading(tx, client!.id, {
        caseId,
        orderId: body.orderId ?? null,
        templateName: f.doc.templateName,
        name: f.doc.title,
        fileName: f.fileName,
        data: paperFiles ? null : f.data,
      });
    }
    const actor = options.actor ?? { name: 'The account holder' };
    await recordEvent(tx, client!, caseId, 'paper_made', `Made: ${files.map((f) => f.doc.title).join(', ')}`, actor);
    await afterPostJudgmentPaper(tx, client!, caseId, body.templateName, actor);
  });
  // Stored papers are fetched by their URL (streamed), never sent in this answer.
  const fileUrls = files.map((f) => ({
    name: f.doc.title,
    url: pleadingFileUrl(caseId, f.doc.templateName, options.inline),
  }));
  // One file per paper: each attached document is its own PDF beside the papers.
  if (body.templateName === 'print_all_individual')
    fileUrls.push(...packageDocs.map((a) => ({ name: a.title, url: `${documentUrl(a.id)}?as=pdf` })));
  return { fileName: files[0]!.fileName, fileData: null, fileUrl: fileUrls[0]!.url, fileUrls };
}

/**
 * GET pleadings/{caseId} (docs/product/data-and-rules.md#entities pleadings list): the papers the case offers, with drafted and updated from
 * their stored copies (null when not generated yet).
 */
export async function listPleadings(db: Db, client: ClientRef, caseId: number): Promise<Pleading[]> {
  const caseInfo = await getCase(db, client, caseId);
  const stored = new Map((await repo.listPleadings(db, client.id, caseId)).map((p) => [p.templateName, p]));
  return pleadings.pleadingsWithTemplates(caseInfo).map(({ name, templateName }) => {
    const copy = stored.get(templateName);
    return { name, templateName, drafted: copy?.drafted ?? null, updated: copy?.updated ?? null };
  });
}

/** The stored PDF of one of the client's pleadings, as bytes or as a stream of its file; anything else is a 404. */
export async function pleadingFile(
  db: Db,
  paperFiles: PaperFiles | null,
  client: ClientRef,
  caseId: number,
  templateName: string,
): Promise<{ fileName: string; data: Buffer } | { fileName: string; stream: Readable; size: number }> {
  const file = await repo.findPleadingFile(db, client.id, caseId, templateName);
  if (!file) throw notFound('Pleading');
  if (file.data) return { fileName: file.fileName, data: file.data };
  const stored = await paperFiles?.open({ clientId: client.id, caseId, templateName });
  if (!stored) throw notFound('Pleading');
  return { fileName: file.fileName, ...stored };
}

/** Removes the files of a deleted case's papers (the embedded database; on PostgreSQL they went with their rows). */
export async function forgetCasePapers(
  paperFiles: PaperFiles | null,
  client: ClientRef,
  caseId: number,
): Promise<void> {
  await paperFiles?.removeCase(client.id, caseId);
}

/** Removes the files of papers whose rows went with their cases (cases deleted with their property). */
export async function forgetPapersWithoutCases(
  db: Db,
  paperFiles: PaperFiles | null,
  client: ClientRef,
): Promise<void> {
  if (!paperFiles) return;
  await paperFiles.keepOnlyCases(client.id, await repo.caseIdsWithPleadings(db, client.id));
}
