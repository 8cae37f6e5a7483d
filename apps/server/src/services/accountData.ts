/**
 * A user's own data: all of it in one zip archive (data.json with every row kept for them, their papers, uploaded
 * documents and picture), and the deletion of their account with all of it. Both only for the signed-in user
 * themself (never under impersonation), and both written to the audit log.
 */
import { once } from 'node:events';
import { PassThrough, type Readable } from 'node:stream';
import { strToU8, Zip, ZipDeflate, ZipPassThrough } from 'fflate';
import { emailAttemptKeys } from '../auth/limits.ts';
import type { TokenRevocations } from '../auth/revocations.ts';
import type { Config } from '../config.ts';
import type { Db } from '../db/client.ts';
import { AppError } from '../errors.ts';
import type { PaperFiles } from '../pleadings/paperFiles.ts';
import { findAccountById } from '../repositories/accounts.ts';
import { deleteClientAndAccount, readAvatar, readClientRows, readPleadingFile } from '../repositories/accountData.ts';
import { findDocumentRef } from '../repositories/documents.ts';
import type { DocumentFiles } from '../storage/documentFiles.ts';
import { recordAudit } from '../repositories/audit.ts';
import type { ClientRef } from '../repositories/clients.ts';
import { endSignIns, verifyOwnPassword } from '../auth/accounts.ts';

export interface Caller {
  client: ClientRef;
  actor: ClientRef | null;
}

function ownOnly(caller: Caller, what: string): void {
  if (caller.actor && caller.actor.id !== caller.client.id)
    throw new AppError('FORBIDDEN', `An administrator acting as another user cannot ${what}.`);
}

/** A name that is safe as one part of a path in the archive. */
const safeName = (name: string) =>
  [...name]
    .map((c) => (c.charCodeAt(0) < 0x20 || c.charCodeAt(0) === 0x7f || '/\\:*?"<>|'.includes(c) ? '_' : c))
    .join('')
    .replace(/^\.+/, '_')
    .slice(0, 150) || 'file';

const AVATAR_EXTENSIONS: Record<string, string> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/webp': 'webp',
  'image/gif': 'gif',
};

/**
 * The archive of everything kept for the caller, streamed as it is made: data.json first, then each paper and
 * document read one at a time, so memory holds one file at most.
 */
export async function exportAccountData(
  db: Db,
  paperFiles: PaperFiles | null,
  documentFiles: DocumentFiles,
  caller: Caller,
): Promise<Readable> {
  ownOnly(caller, 'download their data');
  const { client } = caller;
  // Logged first, so the archive's audit log shows this export too.
  await recordAudit(db, { actorAuth0Id: client.auth0Id, subjectAuth0Id: client.auth0Id, action: 'account.export' });
  const rows = await readClientRows(db, client.id, client.auth0Id);

  const out = new PassThrough();
  const zip = new Zip((err, chunk, final) => {
    if (err) out.destroy(err);
    else {
      out.write(chunk);
      if (final) out.end();
    }
  });
  const add = async (path: string, bytes: Uint8Array, compress: boolean) => {
    const entry = compress ? new ZipDeflate(path, { level: 6 }) : new ZipPassThrough(path);
    zip.add(entry);
    entry.push(bytes, true);
    if (out.writableNeedDrain) await once(out, 'drain');
  };
  const data = { exportedAt: new Date().toISOString(), format: 'RentFile NJ data export 1', ...rows };

  const write = async () => {
    await add('data.json', strToU8(JSON.stringify(data, null, 2)), true);
    for (const p of rows.pleadings) {
      const bytes =
        (await readPleadingFile(db, client.id, p.id)) ??
        (await paperFiles?.read({ clientId: client.id, caseId: p.caseId, templateName: p.templateName }));
      if (bytes) await add(`papers/case-${p.caseId}/${p.id}-${safeName(p.fileName)}`, bytes, false);
    }
    for (const d of rows.documents) {
      const ref = await findDocumentRef(db, client.id, d.id);
      const bytes = ref && (await documentFiles.load(ref));
      const folder = d.caseId !== null ? `case-${d.caseId}` : `property-${d.propertyId ?? 'none'}`;
      if (bytes) await add(`documents/${folder}/${d.id}-${safeName(d.name)}`, bytes, false);
    }
    const avatar = await readAvatar(db, client.id);
    if (avatar) await add(`picture.${AVATAR_EXTENSIONS[avatar.contentType] ?? 'bin'}`, avatar.data, false);
    zip.end();
  };
  write().catch((err: unknown) => out.destroy(err instanceof Error ? err : new Error(String(err))));
  return out;
}

export const PASSWORD_NEEDED_MESSAGE = 'Enter your password to delete your account.';

/**
 * Deletes the caller's account and everything kept for them. With the built-in sign-in, the password is asked
 * again and the account goes too; with an external provider, the account there stays (only its data here goes).
 * Every sign-in ends first, so no token of the account can be used while, or after, its data is deleted.
 */
export async function deleteOwnAccount(
  db: Db,
  config: Config,
  revocations: TokenRevocations,
  paperFiles: PaperFiles | null,
  input: Caller & { password: string | undefined; ip: string },
): Promise<void> {
  ownOnly(input, 'delete their account');
  const { client } = input;
  let accountEmail: string | null = null;
  if (!config.externalAuth) {
    const account = await findAccountById(db, client.auth0Id);
    if (!account) throw new AppError('NOT_FOUND', 'Account not found.');
    if (!input.password) throw new AppError('BAD_REQUEST', PASSWORD_NEEDED_MESSAGE);
    await verifyOwnPassword(db, account, input.password, input.ip);
    accountEmail = account.email;
    await endSignIns(db, revocations, account.id);
  } else {
    await revocations.revoke(client.auth0Id);
  }
  const attempts = accountEmail === null ? null : emailAttemptKeys(accountEmail);
  await deleteClientAndAccount(db, {
    clientId: client.id,
    subject: client.auth0Id,
    accountId: config.externalAuth ? null : client.auth0Id,
    attemptKeys: attempts?.keys ?? [],
    attemptKeyPrefix: attempts?.prefix ?? null,
  });
  await paperFiles?.removeClient(client.id);
  await recordAudit(db, {
    actorAuth0Id: client.auth0Id,
    subjectAuth0Id: client.auth0Id,
    action: 'account.delete',
    detail: { externalProvider: config.externalAuth },
  });
}
