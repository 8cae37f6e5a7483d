/**
 * Issue 15, papers true to the case: the papers' own fields are checked on save (400, nothing stored), a signed
 * package is refused until it can be true, and the rendered PDFs say the right thing for residential and
 * commercial, registered and unregistered, CARES-covered, military and subsidized cases.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLAIM_RULE_MESSAGES, PAPER_RULE_MESSAGES, pleadings } from '@rentfile/domain';
import { startTestServer, type Caller, type TestServer } from './support/server.ts';
import { answeredPdf, pdfText } from './support/pdfText.ts';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(async () => t?.close());

interface PdfAnswer {
  fileData: string | null;
  fileUrl: string | null;
  fileUrls: Array<{ name: string; url: string }>;
  error?: string;
}

interface SavedCase {
  id: number;
  scraCheckDate: string | null;
  caresNoticeDate: string | null;
  verifier: { role: string; name: string; title: string | null } | null;
}

/** A property and case like the sample (individual co-owners, managed by an agent), created through the API. */
async function createCase(
  caller: Caller,
  caseOverrides: Record<string, unknown> = {},
  propertyOverrides: Record<string, unknown> = {},
): Promise<number> {
  const contactId = (
    await caller.post<{ id: number }>('/api/contactInfo', {
      contactInfo: pleadings.SAMPLE_CONTACT,
      saveAsDefault: true,
    })
  ).body.id;
  const property = await caller.post<{ id: number }>('/api/properties/save', {
    property: { ...pleadings.SAMPLE_PROPERTY, contactInfoId: contactId, ...propertyOverrides },
  });
  expect(property.status).toBe(200);
  const { id: _id, ...caseInfo } = pleadings.SAMPLE_CASE;
  const created = await caller.post<{ id: number }>('/api/cases', {
    caseInfo: { ...caseInfo, propertyId: property.body.id, ...caseOverrides },
    status: 'vc-sign',
  });
  expect(created.status, created.text).toBe(200);
  return created.body.id;
}

async function papers(
  caller: Caller,
  caseId: number,
): Promise<{ status: number; error: string | undefined; texts: Record<string, string> }> {
  const res = await caller.post<PdfAnswer>('/api/create-case-pleading-pdf', {
    caseId,
    templateName: 'print_all_individual',
  });
  if (res.status !== 200) return { status: res.status, error: res.body.error, texts: {} };
  const texts: Record<string, string> = {};
  for (const file of res.body.fileUrls) {
    const templateName = file.url.split('/').at(-2);
    const one = await caller.post<PdfAnswer>('/api/create-case-pleading-pdf', { caseId, templateName });
    expect(one.status).toBe(200);
    texts[file.name] = await pdfText(await answeredPdf(caller, one.body));
  }
  return { status: res.status, error: undefined, texts };
}

const statements = (changes: Partial<typeof pleadings.SAMPLE_CASE.statements>) => ({
  statements: { ...pleadings.SAMPLE_CASE.statements, ...changes },
});

describe('saving the papers fields', () => {
  it('refuses a military-status check or CARES notice dated in the future, and stores nothing', async () => {
    const caller = await t.as('auth0|papers-dates');
    const caseId = await createCase(caller);
    for (const [field, message] of [
      ['scraCheckDate', PAPER_RULE_MESSAGES.scraDateFuture],
      ['caresNoticeDate', PAPER_RULE_MESSAGES.caresDateFuture],
    ] as const) {
      const res = await caller.post<{ error: string }>(`/api/case/${caseId}`, {
        caseInfo: { [field]: '2999-01-01', scraChecked: true },
      });
      expect(res.status).toBe(400);
      expect(res.body.error).toBe(message);
    }
    const stored = await caller.get<SavedCase>(`/api/cases/${caseId}`);
    expect(stored.body.scraCheckDate).toBe('2026-03-09');
    expect(stored.body.caresNoticeDate).toBeNull();
  });

  it('stores the verifier chosen on Review & Sign, and refuses one without a name', async () => {
    const caller = await t.as('auth0|papers-verifier');
    const caseId = await createCase(caller);
    const blank = await caller.post<{ error: string }>(`/api/case/${caseId}`, {
      caseInfo: { verifier: { role: 'coOwner', name: '  ', title: null } },
    });
    expect(blank.status).toBe(400);
    expect(blank.body.error).toBe(PAPER_RULE_MESSAGES.verifierName);
    const saved = await caller.post<SavedCase>(`/api/case/${caseId}`, {
      caseInfo: { verifier: { role: 'coOwner', name: 'Linda Chen', title: null } },
    });
    expect(saved.status).toBe(200);
    expect((await caller.get<SavedCase>(`/api/cases/${caseId}`)).body.verifier).toEqual({
      role: 'coOwner',
      name: 'Linda Chen',
      title: null,
    });
  });
});

describe('a signed package is made only when it can be true', () => {
  it('refuses papers without a verifier, without a military-status answer, or with a verifier who does not fit the owner', async () => {
    const caller = await t.as('auth0|papers-unready');
    const noVerifier = await papers(caller, await createCase(caller, { verifier: null }));
    expect(noVerifier.status).toBe(400);
    expect(noVerifier.error).toContain(PAPER_RULE_MESSAGES.verifierMissing);
    const noScra = await papers(caller, await createCase(caller, { scraChecked: null, scraCheckDate: null }));
    expect(noScra.error).toContain(PAPER_RULE_MESSAGES.scraMissing);
    const officerOfPeople = await papers(
      caller,
      await createCase(caller, { verifier: { role: 'officer', name: 'Ana Ruiz', title: 'President' } }),
    );
    expect(officerOfPeople.error).toContain('The person who verifies must be a co-owner or the managing agent');
    // The full rent from a voucher tenant is refused at the save itself (rules.md#claim-consistency).
    const { id: _id, ...sample } = pleadings.SAMPLE_CASE;
    const fullRentFromVoucherTenant = await caller.post<{ error: string }>('/api/cases', {
      caseInfo: { ...sample, section8: true, section8Type: 2, section8TenantPortion: 400_00 },
    });
    expect(fullRentFromVoucherTenant.status).toBe(400);
    expect(fullRentFromVoucherTenant.body.error).toBe(
      CLAIM_RULE_MESSAGES.rentAboveLease('October 2025', 1_850_00, 400_00, true),
    );
  });

  it('explains why a CARES Act covered case cannot proceed without a served 30-day notice, and states the notice when it can', async () => {
    const caller = await t.as('auth0|papers-cares');
    const noNotice = await papers(
      caller,
      await createCase(caller, statements({ caresActCovered: true, noticesAttached: true })),
    );
    expect(noNotice.status).toBe(400);
    expect(noNotice.error).toContain(PAPER_RULE_MESSAGES.caresNoticeMissing);
    const notAttached = await papers(
      caller,
      await createCase(caller, {
        ...statements({ caresActCovered: true, noticesAttached: false }),
        caresNoticeDate: '2026-01-05',
      }),
    );
    expect(notAttached.error).toContain(PAPER_RULE_MESSAGES.caresNoticeNotAttached);
    const ok = await papers(
      caller,
      await createCase(caller, {
        ...statements({ caresActCovered: true, noticesAttached: true }),
        caresNoticeDate: '2026-01-05',
      }),
    );
    expect(ok.status, ok.error).toBe(200);
    const complaint = ok.texts['Verified Complaint']!;
    expect(complaint).toContain('was served on January 5, 2026');
    expect(ok.texts['Landlord Case Information Statement']).toContain(
      'Yes; 30-day notice to vacate served January 5, 2026',
    );
    expect(ok.texts['Filing Instructions']).toContain(
      'The complaint says a copy of the CARES Act 30-day notice to vacate is attached, and none is in this package.',
    );
  });
});

describe('what the papers say', () => {
  it('a residential, registered, market-rate case: registration certified, the SCRA basis stated, the rental-assistance line', async () => {
    const caller = await t.as('auth0|papers-residential');
    const { status, texts } = await papers(caller, await createCase(caller));
    expect(status).toBe(200);
    expect(Object.keys(texts)).toEqual([
      'Filing Instructions',
      'Cover Letter',
      'Verified Complaint',
      'Tenant Summons',
      'Landlord Case Information Statement',
      'Certification of Lease and Registration Statement',
    ]);
    const complaint = texts['Verified Complaint']!;
    expect(complaint).toContain(
      'The defendants reside in and have been in possession of the premises since June 1, 2023',
    );
    expect(complaint).toContain('Landlord Registration Act (N.J.S.A. 46:8-27 et seq.)');
    expect(complaint).toContain(
      "each defendant's status on the Department of Defense Manpower Data Center's Servicemembers Civil Relief Act (SCRA) website on March 9, 2026",
    );
    expect(complaint).toContain('I, Maria Lopez, of full age, certify:');
    expect(complaint).toContain(
      'I am the Property Manager of Lopez Property Management LLC, the managing agent for Robert Chen, an individual, and Linda Chen, an individual, the plaintiffs and owners of the premises.',
    );
    expect(texts['Cover Letter']).toContain('2-1-1');
    expect(texts['Landlord Case Information Statement']).toContain('Registered (N.J.S.A. 46:8-27) Yes');
    expect(texts['Certification of Lease and Registration Statement']).not.toContain(
      'the case does not say that the landlord has registered',
    );
  });

  it('an unregistered residential case: never certifies registration and says no judgment for possession until it registers', async () => {
    const caller = await t.as('auth0|papers-unregistered');
    const { status, texts } = await papers(caller, await createCase(caller, statements({ landlordRegistered: false })));
    expect(status).toBe(200);
    expect(texts['Landlord Case Information Statement']).toContain('Registered (N.J.S.A. 46:8-27) No');
    expect(texts['Certification of Lease and Registration Statement']).toContain(
      '[ ] I have attached a copy of any registration statement',
    );
    expect(texts['Filing Instructions']).toContain('cannot be signed as the case stands');
    expect(texts['Filing Instructions']).toContain(
      'No judgment for possession can be entered until the landlord has registered the rental',
    );
    expect(texts['Filing Instructions']).toContain('N.J.S.A. 46:8-33');
  });

  it('a commercial case: no "reside", no registration statement, no residential-only papers or notices', async () => {
    const caller = await t.as('auth0|papers-commercial');
    const caseId = await createCase(
      caller,
      {
        leaseTypeCategory: 'Commercial',
        ...statements({ ownerOccupied: null, caresActCovered: null, rentControlled: null, landlordRegistered: null }),
      },
      { propertyType: 'Commercial' },
    );
    const { status, texts, error } = await papers(caller, caseId);
    expect(status, error).toBe(200);
    expect(Object.keys(texts)).toEqual(['Filing Instructions', 'Cover Letter', 'Verified Complaint', 'Tenant Summons']);
    const complaint = texts['Verified Complaint']!;
    expect(complaint).not.toMatch(/\bresides? in\b/);
    expect(complaint).toContain('The defendants have been in possession of the premises since June 1, 2023');
    expect(complaint).toContain('Not applicable: the Landlord Registration Act covers residential rentals only.');
    expect(complaint).not.toContain('Landlord Registration Act (N.J.S.A. 46:8-27 et seq.):');
    expect(texts['Cover Letter']).not.toContain('2-1-1');
    expect(texts['Filing Instructions']).toContain('This is a commercial tenancy.');
    expect(texts['Filing Instructions']).not.toContain(
      'case management conference; the Landlord Case Information Statement',
    );
  });

  it('a tenant in military service: the papers say so, with its basis, and the instructions say what the law requires', async () => {
    const caller = await t.as('auth0|papers-military');
    const { texts } = await papers(caller, await createCase(caller, statements({ tenantInMilitary: true })));
    expect(texts['Verified Complaint']).toContain('A defendant is in the military service of the United States.');
    expect(texts['Filing Instructions']).toContain('Servicemembers Civil Relief Act (50 U.S.C. 3931)');
    expect(texts['Landlord Case Information Statement']).toContain('Tenant in military service Yes');
  });
});
