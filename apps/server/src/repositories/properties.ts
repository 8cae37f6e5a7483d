import { and, count, desc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import { preparedFor, type Db } from '../db/client.ts';
import { cases, contactInfos, properties } from '../db/schema.ts';

export type PropertyRow = typeof properties.$inferSelect;
export type PropertyValues = Omit<typeof properties.$inferInsert, 'id' | 'clientId' | 'createdAt' | 'updatedAt'>;
export type PropertyWithContact = PropertyRow & { contactFirstName: string | null; contactLastName: string | null };

const withContact = {
  property: properties,
  contactFirstName: contactInfos.firstName,
  contactLastName: contactInfos.lastName,
};

function flatten(
  rows: Array<{ property: PropertyRow; contactFirstName: string | null; contactLastName: string | null }>,
): PropertyWithContact[] {
  return rows.map((r) => ({ ...r.property, contactFirstName: r.contactFirstName, contactLastName: r.contactLastName }));
}

/** An ilike pattern matching values that contain the text literally (%, _ and \\ lose their meaning). */
export function containsPattern(text: string): string {
  return `%${text.trim().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** Case-insensitive substring search over owner names, address, unit, city, county and zip. */
function searchCondition(search: string): SQL {
  const pattern = containsPattern(search);
  return or(
    sql`${properties.streetAddress} ilike ${pattern}`,
    sql`${properties.unitNo} ilike ${pattern}`,
    sql`${properties.city} ilike ${pattern}`,
    sql`${properties.county} ilike ${pattern}`,
    sql`${properties.zipcode} ilike ${pattern}`,
    sql`exists (select 1 from jsonb_array_elements_text(${properties.deedNames}) as owner(name) where owner.name ilike ${pattern})`,
  )!;
}

export async function listProperties(db: Db, clientId: number, search?: string): Promise<PropertyWithContact[]> {
  const where = search?.trim()
    ? and(eq(properties.clientId, clientId), searchCondition(search))
    : eq(properties.clientId, clientId);
  const rows = await db
    .select(withContact)
    .from(properties)
    .leftJoin(contactInfos, and(eq(contactInfos.id, properties.contactInfoId), eq(contactInfos.clientId, clientId)))
    .where(where)
    .orderBy(desc(properties.updatedAt), desc(properties.id));
  return flatten(rows);
}

export async function findProperty(db: Db, clientId: number, id: number): Promise<PropertyWithContact | undefined> {
  const rows = await db
    .select(withContact)
    .from(properties)
    .leftJoin(contactInfos, and(eq(contactInfos.id, properties.contactInfoId), eq(contactInfos.clientId, clientId)))
    .where(and(eq(properties.id, id), eq(properties.clientId, clientId)));
  return flatten(rows)[0];
}

/** What a case copies of its property: address, county and owner names. */
export const CASE_COPY_COLUMNS = {
  streetAddress: properties.streetAddress,
  unitNo: properties.unitNo,
  city: properties.city,
  state: properties.state,
  zipcode: properties.zipcode,
  county: properties.county,
  deedNames: properties.deedNames,
};

/** A property as a case copies it, with the row's version. */
export type PropertyCopy = { id: number; version: number; address: Pick<PropertyRow, keyof typeof CASE_COPY_COLUMNS> };

const propertyAddress = preparedFor((db) =>
  db
    .select({ id: properties.id, version: properties.version, address: CASE_COPY_COLUMNS })
    .from(properties)
    .where(and(eq(properties.id, sql.placeholder('id')), eq(properties.clientId, sql.placeholder('clientId'))))
    .prepare('property_address'),
);

/** One of the client's properties' address, county and owner names (what a case copies of it). */
export async function findPropertyAddress(db: Db, clientId: number, id: number): Promise<PropertyCopy | undefined> {
  const rows = await propertyAddress(db).execute({ id, clientId });
  return rows[0];
}

/** Locks one of the client's property rows until the transaction ends (read, merge, write without a lost update). */
export async function lockProperty(db: Db, clientId: number, id: number): Promise<PropertyRow | undefined> {
  const rows = await db
    .select()
    .from(properties)
    .where(and(eq(properties.id, id), eq(properties.clientId, clientId)))
    .for('update');
  return rows[0];
}

export async function insertProperty(db: Db, clientId: number, values: PropertyValues): Promise<PropertyRow> {
  const rows = await db
    .insert(properties)
    .values({ ...values, clientId })
    .returning();
  return rows[0]!;
}

export async function updateProperty(
  db: Db,
  clientId: number,
  id: number,
  values: PropertyValues,
): Promise<PropertyRow | undefined> {
  const rows = await db
    .update(properties)
    .set({ ...values, version: sql`${properties.version} + 1`, updatedAt: sql`now()` })
    .where(and(eq(properties.id, id), eq(properties.clientId, clientId)))
    .returning();
  return rows[0];
}

/** True when a property of the family (the given ids and the units copied from them) already has this unit number. */
export async function unitExists(db: Db, clientId: number, familyIds: number[], unitNo: string): Promise<boolean> {
  const rows = await db
    .select({ id: properties.id })
    .from(properties)
    .where(
      and(
        eq(properties.clientId, clientId),
        or(inArray(properties.id, familyIds), inArray(properties.propertyId, familyIds)),
        sql`lower(trim(${properties.unitNo})) = lower(trim(${unitNo}))`,
      ),
    )
    .limit(1);
  return rows.length > 0;
}

export async function countPropertyCases(db: Db, clientId: number, propertyId: number): Promise<number> {
  const rows = await db
    .select({ n: count() })
    .from(cases)
    .where(and(eq(cases.clientId, clientId), eq(cases.propertyId, propertyId)));
  return rows[0]?.n ?? 0;
}

export async function deleteProperty(db: Db, clientId: number, id: number): Promise<boolean> {
  const rows = await db
    .delete(properties)
    .where(and(eq(properties.id, id), eq(properties.clientId, clientId)))
    .returning({ id: properties.id });
  return rows.length > 0;
}

/** Units copied from a deleted property become standalone properties. */
export async function detachUnits(db: Db, clientId: number, propertyId: number): Promise<void> {
  await db
    .update(properties)
    .set({ propertyId: null, version: sql`${properties.version} + 1` })
    .where(and(eq(properties.clientId, clientId), eq(properties.propertyId, propertyId)));
}
