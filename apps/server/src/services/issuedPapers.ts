/**
 * The papers of a case as issued (decision 0026, docs/product/rules.md#signed-papers): which version a case stands
 * on, what it was made from, and the claim as filed that the papers after filing read.
 */
import { claimAsFiled, type pleadings } from '@rentfile/domain';
import type { IssuedVersion } from '@rentfile/contract';
import type { Db } from '../db/client.ts';
import type { ClientRef } from '../repositories/clients.ts';
import * as repo from '../repositories/issuedPapers.ts';

export type IssuedPapersRow = repo.IssuedPapersRow;

/**
 * The version of the papers a case stands on (signed, not superseded, not reopened for correction), or undefined:
 * a case counts as signed when this and its order exist.
 */
export function issuedVersion(db: Db, client: ClientRef, caseId: number): Promise<IssuedPapersRow | undefined> {
  return repo.findIssuedVersion(db, client.id, caseId);
}

/** What the issued papers were made from. */
export function inputsOf(row: IssuedPapersRow): pleadings.PleadingInput {
  return JSON.parse(row.inputs) as pleadings.PleadingInput;
}

/** The inputs of the papers the case stands on, or null when it stands on none (not signed, or reopened). */
export async function claimAsIssued(
  db: Db,
  client: ClientRef,
  caseId: number,
): Promise<pleadings.PleadingInput | null> {
  const row = await issuedVersion(db, client, caseId);
  return row ? inputsOf(row) : null;
}

/**
 * The input of a paper that follows the filing (the Certification by Landlord, the warrant request): the claim as
 * issued with the court's record as it stands (`live`), dated `today`; null when the case stands on no issued papers
 * (signed before papers were issued), whose papers then read the case.
 */
export async function claimAsFiledInput(
  db: Db,
  client: ClientRef,
  caseId: number,
  live: pleadings.PleadingInput,
): Promise<pleadings.PleadingInput | null> {
  const issued = await claimAsIssued(db, client, caseId);
  if (!issued) return null;
  return {
    ...issued,
    caseInfo: claimAsFiled(issued.caseInfo, live.caseInfo),
    today: live.today,
    ...(live.afterFiling ? { afterFiling: live.afterFiling } : {}),
  };
}

/** A stored version as the case view lists it. */
export function toIssuedVersion(row: IssuedPapersRow, latestStanding: boolean, signed: boolean): IssuedVersion {
  return {
    version: row.version,
    signedOn: row.signedOn,
    signedAt: row.signedAt,
    signerName: row.signerName,
    signedBy: row.signedBy,
    contentHash: row.contentHash,
    state: row.supersededAt || !latestStanding ? 'superseded' : signed ? 'current' : 'reopened',
  };
}

/** Every version of a case's papers, the first first (the case must be the client's: callers check). */
export async function listIssuedVersions(
  db: Db,
  client: ClientRef,
  caseId: number,
  signed: boolean,
): Promise<IssuedVersion[]> {
  const rows = await repo.listIssuedPapers(db, client.id, caseId);
  const last = rows[rows.length - 1];
  return rows.map((r) => toIssuedVersion(r, r === last, signed));
}
