import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { CASE_STATUSES } from '../src/wizard.ts';
import { todayInNewJersey } from '../src/dates.ts';
import {
  addressKey,
  BATCH_MAX_ROWS,
  DELINQUENCY_FIELDS,
  DELINQUENCY_MESSAGES,
  DELINQUENCY_PRESETS,
  delinquencyCaseSeed,
  type DelinquencyMapping,
  delinquencyMappingProblem,
  delinquencyMappingSchema,
  delinquencyRowProblems,
  type DelinquencyRow,
  EMPTY_DELINQUENCY_MAPPING,
  guessDelinquencyMapping,
  headerKey,
  knownTenantNames,
  type MatchableProperty,
  matchDelinquencyPreset,
  matchDelinquencyRow,
  parseMonthsOwed,
  readDelinquencyReport,
  splitUnit,
  unitKey,
} from '../src/ledger/index.ts';

/** 15 April 2026, noon in New Jersey. */
const NOW = new Date('2026-04-15T16:00:00Z');

const row = (over: Partial<DelinquencyRow> = {}): DelinquencyRow => ({
  row: 2,
  address: '12 Main St',
  unit: null,
  tenantNames: ['John Smith'],
  balance: 300_000,
  rent: 100_000,
  moveIn: '2025-01-01',
  monthsOwed: ['2026-02', '2026-03', '2026-04'],
  formula: false,
  nameDoubts: [],
  dueDay: null,
  leaseType: 'Written',
  subsidized: false,
  ...over,
});

describe('delinquency mapping', () => {
  it('guesses the AppFolio Delinquency report from its preset', () => {
    const headers = [
      'Property',
      'Unit',
      'Name',
      'Tenant Status',
      'Move-in',
      'Amount Receivable',
      'Delinquent Rent',
      '0-30',
    ];
    expect(matchDelinquencyPreset(headers)?.id).toBe('appfolio-delinquency');
    expect(guessDelinquencyMapping(headers)).toEqual({
      ...EMPTY_DELINQUENCY_MAPPING,
      property: 0,
      unit: 1,
      tenants: 2,
      balance: 5,
      moveIn: 4,
    });
  });

  it.each<[string, string[], Partial<DelinquencyMapping>]>([
    [
      'exact synonyms',
      ['Tenant Name', 'Property Address', 'Apt', 'Balance Due', 'Monthly Rent', 'Lease Start', 'Months Owed'],
      { tenants: 0, property: 1, unit: 2, balance: 3, rent: 4, moveIn: 5, monthsOwed: 6 },
    ],
    [
      'headers that contain a synonym',
      ['Resident Status', 'Resident Name', 'Building Address', 'Unit #', 'Total Past Due', 'Rent'],
      { tenants: 1, property: 2, unit: 3, balance: 4, rent: 5, moveIn: null, monthsOwed: null },
    ],
    [
      'owed rent is not the monthly rent, a status is not a name',
      ['Address', 'Tenant Status', 'Delinquent Rent', 'Outstanding', 'Lessee'],
      { property: 0, tenants: 4, balance: 3, rent: null },
    ],
    ['nothing known', ['Foo', 'Bar'], EMPTY_DELINQUENCY_MAPPING],
  ])('guesses from %s', (_, headers, expected) => {
    expect(matchDelinquencyPreset(headers)).toBeNull();
    expect(guessDelinquencyMapping(headers)).toMatchObject(expected);
  });

  it('uses a column once', () => {
    const mapping = guessDelinquencyMapping(['Rent', 'Address', 'Tenant', 'Balance']);
    const used = Object.values(mapping).filter((c) => c !== null);
    expect(new Set(used).size).toBe(used.length);
  });

  it('keeps each preset distinct: none has all its headers among another’s, each matches its own headers', () => {
    for (const preset of DELINQUENCY_PRESETS) {
      expect(matchDelinquencyPreset(Object.values(preset.headers))).toBe(preset);
      expect(preset.source).toMatch(/^https:\/\//);
      for (const other of DELINQUENCY_PRESETS) {
        if (other === preset) continue;
        const keys = Object.values(other.headers).map(headerKey);
        expect(Object.values(preset.headers).every((h) => keys.includes(headerKey(h)))).toBe(false);
      }
    }
  });

  it('says why a mapping cannot be used', () => {
    const full: DelinquencyMapping = { ...EMPTY_DELINQUENCY_MAPPING, property: 0, tenants: 1, balance: 2 };
    expect(delinquencyMappingProblem(full)).toBeNull();
    expect(delinquencyMappingProblem({ ...full, property: null })).toBe(DELINQUENCY_MESSAGES.property);
    expect(delinquencyMappingProblem({ ...full, tenants: null })).toBe(DELINQUENCY_MESSAGES.tenants);
    expect(delinquencyMappingProblem({ ...full, balance: null })).toBe(DELINQUENCY_MESSAGES.balance);
    expect(delinquencyMappingProblem({ ...full, rent: 1 })).toBe(DELINQUENCY_MESSAGES.duplicate('Monthly rent'));
  });

  it('validates a mapping sent by a browser', () => {
    const full = { ...EMPTY_DELINQUENCY_MAPPING, property: 0, tenants: 49, balance: 2 };
    expect(delinquencyMappingSchema.safeParse(full).success).toBe(true);
    expect(delinquencyMappingSchema.safeParse({ ...full, tenants: 50 }).success).toBe(false);
    expect(delinquencyMappingSchema.safeParse({ ...full, unit: -1 }).success).toBe(false);
    expect(delinquencyMappingSchema.safeParse({ ...full, unit: 1.5 }).success).toBe(false);
    expect(Object.keys(delinquencyMappingSchema.shape)).toEqual([...DELINQUENCY_FIELDS]);
    expect(BATCH_MAX_ROWS).toBe(500);
  });
});

describe('addresses and units', () => {
  it.each<[string, string | null, string, string | null]>([
    ['12 Main St Apt 3', null, '12 Main St', '3'],
    ['12 Main St, Unit 2B', null, '12 Main St', '2B'],
    ['12 Main St #4', null, '12 Main St', '4'],
    ['12 Main St Apt. 3', '', '12 Main St', '3'],
    ['12 Main St Suite B', null, '12 Main St', 'B'],
    ['100 Unit Road', null, '100 Unit Road', null],
    ['12 Main St Apt 3', '5', '12 Main St Apt 3', '5'],
    ['  12  Main St ', null, '12 Main St', null],
    ['12 Main St Apt 3, Newark NJ 07102', null, '12 Main St, Newark NJ 07102', '3'],
    ['12 Main St, Newark NJ', null, '12 Main St, Newark NJ', null],
  ])('splits %j (unit %j)', (address, unit, street, split) => {
    expect(splitUnit(address, unit)).toEqual({ address: street, unit: split });
  });

  it.each<[string, string]>([
    ['12 North Main Street', '12 N. Main St'],
    ['45 Park Avenue', '45 PARK AVE.'],
    ['7 Oak Lane', '7 Oak Ln'],
    ['9 Sunset Boulevard', '9 Sunset Blvd'],
    ['3 Elm Court', '3 Elm Ct'],
    ['1 Garden State Parkway', '1 Garden State Pkwy'],
    ['22 Ridge Road', '22 Ridge Rd'],
    ['5 Hill Terrace', '5 Hill Ter'],
    ['8 Kings Highway East', '8 Kings Hwy E'],
    ['10 St. Marks Place', '10 Saint Marks Pl'],
    ['2 Harbor Way', '2 Harbor Wy'],
    ['4 Town Centre', '4 Town Center'],
    ['12  Main   St', '12 Main St'],
  ])('%j is the same address as %j', (a, b) => {
    expect(addressKey(a)).toBe(addressKey(b));
  });

  it('keeps ordinals and house numbers apart', () => {
    expect(addressKey('1st Avenue')).toBe('1st ave');
    expect(addressKey('12 Main St')).not.toBe(addressKey('112 Main St'));
  });

  it.each<[string | null | undefined, string]>([
    ['Apt. 03', '3'],
    ['3', '3'],
    ['#4', '4'],
    ['Unit 2-B', '2b'],
    ['No. 5', '5'],
    ['Suite 100', '100'],
    ['Apartment 1A', '1a'],
    ['0', '0'],
    ['North', 'north'],
    ['', ''],
    [null, ''],
    [undefined, ''],
  ])('unitKey(%j) is %j', (unit, key) => {
    expect(unitKey(unit)).toBe(key);
  });
});

describe('keys and names, for any text', () => {
  it('an address key is its own key, and a name list has no blank or repeated name', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 60 }), (text) => {
        expect(addressKey(addressKey(text))).toBe(addressKey(text));
        expect(unitKey(unitKey(text))).toBe(unitKey(text));
      }),
    );
  });

  it('a unit number reads the same with any prefix and leading zeros', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('', 'Apt ', 'Apt. ', 'Apartment ', 'Unit ', 'Unit #', 'Suite ', 'Ste ', '#', 'No. '),
        fc.integer({ min: 0, max: 3 }),
        fc.integer({ min: 1, max: 9999 }),
        fc.constantFrom('', 'A', 'b'),
        (prefix, zeros, n, letter) => {
          expect(unitKey(`${prefix}${'0'.repeat(zeros)}${n}${letter}`)).toBe(`${n}${letter.toLowerCase()}`);
        },
      ),
    );
  });
});

describe('matching rows to properties', () => {
  const prop = (
    id: number,
    streetAddress: string,
    unitNo: string | null,
    completed = true,
    city = 'Newark',
  ): MatchableProperty => ({ id, streetAddress, unitNo, city, completed });
  const properties = [
    prop(2, '12 Main St', '3'),
    prop(1, '12 Main Street', null),
    prop(3, '40 Elm Ave', null, false),
    prop(5, '7 Oak Ln', '2', false),
    prop(4, '7 Oak Ln', '1'),
    prop(6, '5 High St', null, true, 'Newark'),
    prop(7, '5 High St', null, true, 'Trenton'),
  ];

  it.each<[string, string, string | null, ReturnType<typeof matchDelinquencyRow>]>([
    ['the exact unit', '12 Main St', 'Apt 03', { kind: 'property', propertyId: 2 }],
    ['the property without a unit', '12 Main Street', null, { kind: 'property', propertyId: 1 }],
    [
      'a new unit of the property without a unit',
      '12 Main St',
      'Apt 5B',
      { kind: 'newUnit', propertyId: 1, unitNo: 'Apt 5B', nearest: null },
    ],
    ['a new unit of the lowest id', '7 Oak Lane', '9', { kind: 'newUnit', propertyId: 4, unitNo: '9', nearest: null }],
    [
      'an unfinished property',
      '40 Elm Avenue',
      null,
      { kind: 'none', reason: DELINQUENCY_MESSAGES.unfinishedProperty },
    ],
    ['an unfinished unit', '7 Oak Lane', '2', { kind: 'none', reason: DELINQUENCY_MESSAGES.unfinishedProperty }],
    ['no unit where each has one', '7 Oak Lane', null, { kind: 'none', reason: DELINQUENCY_MESSAGES.unitMissing }],
    ['no property', '99 Nowhere Rd', null, { kind: 'none', reason: DELINQUENCY_MESSAGES.noProperty }],
    ['another house number', '112 Main St', null, { kind: 'none', reason: DELINQUENCY_MESSAGES.noProperty }],
    ['no address', '', null, { kind: 'none', reason: DELINQUENCY_MESSAGES.noProperty }],
    [
      'an address with a name and town around it',
      'Maple Apts - 12 Main Street Newark, NJ 07102',
      '3',
      { kind: 'property', propertyId: 2 },
    ],
    ['one street in two towns', '5 High St', null, { kind: 'none', reason: DELINQUENCY_MESSAGES.ambiguousAddress }],
    ['the town written in the row', '5 High St, Trenton NJ', null, { kind: 'property', propertyId: 7 }],
    ['a unit and a town after the street', '12 Main St Apt 3, Newark NJ', null, { kind: 'property', propertyId: 2 }],
  ])('matches %s', (_, address, unit, expected) => {
    expect(matchDelinquencyRow(row({ address, unit }), properties)).toEqual(expected);
  });
});

describe('known tenant names', () => {
  it('takes the spelling of an earlier case at the property', () => {
    expect(knownTenantNames(['john smith', 'Mary Jones'], ['Smith, John', 'Bob Brown'])).toEqual([
      { name: 'Smith, John', known: true },
      { name: 'Mary Jones', known: false },
    ]);
    expect(knownTenantNames(['Jose  Perez.'], ['jose perez'])).toEqual([{ name: 'jose perez', known: true }]);
    expect(knownTenantNames([], ['A B'])).toEqual([]);
  });
});

describe('months owed', () => {
  it.each<[string, string[] | null]>([
    ['Mar 2026, Apr 2026', ['2026-03', '2026-04']],
    ['March 2026; April 2026', ['2026-03', '2026-04']],
    ['03/2026 04/2026', ['2026-03', '2026-04']],
    ['2026-03, 2026-04', ['2026-03', '2026-04']],
    ['3/26', ['2026-03']],
    ['Apr 2026, Mar 2026 and Mar 2026', ['2026-03', '2026-04']],
    ['Sept 2025 & Dec. 2025', ['2025-09', '2025-12']],
    ["Jan '26", ['2026-01']],
    ['3/1/2026, 2026-04-01', ['2026-03', '2026-04']],
    ['Mar, Apr', null],
    ['Jan-Mar 2026', null],
    ['13/2026', null],
    ['three months', null],
    ['', []],
  ])('%j', (cell, months) => {
    expect(parseMonthsOwed(cell)).toEqual(months);
  });
});

describe('reading a report', () => {
  const mapping: DelinquencyMapping = {
    property: 0,
    unit: 1,
    tenants: 2,
    balance: 3,
    rent: 4,
    moveIn: 5,
    monthsOwed: 6,
    dueDay: null,
    leaseType: null,
    subsidy: null,
    notes: null,
  };

  const unmapped = { nameDoubts: [], dueDay: null, leaseType: null, subsidized: null };

  it('reads rows and leaves out blank, total and heading lines', () => {
    const { rows, problems, formulaRows } = readDelinquencyReport(
      [
        ['12 Main St Apt 3', '', 'Smith, John & Mary Smith', '$3,150.00', '1,000', '01/15/2025', 'Mar 2026, Apr 2026'],
        ['', '', '', '', '', '', ''],
        ['Maple Apartments', '', '', '', '', '', ''],
        ['7 Oak Ln', '2', 'ACME LLC', 'n/a', '', 'soon', 'a while'],
        ['', '', 'Total', '$3,150.00', '', '', ''],
        ['7 Oak Ln', '', '', 'Subtotal', '', '', ''],
        ['Grand Total', '', '', '3150', '', '', ''],
        ['Total delinquent for property', '', '', '3150', '', '', ''],
        ['=HYPERLINK("x")', '', 'Jane Doe', '=SUM(A1)', '', '', ''],
      ],
      mapping,
    );
    expect(rows).toEqual([
      {
        row: 2,
        address: '12 Main St',
        unit: '3',
        tenantNames: ['John Smith', 'Mary Smith'],
        balance: 315_000,
        rent: 100_000,
        moveIn: '2025-01-15',
        monthsOwed: ['2026-03', '2026-04'],
        formula: false,
        ...unmapped,
      },
      {
        row: 5,
        address: '7 Oak Ln',
        unit: '2',
        tenantNames: ['ACME LLC'],
        balance: null,
        rent: null,
        moveIn: null,
        monthsOwed: null,
        formula: false,
        ...unmapped,
      },
      {
        row: 10,
        address: '=HYPERLINK("x")',
        unit: null,
        tenantNames: ['Jane Doe'],
        balance: null,
        rent: null,
        moveIn: null,
        monthsOwed: null,
        formula: true,
        ...unmapped,
      },
    ]);
    expect(problems).toEqual([
      { row: 4, message: DELINQUENCY_MESSAGES.headingLine(4) },
      { row: 5, message: DELINQUENCY_MESSAGES.badMonths(5, 'a while') },
      { row: 6, message: DELINQUENCY_MESSAGES.totalLine(6) },
      { row: 7, message: DELINQUENCY_MESSAGES.totalLine(7) },
      { row: 8, message: DELINQUENCY_MESSAGES.totalLine(8) },
      { row: 9, message: DELINQUENCY_MESSAGES.totalLine(9) },
    ]);
    expect(formulaRows).toEqual([10]);
  });

  it('keeps a tenant whose name starts with Total', () => {
    const only: DelinquencyMapping = { ...EMPTY_DELINQUENCY_MAPPING, property: 0, tenants: 1, balance: 2 };
    const { rows, problems } = readDelinquencyReport([['12 Main St', 'Total Care LLC', '100']], only);
    expect(rows.map((r) => r.tenantNames)).toEqual([['Total Care LLC']]);
    expect(problems).toEqual([]);
  });

  it('counts rows from firstRow and leaves unmapped fields empty', () => {
    const only: DelinquencyMapping = { ...EMPTY_DELINQUENCY_MAPPING, property: 0, tenants: 1, balance: 2 };
    const { rows } = readDelinquencyReport([['12 Main St', 'John Doe', '(50.00)']], only, 7);
    expect(rows).toEqual([
      row({
        row: 7,
        balance: -5000,
        rent: null,
        moveIn: null,
        monthsOwed: null,
        tenantNames: ['John Doe'],
        leaseType: null,
        subsidized: null,
      }),
    ]);
  });
});

describe('rows that cannot become cases', () => {
  const matched = { kind: 'property', propertyId: 1 } as const;
  it.each<[string, Partial<DelinquencyRow>, ReturnType<typeof matchDelinquencyRow>, string[]]>([
    ['a good row', {}, matched, []],
    ['no tenant', { tenantNames: [] }, matched, [DELINQUENCY_MESSAGES.noTenant]],
    ['a balance that is not an amount', { balance: null }, matched, [DELINQUENCY_MESSAGES.badBalance]],
    ['nothing owed', { balance: 0 }, matched, [DELINQUENCY_MESSAGES.nothingOwed]],
    ['a credit', { balance: -100 }, matched, [DELINQUENCY_MESSAGES.nothingOwed]],
    [
      'no property and no tenant',
      { tenantNames: [] },
      { kind: 'none', reason: DELINQUENCY_MESSAGES.noProperty },
      [DELINQUENCY_MESSAGES.noTenant, DELINQUENCY_MESSAGES.noProperty],
    ],
  ])('%s', (_, over, match, problems) => {
    expect(delinquencyRowProblems(row(over), match)).toEqual(problems);
  });
});

describe('the case a row starts', () => {
  const answers = { rentDueBy: '1' };

  it('claims the listed months that are due, and says why the others are left out', () => {
    const seed = delinquencyCaseSeed(
      row({ moveIn: '2026-01-10', monthsOwed: ['2025-12', '2026-01', '2026-02', '2026-05'] }),
      answers,
      NOW,
    );
    expect(seed.pastDueRent).toEqual([
      { timePeriod: '2026-02-01', timePeriodDisplay: 'February 2026', amount: 100_000, selected: true },
    ]);
    expect(seed.status).toBe(CASE_STATUSES.additionalCharges);
    expect(seed.claimed).toBe(100_000);
    expect(seed.difference).toBe(200_000);
    expect(seed.notes).toEqual([
      DELINQUENCY_MESSAGES.beforeLeaseStart('December 2025'),
      DELINQUENCY_MESSAGES.beforeLeaseStart('January 2026'),
      DELINQUENCY_MESSAGES.notDueYet('May 2026'),
      DELINQUENCY_MESSAGES.moreThanClaimed('$2,000.00'),
    ]);
    expect(seed.lease).toEqual({
      rentCycle: 'Monthly',
      rentDueBy: '1',
      rentAmount: 100_000,
      leaseStartDate: '2026-01-10',
      leaseTypeTitle: 'Written',
      section8: false,
    });
    expect(seed.tenants).toEqual([{ name: 'John Smith' }]);
  });

  it('never turns a balance into months of rent: without months the case waits at Past Due Rent', () => {
    const seed = delinquencyCaseSeed(row({ balance: 265_000, rent: 120_000, monthsOwed: null }), answers, NOW);
    expect(seed.pastDueRent).toEqual([]);
    expect(seed.status).toBe(CASE_STATUSES.pastDueRent);
    expect(seed.notes).toContain(DELINQUENCY_MESSAGES.balanceOnly('$2,650.00'));
    // The question is kept with the case, for Past Due Rent, the batch view and Review & Sign.
    expect(seed.facts.find((f) => f.field === 'pastDueRent')).toEqual({
      field: 'pastDueRent',
      source: 'report',
      value: 'A balance of $2,650.00, months not listed',
      note: DELINQUENCY_MESSAGES.balanceOnly('$2,650.00'),
      confirmed: false,
    });
  });

  it('asks about listed months the balance does not cover, and claims none of them in full', () => {
    const seed = delinquencyCaseSeed(row({ balance: 150_000, monthsOwed: ['2026-03', '2026-04'] }), answers, NOW);
    expect(seed.notes).toEqual([DELINQUENCY_MESSAGES.balanceBelowMonths('$1,500.00', 'April 2026, March 2026')]);
    expect(seed.pastDueRent).toEqual([]);
    expect(seed.status).toBe(CASE_STATUSES.pastDueRent);
  });

  it('counts a period due today', () => {
    const seed = delinquencyCaseSeed(row({ monthsOwed: ['2026-04'] }), { rentDueBy: '15' }, NOW);
    expect(seed.pastDueRent.map((p) => p.timePeriod)).toEqual(['2026-04-15']);
    expect(delinquencyCaseSeed(row({ monthsOwed: ['2026-04'] }), { rentDueBy: '16' }, NOW).pastDueRent).toEqual([]);
  });

  it('takes the due day and the lease type from the row before the answer for all', () => {
    const seed = delinquencyCaseSeed(
      row({ dueDay: '5', leaseType: 'Oral' }),
      { rentDueBy: '1', leaseType: 'Written' },
      NOW,
    );
    expect(seed.lease.rentDueBy).toBe('5');
    expect(seed.lease.leaseTypeTitle).toBe('Oral');
    expect(seed.facts.find((f) => f.field === 'rentDueBy')?.source).toBe('report');
  });

  it('sends a subsidized tenancy through the Section 8 questions, claiming nothing yet', () => {
    const seed = delinquencyCaseSeed(row({ subsidized: true }), answers, NOW);
    expect(seed.lease.section8).toBe(true);
    expect(seed.status).toBe(CASE_STATUSES.leaseDetails);
    expect(seed.pastDueRent).toEqual([]);
    expect(seed.facts.find((f) => f.field === 'section8')).toMatchObject({ source: 'report', confirmed: false });
  });

  it('shows what it assumed: no subsidy when the report does not say, and the move-in as the lease start', () => {
    const seed = delinquencyCaseSeed(row({ subsidized: null }), answers, NOW);
    expect(seed.lease.section8).toBe(false);
    expect(seed.facts.find((f) => f.field === 'section8')).toMatchObject({ source: 'assumed', value: 'No subsidy' });
    expect(seed.facts.find((f) => f.field === 'leaseStartDate')).toMatchObject({ source: 'assumed' });
    expect(seed.facts.every((f) => !f.confirmed)).toBe(true);
  });

  it.each<[string, Partial<DelinquencyRow>, { rentDueBy?: string; leaseType?: 'Written' }, string]>([
    ['no rent', { rent: null }, answers, DELINQUENCY_MESSAGES.noRent],
    ['no move-in date', { moveIn: null }, answers, DELINQUENCY_MESSAGES.noMoveIn],
    ['no due day', {}, {}, DELINQUENCY_MESSAGES.noDueDay],
    ['no lease type', { leaseType: null }, answers, DELINQUENCY_MESSAGES.noLeaseType],
  ])('sends a row with %s to Lease Details', (_, over, given, note) => {
    const seed = delinquencyCaseSeed(row(over), given, NOW);
    expect(seed.status).toBe(CASE_STATUSES.leaseDetails);
    expect(seed.pastDueRent).toEqual([]);
    expect(seed.claimed).toBe(0);
    expect(seed.notes).toContain(note);
  });

  it('sends a row with a due day that is not a day of the month to Lease Details', () => {
    const seed = delinquencyCaseSeed(row(), { rentDueBy: '0' }, NOW);
    expect(seed.status).toBe(CASE_STATUSES.leaseDetails);
    expect(seed.notes).toEqual([DELINQUENCY_MESSAGES.badDueDay]);
  });

  it.each<[string, Partial<DelinquencyRow>, string[]]>([
    ['a rent of $0', { rent: 0 }, [DELINQUENCY_MESSAGES.zeroRent]],
    [
      'only months not due yet',
      { monthsOwed: ['2026-06'] },
      [DELINQUENCY_MESSAGES.notDueYet('June 2026'), DELINQUENCY_MESSAGES.noPeriods],
    ],
  ])('claims nothing for a lease with %s', (_, over, notes) => {
    const seed = delinquencyCaseSeed(row(over), answers, NOW);
    expect(seed.pastDueRent).toEqual([]);
    expect(seed.notes).toEqual(notes);
  });

  const month = fc
    .record({ year: fc.integer({ min: 2023, max: 2027 }), month: fc.integer({ min: 1, max: 12 }) })
    .map(({ year, month: m }) => `${year}-${String(m).padStart(2, '0')}`);
  const day = fc.integer({ min: 1, max: 28 }).map((d) => String(d).padStart(2, '0'));

  it('claims only listed, due periods from the lease start that the balance covers, each at the rent', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -100_000, max: 5_000_000 }),
        fc.integer({ min: 0, max: 400_000 }),
        month,
        day,
        fc.integer({ min: 1, max: 31 }),
        fc.option(fc.uniqueArray(month, { minLength: 1, maxLength: 8 }), { nil: null }),
        fc.date({ min: new Date('2025-01-01T00:00:00Z'), max: new Date('2027-12-31T00:00:00Z'), noInvalidDate: true }),
        (balance, rent, startMonth, startDay, dueDay, monthsOwed, now) => {
          const moveIn = `${startMonth}-${startDay}`;
          const r = row({ balance, rent, moveIn, monthsOwed: monthsOwed && [...monthsOwed].sort() });
          const seed = delinquencyCaseSeed(r, { rentDueBy: String(dueDay) }, now);
          const today = todayInNewJersey(now);
          expect(seed.claimed + seed.difference).toBe(balance);
          expect(seed.claimed).toBeLessThanOrEqual(Math.max(balance, 0));
          if (monthsOwed === null) expect(seed.pastDueRent).toEqual([]);
          else for (const p of seed.pastDueRent) expect(monthsOwed).toContain(p.timePeriod.slice(0, 7));
          const periods = seed.pastDueRent.map((p) => p.timePeriod);
          expect(new Set(periods).size).toBe(periods.length);
          for (const p of seed.pastDueRent) {
            expect(p.timePeriod <= today).toBe(true);
            expect(p.timePeriod >= moveIn).toBe(true);
            expect(p.amount).toBe(rent);
            expect(p.selected).toBe(true);
          }
          if (periods.length > 0) expect(seed.status).toBe(CASE_STATUSES.additionalCharges);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('reads any text without throwing, and a row read holds only trimmed names', () => {
    const cell = fc.string({ maxLength: 40 });
    fc.assert(
      fc.property(fc.array(fc.array(cell, { minLength: 7, maxLength: 7 }), { maxLength: 10 }), (rows) => {
        const mapping: DelinquencyMapping = {
          property: 0,
          unit: 1,
          tenants: 2,
          balance: 3,
          rent: 4,
          moveIn: 5,
          monthsOwed: 6,
          dueDay: null,
          leaseType: null,
          subsidy: null,
          notes: null,
        };
        const read = readDelinquencyReport(rows, mapping);
        for (const r of read.rows) {
          for (const name of r.tenantNames) expect(name).toBe(name.trim());
          expect(r.tenantNames.every((n) => n !== '')).toBe(true);
          if (r.monthsOwed) expect([...r.monthsOwed].sort()).toEqual(r.monthsOwed);
        }
      }),
    );
  });
});
