/** Wizard journeys set up through the API: a signed-in client with a completed property and a case at Lease Details. */
import { addMonths, parseIsoDate, todayInNewJersey, toIsoDate } from '@rentfile/domain';
import { accessTokenFor } from './auth.ts';
import { apiCall } from './api.ts';

/** The first day of the month `delta` months from today in New Jersey. */
export function monthStart(delta: number): { year: number; month: number; iso: string } {
  const today = parseIsoDate(todayInNewJersey())!;
  const m = addMonths(today.year, today.month, delta);
  return { ...m, iso: toIsoDate(m.year, m.month, 1) };
}

export interface CaseOptions {
  tenants: string[];
  section8?: boolean;
}

/**
 * A new client (Lena Landlord, a default contact), a completed residential property in Union county and a
 * monthly case on it whose lease began eight months ago, at status vc-pastDueRent.
 */
export async function caseAtLeaseDetails(
  name: string,
  options: CaseOptions,
): Promise<{ token: string; caseId: number }> {
  const token = await accessTokenFor({
    sub: `e2e|p2-${name}-${Date.now()}`,
    given_name: 'Lena',
    family_name: 'Landlord',
    email: `${name}@example.com`,
  });
  await apiCall(token, 'GET', '/api/client');
  const contact = await apiCall<{ id: number }>(token, 'POST', '/api/contactInfo', {
    contactInfo: {
      firstName: 'Lena',
      lastName: 'Landlord',
      streetAddress: '10 Broad Street',
      city: 'Elizabeth',
      state: 'New Jersey',
      zipcode: '07201',
      email: `${name}@example.com`,
      phone: '(908) 555-0100',
    },
    saveAsDefault: true,
  });
  const counties = await apiCall<Array<{ countyId: number; countyName: string }>>(
    token,
    'GET',
    '/api/countiesOfState?stateId=31',
  );
  const union = counties.find((c) => c.countyName === 'Union')!;
  const property = await apiCall<{ id: number }>(token, 'POST', '/api/properties/save', {
    property: {
      propertyType: 'Residential',
      streetAddress: '48 Elmora Avenue',
      unitNo: 'Apt 2B',
      city: 'Elizabeth',
      county: 'Union',
      countyId: union.countyId,
      state: 'New Jersey',
      zipcode: '07202',
      deedNames: ['Lena Landlord'],
      ownershipType: 'Individual',
      clientType: 'owner',
      contactInfoId: contact.id,
      status: 'contact',
      completed: true,
    },
  });
  // A Section 8 tenancy names its housing agency, which gets a copy of the complaint (rules.md#claim-consistency).
  const offices = options.section8
    ? await apiCall<Array<{ housingAuthority: string }>>(token, 'GET', '/api/socialServiceOffices')
    : [];
  const lease = options.section8
    ? {
        section8: true,
        section8Type: 2,
        rentAmount: 1_600_00,
        section8Subsidy: 1_200_00,
        section8TenantPortion: 400_00,
        publicHousingOfficeSection8: offices.find((o) => o.housingAuthority.includes('Elizabeth')) ?? offices[0],
      }
    : { rentAmount: 1_500_00 };
  const created = await apiCall<{ id: number }>(token, 'POST', '/api/cases', {
    caseInfo: {
      propertyId: property.id,
      tenants: options.tenants.map((t) => ({ name: t, tenantType: 'individual' })),
      leaseTypeTitle: 'Written',
      leaseStartDate: monthStart(-8).iso,
      rentCycle: 'Monthly',
      rentDueBy: '1',
      ...lease,
    },
    status: 'vc-pastDueRent',
    submitted: false,
  });
  return { token, caseId: created.id };
}
