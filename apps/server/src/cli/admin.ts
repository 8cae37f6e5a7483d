/**
 * Operator command: npm run admin -- <command> [arguments]. Opens the same database as the server
 * (DATABASE_URL, or the embedded one in DATA_DIR).
 */
import { pathToFileURL } from 'node:url';
import { loadSigningKeys } from '../auth/keys.ts';
import { TOKEN_VERSION_CLAIM, TokenRevocations } from '../auth/revocations.ts';
import { builtInIssuer, mintAccessToken } from '../auth/tokens.ts';
import { ConfigError, loadConfig, type Config } from '../config.ts';
import { openDatabase, type Db } from '../db/client.ts';
import { DataDirLockedError } from '../db/lock.ts';
import { AppError } from '../errors.ts';
import { BackupError, restoreBackup, verifyBackup } from '../services/backups.ts';
import { findAccountByEmail, setAccountAdmin } from '../repositories/accounts.ts';
import { recordAudit } from '../repositories/audit.ts';
import { ensureClient, findClientByEmail, updateClient } from '../repositories/clients.ts';
import { setOfficePublished } from '../repositories/socialServiceOffices.ts';
import { upsertCourtInfoOverride } from '../repositories/reference.ts';
import { COURT_PHONE, COURT_PHONE_FIELDS } from '../reference/data.ts';
import { countyByName, courtInfoForCounty, courtValue } from '../reference/service.ts';
import { COURT_FIELD_LABELS, COURT_FIELDS, todayInNewJersey, type CourtField } from '@rentfile/domain';
import { registerAccount, setAccountPassword } from '../auth/accounts.ts';

const USAGE = `Usage: npm run admin -- <command>

  create-user <email> <first name> <last name> <password>   create an account of the built-in sign-in
  reset-password <email> <new password>                     set a user's password
  grant-admin <email>                                       let a user act as other users (as-user)
  revoke-admin <email>                                      take that right away
  token <email> [minutes]                                   print an access token (default 15 minutes)
  publish-office <id>                                       publish a public housing office to everyone
  verify-backup <file>                                      check a backup file through (it may run beside the server)
  restore <file>                                            restore a backup of the embedded database into DATA_DIR
                                                            (the server stopped; what was there is moved aside)
  set-court-field <county> <field> <value|-> <source> <confirmed|unconfirmed>
                                                            set one value of a county's court office with its
                                                            source (- clears it); it overrides the shipped data.
                                                            Fields: ${COURT_FIELDS.join(', ')}
`;

class UsageError extends Error {}

function need(args: string[], count: number): string[] {
  if (args.length < count) throw new UsageError(USAGE);
  return args;
}

async function accountOf(db: Db, email: string) {
  const account = await findAccountByEmail(db, email);
  if (!account) throw new AppError('NOT_FOUND', `No account with the e-mail ${email}.`);
  return account;
}

/** The client row of a user by e-mail: the built-in account's, or one an external provider's token created. */
async function clientOf(db: Db, config: Config, email: string) {
  if (!config.externalAuth) {
    const account = await accountOf(db, email);
    return ensureClient(db, {
      auth0Id: account.id,
      email: account.email,
      firstName: account.firstName,
      lastName: account.lastName,
    });
  }
  const client = await findClientByEmail(db, email);
  if (!client) throw new AppError('NOT_FOUND', `No user with the e-mail ${email} has signed in yet.`);
  return client;
}

async function setAdmin(db: Db, config: Config, email: string, isAdmin: boolean): Promise<string> {
  const client = await clientOf(db, config, email);
  await updateClient(db, client.id, { isAdmin });
  if (!config.externalAuth) await setAccountAdmin(db, client.auth0Id, isAdmin);
  await recordAudit(db, {
    actorAuth0Id: 'operator',
    subjectAuth0Id: client.auth0Id,
    action: isAdmin ? 'grant-admin' : 'revoke-admin',
  });
  return `${email} is ${isAdmin ? 'now' : 'no longer'} an administrator.`;
}

/**
 * An operator's value for one field of a county's court office, with its source (docs/product/court-offices-and-help-lines.md#operator-values):
 * checked as the data file's values are, stored apart from the shipped data (it survives reloads) and recorded in
 * the audit log with the value it replaced.
 */
async function setCourtField(
  db: Db,
  countyName: string,
  fieldName: string,
  rawValue: string,
  source: string,
  confirmation: string,
): Promise<string> {
  const county = await countyByName(db, countyName);
  if (!(COURT_FIELDS as readonly string[]).includes(fieldName))
    throw new AppError('BAD_REQUEST', `Unknown field "${fieldName}": use one of ${COURT_FIELDS.join(', ')}.`);
  const field = fieldName as CourtField;
  if (confirmation !== 'confirmed' && confirmation !== 'unconfirmed')
    throw new AppError('BAD_REQUEST', 'Say whether the value is confirmed: "confirmed" or "unconfirmed".');
  const value = rawValue.trim() === '-' ? null : rawValue.trim();
  if (value === '') throw new AppError('BAD_REQUEST', 'Give a value, or - to clear the field.');
  if (source.trim() === '') throw new AppError('BAD_REQUEST', 'Give the source the value was read in.');
  if (value !== null && (COURT_PHONE_FIELDS as readonly string[]).includes(field) && !COURT_PHONE.test(value))
    throw new AppError('BAD_REQUEST', 'A phone must read 999-999-9999, optionally " ext. 123".');
  if (value !== null && field === 'zip' && !/^\d{5}(-\d{4})?$/.test(value))
    throw new AppError('BAD_REQUEST', 'A ZIP code must be 5 digits, optionally -4 more.');
  if (value === null && confirmation === 'confirmed')
    throw new AppError('BAD_REQUEST', 'A cleared value cannot be confirmed.');
  const before = await courtInfoForCounty(db, county.id);
  const found = todayInNewJersey();
  await db.transaction(async (tx) => {
    await upsertCourtInfoOverride(tx, {
      countyId: county.id,
      field,
      value,
      source: source.trim(),
      found,
      confirmed: confirmation === 'confirmed',
    });
    await recordAudit(tx, {
      actorAuth0Id: 'operator',
      action: 'set-court-field',
      detail: {
        county: county.name,
        field,
        value,
        previous: courtValue(before, field),
        source: source.trim(),
        found,
        confirmed: confirmation === 'confirmed',
      },
    });
  });
  return `${county.name} County's ${COURT_FIELD_LABELS[field]} is now ${value ?? 'blank'} (${confirmation}; source: ${source.trim()}).`;
}

export async function runAdmin(db: Db, config: Config, argv: string[]): Promise<string> {
  const [command, ...args] = argv;
  switch (command) {
    case 'create-user': {
      const [email, firstName, lastName, password] = need(args, 4);
      const account = await registerAccount(db, {
        email: email!,
        firstName: firstName!,
        lastName: lastName!,
        password: password!,
      });
      return `Created ${account.email} (id ${account.id}).`;
    }
    case 'reset-password': {
      const [email, password] = need(args, 2);
      const account = await accountOf(db, email!);
      await setAccountPassword(db, new TokenRevocations(db, { builtIn: true, maxAgeMs: 0 }), account.id, password!);
      await recordAudit(db, { actorAuth0Id: 'operator', subjectAuth0Id: account.id, action: 'reset-password' });
      return `Password of ${account.email} changed.`;
    }
    case 'grant-admin':
      return setAdmin(db, config, need(args, 1)[0]!, true);
    case 'revoke-admin':
      return setAdmin(db, config, need(args, 1)[0]!, false);
    case 'token': {
      if (config.externalAuth)
        throw new AppError(
          'BAD_REQUEST',
          'Tokens come from your external sign-in provider; this command works with the built-in one.',
        );
      const [email, minutes = '15'] = need(args, 1);
      const ttl = Number(minutes);
      if (!Number.isInteger(ttl) || ttl < 1 || ttl > 24 * 60)
        throw new AppError('BAD_REQUEST', 'minutes must be a whole number from 1 to 1440.');
      const account = await accountOf(db, email!);
      const keys = await loadSigningKeys(db, config.SIGNING_KEY_JWK);
      const { tokenVersion } = await new TokenRevocations(db, { builtIn: true, maxAgeMs: 0 }).fresh(account.id);
      const claims = {
        email: account.email,
        given_name: account.firstName,
        family_name: account.lastName,
        [TOKEN_VERSION_CLAIM]: tokenVersion,
      };
      return mintAccessToken(keys, builtInIssuer(config.publicUrl), account.id, claims, ttl * 60);
    }
    case 'publish-office': {
      const id = Number(need(args, 1)[0]);
      if (!Number.isInteger(id) || id < 1)
        throw new AppError('BAD_REQUEST', 'The office id must be a positive whole number.');
      const office = await setOfficePublished(db, id, true);
      if (!office) throw new AppError('NOT_FOUND', `No office with id ${id}.`);
      return `Published office ${id} (${office.housingAuthority}).`;
    }
    case 'set-court-field': {
      const [county, field, value, source, confirmation] = need(args, 5);
      return setCourtField(db, county!, field!, value!, source!, confirmation!);
    }
    default:
      throw new UsageError(USAGE);
  }
}

/** The commands on a backup file: they open no database of DATA_DIR's before the backup is checked. */
async function runBackupCommand(config: Config, command: string, args: string[]): Promise<string> {
  const [file] = need(args, 1);
  if (command === 'verify-backup') {
    const verified = await verifyBackup(file!);
    return `The backup of ${verified.manifest.createdAt} is sound: ${verified.clients} clients' rows and ${verified.files} files read back with their checksums.`;
  }
  if (config.DATABASE_URL)
    throw new AppError(
      'BAD_REQUEST',
      'DATABASE_URL is set: restore a PostgreSQL database with pg_restore (README, Operating it); this command restores the embedded database.',
    );
  return restoreBackup(file!, config.DATA_DIR);
}

async function main(): Promise<void> {
  let config: Config;
  try {
    config = loadConfig();
  } catch (err) {
    console.error(err instanceof ConfigError ? err.message : String(err));
    process.exit(2);
  }
  const [command, ...args] = process.argv.slice(2);
  if (command === 'restore' || command === 'verify-backup') {
    try {
      console.log(await runBackupCommand(config, command, args));
    } catch (err) {
      if (err instanceof DataDirLockedError) {
        console.error(
          `The embedded database in ${config.DATA_DIR} is open in another process (pid ${err.holderPid}, most likely the running server): stop the server, then restore.`,
        );
        process.exitCode = 3;
      } else if (err instanceof UsageError) {
        console.error(err.message);
        process.exitCode = 64;
      } else if (err instanceof AppError || err instanceof BackupError) {
        console.error(err.message);
        process.exitCode = 1;
      } else throw err;
    }
    return;
  }
  let database;
  try {
    database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
  } catch (err) {
    if (!(err instanceof DataDirLockedError)) throw err;
    console.error(
      `The embedded database in ${config.DATA_DIR} is open in another process (pid ${err.holderPid}, most likely the running server): ` +
        'stop the server, run this command, then start the server again (or run the server on PostgreSQL with DATABASE_URL to use these commands while it runs).',
    );
    process.exit(3);
  }
  try {
    console.log(await runAdmin(database.db, config, process.argv.slice(2)));
  } catch (err) {
    if (err instanceof UsageError) {
      console.error(err.message);
      process.exitCode = 64;
    } else if (err instanceof AppError) {
      console.error(err.message);
      process.exitCode = 1;
    } else {
      throw err;
    }
  } finally {
    await database.close();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) void main();
