/**
 * Signing the complaint (docs/product/rules.md#signed-papers, decision 0026): one operation that saves what Review &
 * Sign sends, checks every rule the papers to file keep, issues the papers (their inputs as canonical JSON with a
 * SHA-256, the date and who signed), marks the earlier version superseded and creates the complaint's order, in one
 * transaction. Before filing, "Correct the papers" reopens a signed complaint for editing; after filing it cannot be.
 */
import { createHash } from 'node:crypto';
import type { z } from 'zod';
import {
  canEditCase,
  canonicalJson,
  CASE_STATUSES,
  isSignedCase,
  ORDER_DEFAULTS,
  pleadings,
  SIGNING_MESSAGES,
  todayInNewJersey,
  ACTION_COMPLETE_VERIFIED_COMPLAINT,
} from '@rentfile/domain';
import type { IssuedVersion, SignedPapers, signatureRequest } from '@rentfile/contract';
import type { Db } from '../db/client.ts';
import { AppError, badRequest } from '../errors.ts';
import type { ClientRef, ClientRow } from '../repositories/clients.ts';
import * as repo from '../repositories/issuedPapers.ts';
import { deletePleadingsExcept } from '../repositories/pleadings.ts';
import type { Actor } from './actor.ts';
import { recordEvent } from './afterFiling.ts';
import type { CaseSnapshots } from './caseSnapshots.ts';
import { loadClientCase, updateCase } from './cases.ts';
import { issuedVersion, listIssuedVersions, toIssuedVersion } from './issuedPapers.ts';
import { createOrder, listCaseOrders } from './orders.ts';
import { papersToSign } from './pleadings.ts';

export type SignatureInput = z.infer<typeof signatureRequest>;

/** The complaint's order (flow 01): the one it has, else a new one. */
async function complaintOrder(tx: Db, client: ClientRef, caseId: number): Promise<number> {
  const [order] = await listCaseOrders(tx, client, caseId, ORDER_DEFAULTS.flowType);
  return order?.id ?? (await createOrder(tx, client, { caseId, ...ORDER_DEFAULTS })).id;
}

/**
 * signCase's work inside the caller's transaction (the guest path signs a case it has just stored, in its own
 * transaction): throws a 400 with the rule's words, and the caller's transaction then writes nothing.
 */
export async function signInTransaction(
  tx: Db,
  client: ClientRow,
  caseId: number,
  signature: SignatureInput,
  actor: Actor,
  now: Date,
): Promise<SignedPapers> {
  const before = (await loadClientCase(tx, client, caseId)).row;
  const signerName = (signature.signatureText ?? before.signatureText ?? '').trim();
  if (signerName === '') throw badRequest(SIGNING_MESSAGES.nameMissing);
  const standing = isSignedCase(before) ? await issuedVersion(tx, client, caseId) : undefined;
  if (standing) {
    // Submitting the signed papers again changes nothing of them: a change goes through "Correct the papers".
    await updateCase(tx, client, caseId, { caseInfo: signature }, actor);
    return { orderId: await complaintOrder(tx, client, caseId), version: toIssuedVersion(standing, true, true) };
  }
  const today = todayInNewJersey(now);
  await updateCase(
    tx,
    client,
    caseId,
    {
      caseInfo: { ...signature, signatureText: signerName, vcDateDrafted: today },
      status: CASE_STATUSES.complete,
      submitted: true,
    },
    actor,
    null,
    'sign',
  );
  const input = await papersToSign(tx, client, caseId, now);
  const orderId = await complaintOrder(tx, client, caseId);
  await repo.supersedeIssuedPapers(tx, client.id, caseId);
  const inputs = canonicalJson(input);
  const row = await repo.insertIssuedPapers(tx, client.id, {
    caseId,
    inputs,
    contentHash: createHash('sha256').update(inputs).digest('hex'),
    signedOn: today,
    signerName,
    signedBy: actor.name,
    orderId,
  });
  // Papers stored before this signing were made from the case as it then stood: they are made anew from the issued inputs.
  await deletePleadingsExcept(tx, client.id, caseId, pleadings.POST_JUDGMENT_TEMPLATES);
  await recordEvent(
    tx,
    client,
    caseId,
    'papers_signed',
    `Papers signed by ${signerName} (version ${row.version})`,
    actor,
  );
  return { orderId, version: toIssuedVersion(row, true, true) };
}

/** POST /api/cases/{id}/sign: signs the complaint in one transaction (signInTransaction). */
export async function signCase(
  db: Db,
  client: ClientRow,
  caseId: number,
  signature: SignatureInput,
  actor: Actor,
  snapshots: CaseSnapshots | null = null,
  now = new Date(),
): Promise<SignedPapers> {
  const signed = await db.transaction((tx) => signInTransaction(tx, client, caseId, signature, actor, now));
  snapshots?.delete(client.id, caseId);
  return signed;
}

/**
 * POST /api/cases/{id}/correct: reopens a signed complaint before it is filed (status back to Review & Sign, no
 * longer submitted); its papers stay as issued, listed, until it is signed again, which supersedes them. A filed,
 * closed or unsigned complaint is refused.
 */
export async function correctPapers(
  db: Db,
  client: ClientRef,
  caseId: number,
  actor: Actor,
  snapshots: CaseSnapshots | null = null,
): Promise<IssuedVersion[]> {
  const versions = await db.transaction(async (tx) => {
    const { row: before, court } = await loadClientCase(tx, client, caseId);
    if (!canEditCase(before)) throw new AppError('CONFLICT', SIGNING_MESSAGES.closed);
    if (court.record || before.vcDateFiled) throw badRequest(SIGNING_MESSAGES.filed);
    if (!isSignedCase(before)) throw badRequest(SIGNING_MESSAGES.notSigned);
    await updateCase(
      tx,
      client,
      caseId,
      {
        caseInfo: { actions: before.actions.filter((a) => a.actionId !== ACTION_COMPLETE_VERIFIED_COMPLAINT) },
        status: CASE_STATUSES.sign,
        submitted: false,
      },
      actor,
      null,
      'correct',
    );
    await deletePleadingsExcept(tx, client.id, caseId, pleadings.POST_JUDGMENT_TEMPLATES);
    await recordEvent(tx, client, caseId, 'papers_reopened', 'Papers reopened for correction', actor);
    return listIssuedVersions(tx, client, caseId, false);
  });
  snapshots?.delete(client.id, caseId);
  return versions;
}

/** GET /api/cases/{id}/issued-papers: the versions of the case's papers, the first first. */
export async function getIssuedPapers(db: Db, client: ClientRef, caseId: number): Promise<IssuedVersion[]> {
  const { row } = await loadClientCase(db, client, caseId);
  return listIssuedVersions(db, client, caseId, isSignedCase(row));
}
