/**
 * The budget path of an application (application-budget.ts). Every expected figure is worked out by hand in
 * the comments, from ARCHITECTURE.md §4 (40% of gross monthly income over a plan cost of (yield + 1%) / 12 a
 * pound a month; 5 × income; deposit / 2%; budget down to £1,000, rent budget = budget × yield / 12 down to
 * £5), the DWP 2025/26 Universal Credit allowances (£400.14 an adult, £292.81 a child) and the regional
 * yields (South East 5.0%, national 5.8%).
 */
import { describe, expect, it } from 'vitest';
import {
  type BudgetApplication,
  calculateApplicationBudget,
  checkIncomeChange,
  checkIncomeRemoval,
  estimateOnboardingBudget,
  getApplicantIncomes,
  getCountedIncomes,
  getCurrentPostcode,
  getTaxRegion,
  MAX_INCOMES_PER_PERSON,
  mapApplicationToAffordabilityInput,
  sumMonthlyExpenses,
} from './application-budget';

/** Employed base pay as an income row would carry it (pounds a year). */
const employed = (baseGrossIncome: number, primary = true) => ({
  type: 'Employed',
  primary,
  baseGrossIncome,
  additionalGrossIncome: null,
  overtime: null,
});

/** Child Benefit of £100 a month (£1,200 a year) as an additional income. */
const childBenefit = { type: 'Benefits', primary: false, benefitsChildren: 100 };

/** The worked check's applicant: deposit £20,000, no preferred district with a region (national 5.8%). */
const application = (changes: Partial<BudgetApplication> = {}): BudgetApplication => ({
  grossAnnualPay: 40_000,
  deposit: 20_000,
  preferredLocations: ['IM1'],
  monthlyLoans: 0,
  cardBalance: 0,
  monthlyCommitments: 0,
  adultDependants: 0,
  childDependants: 0,
  hasAdditionalIncome: null,
  incomes: [],
  addresses: [],
  expenses: [],
  ...changes,
});

describe('calculateApplicationBudget: the worked check of ARCHITECTURE.md §4', () => {
  it('gives one employed earner on £40,000 with a £20,000 deposit a budget of £200,000 and rent of £965', () => {
    // (a) 40% x 40,000 / 12 = 1,333.33 a month / ((5.8% + 1%) / 12) = 235,294; (b) 5 x 40,000 = 200,000;
    // (c) 20,000 / 2% = 1,000,000. Lowest (b) 200,000; rent 200,000 x 5.8% / 12 = 966.67, down to 965.
    const result = calculateApplicationBudget(application({ incomes: [employed(40_000)] }));
    expect(result).toMatchObject({
      budget: 200_000,
      rentBudget: 965,
      bindingConstraint: 'exitMortgage',
      grossYieldPercent: 5.8,
    });
    expect(result.incomeCap).toBeCloseTo(235_294.12, 2);
  });

  it('reads the yield from the preferred districts (SO16: South East, 5.0%)', () => {
    // (a) 1,333.33 / ((5.0% + 1%) / 12) = 266,667, so (b) 200,000 still binds; rent 200,000 x 5% / 12 =
    // 833.33, down to 830.
    const result = calculateApplicationBudget(
      application({ incomes: [employed(40_000)], preferredLocations: ['SO16'] }),
    );
    expect(result).toMatchObject({ budget: 200_000, rentBudget: 830, grossYieldPercent: 5 });
  });

  it('has no deposit cap while the deposit is not given', () => {
    const result = calculateApplicationBudget(application({ incomes: [employed(40_000)], deposit: null }));
    expect(result).toMatchObject({ budget: 200_000, depositCap: null });
  });
});

describe('the fallback to the onboarding gross annual pay', () => {
  it('counts the onboarding pay as employed base pay while no income is recorded', () => {
    // £20,000: (a) 666.67 / 0.0056667 = 117,647; (b) 100,000; rent 100,000 x 5.8% / 12 = 483.33 → 480.
    const result = calculateApplicationBudget(application({ grossAnnualPay: 20_000 }));
    expect(result).toMatchObject({ budget: 100_000, rentBudget: 480, householdAssessableIncome: 20_000 });
    expect(getApplicantIncomes(application({ grossAnnualPay: 20_000 }))).toEqual([
      { type: 'Employed', primary: true, baseGrossIncome: 20_000 },
    ]);
  });

  it('ignores the onboarding pay once an income is recorded', () => {
    const result = calculateApplicationBudget(
      application({ grossAnnualPay: 20_000, incomes: [employed(40_000)] }),
    );
    expect(result).toMatchObject({ budget: 200_000, householdAssessableIncome: 40_000 });
  });

  it('falls back when no recorded income counts (additional incomes after "no", unknown types)', () => {
    // £30,000: (b) 150,000 binds ((a) 1,000 / 0.0056667 = 176,471); rent 150,000 x 5.8% / 12 = 725.
    const saidNo = application({
      grossAnnualPay: 30_000,
      hasAdditionalIncome: false,
      incomes: [childBenefit],
    });
    expect(calculateApplicationBudget(saidNo)).toMatchObject({ budget: 150_000, rentBudget: 725 });
    const unknownType = application({
      grossAnnualPay: 30_000,
      incomes: [{ type: 'Lottery', primary: true, baseGrossIncome: 1_000_000 }],
    });
    expect(calculateApplicationBudget(unknownType)).toMatchObject({ budget: 150_000 });
  });

  it('gives no income at all without a recorded income or an onboarding pay', () => {
    expect(getApplicantIncomes(application({ grossAnnualPay: null }))).toEqual([]);
    expect(calculateApplicationBudget(application({ grossAnnualPay: null })).budget).toBe(0);
  });
});

describe('which incomes count', () => {
  const incomes = [employed(40_000), childBenefit];

  it('counts additional incomes while the applicant has not said they have none', () => {
    // 40,000 + 12 x 100 = 41,200: (b) 206,000 binds ((a) 1,373.33 / 0.0056667 = 242,353);
    // rent 206,000 x 5.8% / 12 = 995.67, down to 995.
    for (const hasAdditionalIncome of [true, null]) {
      const result = calculateApplicationBudget(application({ incomes, hasAdditionalIncome }));
      expect(result, String(hasAdditionalIncome)).toMatchObject({
        householdAssessableIncome: 41_200,
        budget: 206_000,
        rentBudget: 995,
      });
    }
  });

  it('leaves additional incomes out once the applicant says they have none, keeping the main income', () => {
    const result = calculateApplicationBudget(application({ incomes, hasAdditionalIncome: false }));
    expect(result).toMatchObject({ householdAssessableIncome: 40_000, budget: 200_000, rentBudget: 965 });
    expect(getCountedIncomes({ incomes, hasAdditionalIncome: false })).toEqual([
      expect.objectContaining({ type: 'Employed', baseGrossIncome: 40_000 }),
    ]);
  });

  it('takes stored rows as they are, keeping only the amounts the model reads; unknown types count nothing', () => {
    const row = { ...employed(40_000), id: 'a', person: 'applicant', jobTitle: 'Staff nurse' };
    const counted = getCountedIncomes({
      incomes: [row, { type: 'Lottery', primary: false, baseGrossIncome: 5 }],
    });
    expect(counted).toHaveLength(1);
    expect(counted[0]).not.toHaveProperty('jobTitle');
  });
});

describe('commitments, expenses and dependants', () => {
  it('takes the listed expenses off what the applicant can afford each month', () => {
    // Expenses 300 + 200 = 500 a month: (a) (1,333.33 − 500) / 0.0056667 = 147,059 → 147,000;
    // rent 147,000 x 5.8% / 12 = 710.50, down to 710.
    const result = calculateApplicationBudget(
      application({ incomes: [employed(40_000)], expenses: [{ amount: 300 }, { amount: 200 }] }),
    );
    expect(result).toMatchObject({ monthlyCommitmentsTotal: 500, budget: 147_000, rentBudget: 710 });
    expect(sumMonthlyExpenses([{ amount: 300 }, { amount: null }, { amount: 200 }])).toBe(500);
    expect(sumMonthlyExpenses(null)).toBe(0);
  });

  it('counts loans, 3% of card balances, other commitments and the DWP allowance per dependant', () => {
    // 200 loans + 3% x 10,000 = 300 + 100 other + 400.14 adult + 292.81 child = 1,292.95 a month:
    // (a) (1,333.33 − 1,292.95) / 0.0056667 = 7,126 → 7,000; rent 7,000 x 5.8% / 12 = 33.83 → 30.
    const result = calculateApplicationBudget(
      application({
        grossAnnualPay: 40_000,
        monthlyLoans: 200,
        cardBalance: 10_000,
        monthlyCommitments: 100,
        adultDependants: 1,
        childDependants: 1,
      }),
    );
    expect(result).toMatchObject({
      monthlyCommitmentsTotal: 1_292.95,
      budget: 7_000,
      rentBudget: 30,
      canProvideBudget: false,
    });
  });

  it('counts missing amounts as nothing', () => {
    const input = mapApplicationToAffordabilityInput({ grossAnnualPay: 40_000 });
    expect(input).toEqual({
      applicants: [
        { incomes: [{ type: 'Employed', primary: true, baseGrossIncome: 40_000 }], taxRegion: 'rUK' },
      ],
      monthlyLoans: 0,
      cardBalance: 0,
      monthlyCommitments: 0,
      monthlyExpenses: 0,
      adultDependants: 0,
      childDependants: 0,
      deposit: null,
      grossYieldPercent: 5.8,
    });
  });
});

describe('the current address chooses the income-tax bands', () => {
  const movedToEdinburgh = [
    { postCode: 'SO16 7AA', moveInDate: '2015-01-01' },
    { postCode: 'EH1 1YZ', moveInDate: '2022-05-01' },
  ];

  it('uses the postcode of the latest move-in date', () => {
    expect(getCurrentPostcode(movedToEdinburgh)).toBe('EH1 1YZ');
    expect(getCurrentPostcode([...movedToEdinburgh].reverse())).toBe('EH1 1YZ');
    expect(getCurrentPostcode([])).toBeNull();
    expect(getCurrentPostcode(undefined)).toBeNull();
  });

  it('taxes a person living in Scotland with the Scottish bands, and everyone else with the rUK ones', () => {
    expect(getTaxRegion({ addresses: movedToEdinburgh })).toBe('Scotland');
    const movedToSouthampton = [
      { postCode: 'EH1 1YZ', moveInDate: '2015-01-01' },
      { postCode: 'SO16 7AA', moveInDate: '2022-05-01' },
    ];
    expect(getTaxRegion({ addresses: movedToSouthampton })).toBe('rUK');
    expect(getTaxRegion({})).toBe('rUK');
    const input = mapApplicationToAffordabilityInput(application({ addresses: movedToEdinburgh }));
    expect(input.applicants[0]?.taxRegion).toBe('Scotland');
  });
});

describe('a joint application', () => {
  it('adds the co-applicant’s counted incomes, without an onboarding fallback of their own', () => {
    // 40,000 + 30,000 = 70,000: (b) 350,000 binds ((a) 2,333.33 / 0.0056667 = 411,765; (c) 1,000,000);
    // rent 350,000 x 5.8% / 12 = 1,691.67, down to 1,690.
    const joint = application({
      incomes: [employed(40_000)],
      coApplicant: {
        incomes: [employed(30_000), childBenefit],
        hasAdditionalIncome: false,
        addresses: [{ postCode: 'EH1 1YZ', moveInDate: '2020-01-01' }],
      },
    });
    expect(calculateApplicationBudget(joint)).toMatchObject({
      householdAssessableIncome: 70_000,
      budget: 350_000,
      rentBudget: 1_690,
    });
    expect(mapApplicationToAffordabilityInput(joint).applicants.map((a) => a.taxRegion)).toEqual([
      'rUK',
      'Scotland',
    ]);
    const noIncomeYet = application({ incomes: [employed(40_000)], coApplicant: { incomes: [] } });
    expect(calculateApplicationBudget(noIncomeYet).householdAssessableIncome).toBe(40_000);
  });

  it('counts the co-applicant’s other (additional) incomes unless they say they have none', () => {
    // Applicant 40,000; co-applicant 30,000 main + a 6,000 second job + Child Benefit 12 x 100 = 1,200:
    // household 77,200. (a) 40% x 77,200 / 12 = 2,573.33 / ((5.8% + 1%) / 12) = 454,118; (b) 5 x 77,200 =
    // 386,000; (c) 1,000,000. Lowest (b) 386,000; rent 386,000 x 5.8% / 12 = 1,865.67, down to 1,865.
    const coIncomes = [employed(30_000), employed(6_000, false), childBenefit];
    for (const hasAdditionalIncome of [true, null]) {
      const joint = application({
        incomes: [employed(40_000)],
        coApplicant: { incomes: coIncomes, hasAdditionalIncome },
      });
      expect(calculateApplicationBudget(joint), String(hasAdditionalIncome)).toMatchObject({
        householdAssessableIncome: 77_200,
        budget: 386_000,
        rentBudget: 1_865,
      });
    }
    // Their "no other income" leaves both out: 70,000 → 350,000, rent 1,690 (as above).
    const saidNone = application({
      incomes: [employed(40_000)],
      coApplicant: { incomes: coIncomes, hasAdditionalIncome: false },
    });
    expect(calculateApplicationBudget(saidNone)).toMatchObject({
      householdAssessableIncome: 70_000,
      budget: 350_000,
      rentBudget: 1_690,
    });
  });
});

describe('estimateOnboardingBudget (onboarding steps 1 and 5)', () => {
  it('estimates from the pay alone, then with the deposit', () => {
    expect(estimateOnboardingBudget({ grossAnnualPay: 40_000 })).toMatchObject({
      budget: 200_000,
      rentBudget: 965,
      depositCap: null,
    });
    // Deposit £1,000 caps the price at 1,000 / 2% = 50,000; rent 50,000 x 5.8% / 12 = 241.67 → 240.
    expect(estimateOnboardingBudget({ grossAnnualPay: 40_000, deposit: 1_000 })).toMatchObject({
      budget: 50_000,
      rentBudget: 240,
      bindingConstraint: 'deposit',
    });
    expect(
      estimateOnboardingBudget({ grossAnnualPay: 40_000, deposit: 20_000, preferredLocations: ['SO16'] }),
    ).toMatchObject({ budget: 200_000, rentBudget: 830 });
  });

  it('averages the yields of the preferred districts and rounds the exit-mortgage cap down to £1,000', () => {
    // SO16 and PO30 are both South East (5.0%). (a) 40% x 27,500 / 12 = 916.67 / 0.005 = 183,333;
    // (b) 5 x 27,500 = 137,500; (c) 3,000 / 2% = 150,000. (b) → 137,000; rent 137,000 x 5% / 12 = 570.83 → 570.
    const answers = { grossAnnualPay: 27_500, deposit: 3_000, preferredLocations: ['SO16', 'PO30'] };
    expect(estimateOnboardingBudget(answers)).toMatchObject({
      grossYieldPercent: 5,
      bindingConstraint: 'exitMortgage',
      budget: 137_000,
      rentBudget: 570,
    });
  });

  it('gives no estimate until the pay is a whole number of pounds up to £10,000,000', () => {
    for (const grossAnnualPay of [null, undefined, -1, 40_000.5, 10_000_001, Number.NaN]) {
      expect(estimateOnboardingBudget({ grossAnnualPay }), String(grossAnnualPay)).toBeNull();
    }
  });
});

describe('checkIncomeChange: at most 10 incomes a person, at most one main income', () => {
  const main = { id: 'main', primary: true };
  const extra = (n: number) => ({ id: `extra-${n}`, primary: false });

  it('allows a first main income, additional incomes and changes to the main income', () => {
    expect(checkIncomeChange([], { primary: true })).toBeNull();
    expect(checkIncomeChange([main], { primary: false })).toBeNull();
    expect(checkIncomeChange([main, extra(1)], { id: 'main', primary: true })).toBeNull();
    expect(checkIncomeChange([main, extra(1)], { id: 'extra-1', primary: false })).toBeNull();
  });

  it('refuses a second main income, new or changed, naming `primary`', () => {
    const problem = {
      field: 'primary',
      message: 'You already have a main income. Change that one, or add this one as additional income.',
    };
    expect(checkIncomeChange([main], { primary: true })).toEqual(problem);
    expect(checkIncomeChange([main, extra(1)], { id: 'extra-1', primary: true })).toEqual(problem);
  });

  it('refuses an eleventh income naming `id`, but still lets any of the ten be changed', () => {
    expect(MAX_INCOMES_PER_PERSON).toBe(10);
    const ten = [main, ...Array.from({ length: 9 }, (_, i) => extra(i))];
    const nine = ten.slice(0, 9);
    expect(checkIncomeChange(nine, { primary: false })).toBeNull();
    expect(checkIncomeChange(ten, { primary: false })).toEqual({
      field: 'id',
      message: 'You can add at most 10 incomes',
    });
    expect(checkIncomeChange(ten, { id: 'extra-3', primary: false })).toBeNull();
  });
});

describe('checkIncomeRemoval', () => {
  it('removes additional incomes but never the main one', () => {
    expect(checkIncomeRemoval({ primary: false })).toBeNull();
    expect(checkIncomeRemoval({ primary: true })).toEqual({
      field: 'id',
      message:
        'Your main income can’t be removed, as every application needs one. Change it on the Income page instead.',
    });
  });
});
