/**
 * New Jersey's public housing agencies (./nj-data/nj-housing-authorities.json, sources in ./nj-data/SOURCES.md),
 * loaded at start as the shared, published list of the Section 8 office picker, so every user (guests too) can pick
 * one from the first start. Loaded only when the file changed (its hash is recorded as its own data set); an entry
 * keeps its row (and id) across loads by its name, entries gone from the file are removed, and the offices clients
 * added themselves are never touched.
 */
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';
import type { Db } from '../db/client.ts';
import * as reference from '../repositories/reference.ts';
import * as offices from '../repositories/socialServiceOffices.ts';
import { NJ_DATA_DIR } from '../paths.ts';
import { ReferenceDataError } from './data.ts';

export const HOUSING_AUTHORITIES_FILE = path.join(NJ_DATA_DIR, 'nj-housing-authorities.json');
export const HOUSING_DATA_SET = 'nj-housing-authorities';

const text = z.string().trim().min(1);
const entrySchema = z
  .object({
    housing_authority: text.max(200),
    address: text.max(200),
    address2: text.max(200).nullable(),
    city: text.max(100),
    zipcode: z
      .string()
      .regex(/^0[78]\d{3}(-\d{4})?$/, 'zipcode must be a New Jersey ZIP code (07001 to 08999, optionally +4)'),
    phone: z
      .string()
      .regex(/^\(\d{3}\) \d{3}-\d{4}$/, 'phone must read (999) 999-9999')
      .nullable(),
    source: z.string().trim().min(10, 'every entry needs a source'),
    found: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'found must be a date YYYY-MM-DD'),
    confirmed: z.boolean(),
  })
  .strict();
const fileSchema = z.object({ _meta: z.record(z.string(), z.string()), authorities: z.array(entrySchema).min(1) });
export type HousingAuthorityEntry = z.infer<typeof entrySchema>;

/** The file's entries, checked: a malformed entry or a name listed twice stops the start, naming the entry. */
export function parseHousingAuthorities(json: string): HousingAuthorityEntry[] {
  const name = path.basename(HOUSING_AUTHORITIES_FILE);
  let raw: unknown;
  try {
    raw = JSON.parse(json);
  } catch (err) {
    throw new ReferenceDataError(`${name}: not valid JSON (${(err as Error).message})`);
  }
  const parsed = fileSchema.safeParse(raw);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw new ReferenceDataError(`${name}: ${issue.path.join('.')} ${issue.message}`);
  }
  const seen = new Set<string>();
  for (const entry of parsed.data.authorities) {
    const key = entry.housing_authority.toLowerCase();
    if (seen.has(key)) throw new ReferenceDataError(`${name}: "${entry.housing_authority}" is listed twice`);
    seen.add(key);
  }
  return parsed.data.authorities;
}

const toRow = (e: HousingAuthorityEntry): offices.SocialServiceOfficeInsert => ({
  housingAuthority: e.housing_authority,
  address: e.address,
  address2: e.address2,
  city: e.city,
  state: 'New Jersey',
  zipcode: e.zipcode,
  phone: e.phone,
  email: null,
});

/** Loads the list when the file differs from what the database holds; answers how many entries it wrote (0 when unchanged). */
export async function seedHousingAuthorities(db: Db): Promise<number> {
  const bytes = await readFile(HOUSING_AUTHORITIES_FILE);
  const version = createHash('sha256').update(bytes).digest('hex');
  if ((await reference.loadedReferenceVersion(db, HOUSING_DATA_SET)) === version) return 0;
  const entries = parseHousingAuthorities(bytes.toString('utf8'));
  return db.transaction(async (tx) => {
    await reference.lockReferenceData(tx, HOUSING_DATA_SET);
    if ((await reference.loadedReferenceVersion(tx, HOUSING_DATA_SET)) === version) return 0;
    const existing = new Map(
      (await offices.listSharedOffices(tx)).map((row) => [row.housingAuthority.toLowerCase(), row.id]),
    );
    const fresh: offices.SocialServiceOfficeInsert[] = [];
    for (const entry of entries) {
      const key = entry.housing_authority.toLowerCase();
      const id = existing.get(key);
      if (id === undefined) fresh.push(toRow(entry));
      else await offices.updateSharedOffice(tx, id, toRow(entry));
      existing.delete(key);
    }
    await offices.insertSharedOffices(tx, fresh);
    await offices.deleteSharedOffices(tx, [...existing.values()]);
    await reference.recordReferenceVersion(tx, HOUSING_DATA_SET, version);
    return entries.length;
  });
}
