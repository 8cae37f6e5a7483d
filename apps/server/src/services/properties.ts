import { savedProperty } from '@rentfile/contract';
import {
  associationFormSchema,
  isPropertyStatusDone,
  MESSAGES,
  PROPERTY_STATUSES,
  propertyAddressFormSchema,
  propertyOwnerFormSchema,
  propertyTypeFormSchema,
  registrationDateIssues,
  todayInNewJersey,
  formatPhone,
  phoneDigits,
  type OwnerContact,
  type Property,
  type PropertyStatus,
  type RegistrationFile,
} from '@rentfile/domain';
import type { z } from 'zod';
import type { Db } from '../db/client.ts';
import { AppError, badRequest, notFound } from '../errors.ts';
import type { ClientRef } from '../repositories/clients.ts';
import { findContactInfo } from '../repositories/contactInfos.ts';
import { deleteCasesOfProperty, detachCasesOfProperty } from '../repositories/cases.ts';
import * as documents from '../repositories/documents.ts';
import * as repo from '../repositories/properties.ts';
import { deleteOrphanTenants } from '../repositories/tenants.ts';
import { toRegistrationFile } from './documents.ts';

export type SavedProperty = z.infer<typeof savedProperty>;
export type DeleteCasesChoice = 'keep' | 'delete';

export function toApiProperty(
  row: repo.PropertyWithContact,
  registrationFiles: RegistrationFile[] = [],
): SavedProperty {
  return savedProperty.parse({
    id: row.id,
    propertyId: row.propertyId,
    propertyType: row.propertyType,
    streetAddress: row.streetAddress,
    unitNo: row.unitNo,
    city: row.city,
    municipalCode: row.municipalCode,
    county: row.county,
    countyId: row.countyId,
    subdivision: row.subdivision,
    state: row.state,
    zipcode: row.zipcode,
    deedNames: row.deedNames,
    ownerContacts: row.ownerContacts,
    ownershipType: row.ownershipType,
    clientType: row.clientType,
    contactInfoId: row.contactInfoId,
    contactInfo:
      row.contactFirstName !== null ? { firstName: row.contactFirstName, lastName: row.contactLastName ?? '' } : null,
    completed: row.completed,
    registrationFiled: row.registrationFiled,
    registrationFiles,
    registrationDocsFiledDate: row.registrationDocsFiledDate,
    status: row.status,
  });
}

const rank = (status: string) => PROPERTY_STATUSES.indexOf(status as PropertyStatus);

/** The later of two statuses in the order of docs/product/data-and-rules.md#property-status: a saved status never goes backwards. */
export function laterStatus(a: PropertyStatus, b: PropertyStatus): PropertyStatus {
  return rank(a) >= rank(b) ? a : b;
}

/** The form of each property step (docs/product/data-and-rules.md#validation). */
const STEP_FORMS: ReadonlyArray<readonly [PropertyStatus, z.ZodType]> = [
  ['type', propertyTypeFormSchema],
  ['address', propertyAddressFormSchema],
  ['owner', propertyOwnerFormSchema],
  ['associationToOwner', associationFormSchema],
];

/**
 * Validates what a property must hold at its status (docs/product/data-and-rules.md#property-status order, docs/product/data-and-rules.md#validation rules): every step done by that status
 * (the domain's isPropertyStatusDone: those before it, or all once completed) passes its form, and a completed
 * property has a contact. Throws 400 with the first problem, and all of them as details.
 */
function validate(p: Property, progress: { status: PropertyStatus; completed: boolean }): void {
  const issues: Array<{ path: string; message: string }> = [];
  for (const [step, form] of STEP_FORMS) {
    if (!isPropertyStatusDone(progress, step)) continue;
    const result = form.safeParse(p);
    if (!result.success)
      issues.push(...result.error.issues.map((i) => ({ path: i.path.join('.'), message: i.message })));
  }
  if (progress.completed && !p.contactInfoId) issues.push({ path: 'contactInfoId', message: MESSAGES.required });
  // A registration statement is not filed on a day that has not come (docs/product/rules.md#claim-consistency).
  for (const issue of registrationDateIssues(p, todayInNewJersey()))
    issues.push({ path: issue.field, message: issue.message });
  const first = issues[0];
  if (first) throw badRequest(`${first.message} (${first.path})`, issues);
}

function values(p: Property, progress: { status: PropertyStatus; completed: boolean }): repo.PropertyValues {
  return {
    propertyId: p.propertyId ?? null,
    propertyType: p.propertyType ?? null,
    streetAddress: p.streetAddress?.trim() || null,
    unitNo: p.unitNo?.trim() || null,
    city: p.city?.trim() || null,
    municipalCode: p.municipalCode ?? null,
    county: p.county?.trim() || null,
    countyId: p.countyId ?? null,
    subdivision: p.subdivision ?? null,
    state: p.state || 'New Jersey',
    zipcode: p.zipcode?.trim() || null,
    deedNames: p.deedNames.map((n) => n.trim()),
    // One contact per owner, in the names' order: a contact left over from a removed owner is dropped.
    ownerContacts: p.ownerContacts.slice(0, p.deedNames.length).map(ownerContactValues),
    ownershipType: p.ownershipType ?? null,
    clientType: p.clientType ?? null,
    contactInfoId: p.contactInfoId ?? null,
    completed: progress.completed,
    registrationFiled: p.registrationFiled,
    registrationDocsFiledDate: p.registrationDocsFiledDate ?? null,
    status: progress.status,
  };
}

/** An owner's contact as stored: trimmed, blanks as null, the phone formatted. */
function ownerContactValues(c: OwnerContact): OwnerContact {
  const v = (s: string | null | undefined) => s?.trim() || null;
  return {
    streetAddress: v(c.streetAddress),
    unitNo: v(c.unitNo),
    city: v(c.city),
    state: v(c.state),
    zipcode: v(c.zipcode),
    phone: c.phone && phoneDigits(c.phone) ? formatPhone(c.phone) : null,
    email: v(c.email),
  };
}

async function withFiles(db: Db, client: ClientRef, id: number): Promise<SavedProperty> {
  const row = await repo.findProperty(db, client.id, id);
  if (!row) throw notFound('Property');
  const files = await documents.listRegistrationFiles(db, client.id, [id]);
  return toApiProperty(row, files.map(toRegistrationFile));
}

export async function listProperties(db: Db, client: ClientRef, search?: string): Promise<SavedProperty[]> {
  const rows = await repo.listProperties(db, client.id, search);
  const files = await documents.listRegistrationFiles(
    db,
    client.id,
    rows.map((r) => r.id),
  );
  return rows.map((r) => toApiProperty(r, files.filter((f) => f.propertyId === r.id).map(toRegistrationFile)));
}

export async function getProperty(db: Db, client: ClientRef, id: number): Promise<SavedProperty> {
  return withFiles(db, client, id);
}

/**
 * Creates (no id) or updates a property of the client (docs/product/data-and-rules.md#property-status). The status keeps the later of the stored and
 * the sent one, so it never goes backwards and every step before it counts as done; at contact with a contact
 * chosen the property is completed. The contact and the source property must be the client's.
 */
export async function saveProperty(db: Db, client: ClientRef, property: Property): Promise<SavedProperty> {
  return db.transaction(async (tx) => {
    const existing = property.id ? await repo.lockProperty(tx, client.id, property.id) : undefined;
    if (property.id && !existing) throw notFound('Property');
    const status = existing ? laterStatus(existing.status as PropertyStatus, property.status) : property.status;
    // Contact completes the property, and a completed property stays completed.
    const progress = {
      status,
      completed: existing?.completed === true || (status === 'contact' && property.contactInfoId != null),
    };
    validate(property, progress);
    if (property.contactInfoId && !(await findContactInfo(tx, client.id, property.contactInfoId)))
      throw notFound('Contact info');
    if (
      property.propertyId &&
      property.propertyId !== existing?.propertyId &&
      !(await repo.findProperty(tx, client.id, property.propertyId))
    ) {
      throw notFound('Property');
    }
    const row = existing
      ? await repo.updateProperty(tx, client.id, existing.id, values(property, progress))
      : await repo.insertProperty(tx, client.id, values(property, progress));
    return withFiles(tx, client, row!.id);
  });
}

/** A new property copied from one of the client's properties, with another unit number (docs/product/data-and-rules.md#property-status add unit). */
export async function addUnit(db: Db, client: ClientRef, propertyId: number, unitNo: string): Promise<SavedProperty> {
  const source = await repo.findProperty(db, client.id, propertyId);
  if (!source) throw notFound('Property');
  const unit = unitNo.trim();
  if (!unit) throw badRequest('Unit number is required.');
  const family = [source.id, ...(source.propertyId ? [source.propertyId] : [])];
  if (await repo.unitExists(db, client.id, family, unit))
    throw new AppError('CONFLICT', `Unit ${unit} already exists for this property.`);
  const {
    id: _id,
    clientId: _c,
    createdAt: _t,
    updatedAt: _u,
    contactFirstName: _f,
    contactLastName: _l,
    ...copy
  } = source;
  const row = await repo.insertProperty(db, client.id, { ...copy, unitNo: unit, propertyId: source.id });
  return withFiles(db, client, row.id);
}

const plural = (n: number) => (n === 1 ? '1 case' : `${n} cases`);

/**
 * Deletes a property. One with cases is deleted only on an explicit choice: 'delete' deletes its cases too,
 * 'keep' detaches them (each case keeps its own copy of the address). Units copied from it become standalone.
 */
export async function deleteProperty(
  db: Db,
  client: ClientRef,
  propertyId: number,
  casesChoice?: DeleteCasesChoice,
): Promise<void> {
  await db.transaction(async (tx) => {
    if (!(await repo.lockProperty(tx, client.id, propertyId))) throw notFound('Property');
    const caseCount = await repo.countPropertyCases(tx, client.id, propertyId);
    if (caseCount > 0 && !casesChoice) {
      throw new AppError(
        'CONFLICT',
        `This property has ${plural(caseCount)}. Deleting it with its cases also deletes the cases, their tenants, orders and documents; or keep the cases, which keep their own copy of the address.`,
        { cases: caseCount },
      );
    }
    if (caseCount > 0 && casesChoice === 'delete') {
      const tenantIds = await deleteCasesOfProperty(tx, client.id, propertyId);
      await deleteOrphanTenants(tx, client.id, tenantIds);
    } else if (caseCount > 0) {
      await detachCasesOfProperty(tx, client.id, propertyId);
    }
    await repo.detachUnits(tx, client.id, propertyId);
    await repo.deleteProperty(tx, client.id, propertyId);
  });
}
