import { describe, expect, it } from 'vitest';
import {
  type AffordabilityInput,
  calculateAffordability,
  canProvideBudget,
  getAssessableIncome,
  getCardMonthlyRepayment,
  getDepositCap,
  getTaxableIncomeParts,
  type IncomeInput,
  isContractEnding,
  isIncomeType,
  toIncomeInput,
} from './affordability';

const employed = (baseGrossIncome: number): IncomeInput => ({
  type: 'Employed',
  primary: true,
  baseGrossIncome,
});

/** One employed earner on £40,000 with a £20,000 deposit at the national yield, plus any changes. */
const single = (changes: Partial<AffordabilityInput> = {}): AffordabilityInput => ({
  applicants: [{ incomes: [employed(40_000)] }],
  deposit: 20_000,
  ...changes,
});

describe('getAssessableIncome (ARCHITECTURE §4 step 1)', () => {
  it('counts employed base, all additional income and half of overtime', () => {
    expect(
      getAssessableIncome({
        type: 'Employed',
        baseGrossIncome: 30_000,
        additionalGrossIncome: 2_000,
        overtime: 4_000,
      }),
    ).toBe(34_000);
    expect(getAssessableIncome({ type: 'Employed', baseGrossIncome: 40_000 })).toBe(40_000);
    expect(getAssessableIncome({ type: 'Employed', overtime: 1_001 })).toBe(500.5);
  });

  it('annualises a contractor day rate over 5 days x 46 weeks', () => {
    expect(getAssessableIncome({ type: 'ProfessionalContractor', contractorCurrentDayRate: 500 })).toBe(
      115_000,
    );
    expect(getAssessableIncome({ type: 'ProfessionalContractor', contractorCurrentDayRate: null })).toBe(0);
  });

  it('averages two years of sole-trader profits, or takes the one year given', () => {
    const soleTrader = (
      currentYearProfits: number | null,
      previousYearProfits: number | null,
    ): IncomeInput => ({
      type: 'SoleTrader',
      currentYearProfits,
      previousYearProfits,
    });
    expect(getAssessableIncome(soleTrader(30_000, 20_000))).toBe(25_000);
    expect(getAssessableIncome(soleTrader(30_000, null))).toBe(30_000);
    expect(getAssessableIncome(soleTrader(null, 20_000))).toBe(20_000);
    expect(getAssessableIncome(soleTrader(30_000, 0))).toBe(15_000);
    expect(getAssessableIncome(soleTrader(null, null))).toBe(0);
    expect(getAssessableIncome(soleTrader(30_000, -10_000))).toBe(10_000); // a loss reduces the average
    expect(getAssessableIncome(soleTrader(-5_000, -1_000))).toBe(0); // never negative
  });

  it('averages two years of director salary plus dividends, or takes the one year given', () => {
    expect(
      getAssessableIncome({
        type: 'LimitedCompany',
        ltdDirectorSalary: 12_570,
        ltdDividends: 30_000,
        ltdPreviousYearDirectorSalary: 12_570,
        ltdPreviousYearDividends: 20_000,
      }),
    ).toBe(37_570);
    expect(
      getAssessableIncome({ type: 'LimitedCompany', ltdDirectorSalary: 12_570, ltdDividends: 30_000 }),
    ).toBe(42_570);
    expect(getAssessableIncome({ type: 'LimitedCompany', ltdPreviousYearDividends: 20_000 })).toBe(20_000);
    expect(getAssessableIncome({ type: 'LimitedCompany' })).toBe(0);
  });

  it('counts 12 months of every benefit, Universal Credit at 100%', () => {
    expect(
      getAssessableIncome({
        type: 'Benefits',
        benefitsUniversal: 400,
        benefitsPip: 300,
        benefitsChildren: 100,
        benefitsDla: 50,
      }),
    ).toBe(10_200);
    expect(getAssessableIncome({ type: 'Benefits', benefitsPip: 434.4 })).toBe(5_212.8);
  });

  it('treats missing and negative amounts as nothing', () => {
    expect(getAssessableIncome({ type: 'Employed', baseGrossIncome: null })).toBe(0);
    expect(getAssessableIncome({ type: 'Employed', baseGrossIncome: -1_000 })).toBe(0);
    expect(getAssessableIncome({ type: 'Benefits', benefitsUniversal: Number.NaN })).toBe(0);
  });
});

describe('getTaxableIncomeParts (ARCHITECTURE §4 step 2, research §2.5)', () => {
  it('taxes employed and contractor income as employment income', () => {
    expect(getTaxableIncomeParts({ type: 'Employed', baseGrossIncome: 30_000, overtime: 2_000 })).toEqual({
      employmentIncome: 31_000,
      selfEmploymentProfits: 0,
      dividends: 0,
      untaxedIncome: 0,
    });
    expect(
      getTaxableIncomeParts({ type: 'ProfessionalContractor', contractorCurrentDayRate: 400 }),
    ).toMatchObject({ employmentIncome: 92_000 });
  });

  it('splits a director into salary and dividends, and a sole trader into profits', () => {
    expect(
      getTaxableIncomeParts({
        type: 'LimitedCompany',
        ltdDirectorSalary: 12_570,
        ltdDividends: 30_000,
        ltdPreviousYearDirectorSalary: 10_000,
        ltdPreviousYearDividends: 20_000,
      }),
    ).toEqual({ employmentIncome: 11_285, selfEmploymentProfits: 0, dividends: 25_000, untaxedIncome: 0 });
    expect(getTaxableIncomeParts({ type: 'SoleTrader', currentYearProfits: 30_000 })).toMatchObject({
      selfEmploymentProfits: 30_000,
    });
    expect(getTaxableIncomeParts({ type: 'Benefits', benefitsPip: 100 })).toMatchObject({
      untaxedIncome: 1_200,
    });
  });
});

describe('calculateAffordability: the worked check of ARCHITECTURE §4', () => {
  it('gives £200,000, rent budget £965, bound by the exit mortgage', () => {
    const result = calculateAffordability(single({ grossYieldPercent: 5.8 }));
    // (a) 1,333.33 / ((5.8% + 1%) / 12) = 235,294.12
    expect(result.incomeCap).toBeCloseTo(235_294.12, 2);
    expect(Math.floor(result.incomeCap)).toBe(235_294);
    // (b) 5 x 40,000
    expect(result.exitMortgageCap).toBe(200_000);
    // (c) 20,000 / 2%
    expect(result.depositCap).toBe(1_000_000);
    expect(result.bindingConstraint).toBe('exitMortgage');
    expect(result.budget).toBe(200_000);
    // 200,000 x 5.8% / 12 = 966.67 → 965
    expect(result.rentBudget).toBe(965);
    expect(result.canProvideBudget).toBe(true);
  });

  it('returns every intermediate figure', () => {
    const result = calculateAffordability(single());
    expect(result).toMatchObject({
      householdAssessableIncome: 40_000,
      grossMonthlyIncome: 3_333.33,
      netMonthlyIncome: 2_693.3,
      dependantAllowance: 0,
      cardRepayment: 0,
      monthlyCommitmentsTotal: 0,
      grossYieldPercent: 5.8,
    });
    expect(result.planCostPerPoundPerMonth).toBeCloseTo(0.068 / 12, 12);
    expect(result.people).toHaveLength(1);
    expect(result.people[0]?.assessableIncome).toBe(40_000);
    expect(result.people[0]?.takeHome).toMatchObject({ incomeTax: 5_486, nationalInsurance: 2_194.4 });
  });

  it('defaults to the national yield of 5.8%', () => {
    expect(calculateAffordability(single()).grossYieldPercent).toBe(5.8);
    expect(calculateAffordability(single({ grossYieldPercent: Number.NaN })).grossYieldPercent).toBe(5.8);
  });
});

describe('calculateAffordability: binding constraints', () => {
  it('is bound by the deposit: £2,000 → £100,000', () => {
    const result = calculateAffordability(single({ deposit: 2_000 }));
    expect(result.depositCap).toBe(100_000);
    expect(result.bindingConstraint).toBe('deposit');
    expect(result.budget).toBe(100_000);
    expect(result.rentBudget).toBe(480); // 483.33 → 480
  });

  it('has no deposit cap while the deposit is not given', () => {
    for (const deposit of [null, undefined]) {
      const result = calculateAffordability(single({ deposit }));
      expect(result.depositCap).toBeNull();
      expect(result.bindingConstraint).toBe('exitMortgage');
      expect(result.budget).toBe(200_000);
    }
  });

  it('is bound by income when commitments are high', () => {
    // Commitments 300 a month: loans 150 + 3% of a 2,000 card balance (60) + 50 + 40.
    const result = calculateAffordability(
      single({ monthlyLoans: 150, cardBalance: 2_000, monthlyCommitments: 50, monthlyExpenses: 40 }),
    );
    expect(result.cardRepayment).toBe(60);
    expect(result.monthlyCommitmentsTotal).toBe(300);
    // (1,333.33 − 300) / (6.8% / 12) = 182,352.94
    expect(result.incomeCap).toBeCloseTo(182_352.94, 2);
    expect(result.bindingConstraint).toBe('income');
    expect(result.budget).toBe(182_000);
    expect(result.rentBudget).toBe(875); // 879.67 → 875
  });

  it('is bound by income at a high yield', () => {
    // North East 7.2%: 1,333.33 / (8.2% / 12) = 195,121.95
    const result = calculateAffordability(single({ grossYieldPercent: 7.2 }));
    expect(result.incomeCap).toBeCloseTo(195_121.95, 2);
    expect(result.bindingConstraint).toBe('income');
    expect(result.budget).toBe(195_000);
    expect(result.rentBudget).toBe(1_170); // exactly 1,170
  });

  it('uses the local yield for the rent budget', () => {
    // London 4.7%: income cap 280,701.75; exit 200,000; rent 200,000 x 4.7% / 12 = 783.33 → 780
    const result = calculateAffordability(single({ grossYieldPercent: 4.7 }));
    expect(result.incomeCap).toBeCloseTo(280_701.75, 2);
    expect(result.budget).toBe(200_000);
    expect(result.rentBudget).toBe(780);
  });

  it('names the earlier constraint on a tie', () => {
    const result = calculateAffordability(single({ deposit: 4_000 })); // deposit cap 200,000 = exit cap
    expect(result.depositCap).toBe(200_000);
    expect(result.bindingConstraint).toBe('exitMortgage');
    expect(result.budget).toBe(200_000);
  });
});

describe('calculateAffordability: dependants (DWP UC 2025/26 allowances)', () => {
  it('deducts the adult and child allowances and lowers the budget', () => {
    // 400.14 + 2 x 292.81 = 985.76; (1,333.33 − 985.76) / (6.8% / 12) = 61,336.47
    const result = calculateAffordability(single({ adultDependants: 1, childDependants: 2 }));
    expect(result.dependantAllowance).toBe(985.76);
    expect(result.monthlyCommitmentsTotal).toBe(985.76);
    expect(result.incomeCap).toBeCloseTo(61_336.47, 2);
    expect(result.bindingConstraint).toBe('income');
    expect(result.budget).toBe(61_000);
    expect(result.rentBudget).toBe(290); // 294.83 → 290
    expect(result.canProvideBudget).toBe(true);
  });

  it('can take the budget under the minimum', () => {
    // 400.14 + 3 x 292.81 = 1,278.57; (1,333.33 − 1,278.57) / (6.8% / 12) = 9,664.12
    const result = calculateAffordability(single({ adultDependants: 1, childDependants: 3 }));
    expect(result.budget).toBe(9_000);
    expect(result.canProvideBudget).toBe(false);
  });

  it('counts dependants as whole, non-negative numbers', () => {
    expect(
      calculateAffordability(single({ adultDependants: 1.7, childDependants: -2 })).dependantAllowance,
    ).toBe(400.14);
  });
});

describe('calculateAffordability: households', () => {
  it('adds a co-applicant’s income and works out each person’s tax', () => {
    const result = calculateAffordability({
      applicants: [{ incomes: [employed(40_000)] }, { incomes: [employed(30_000)], taxRegion: 'rUK' }],
      deposit: 20_000,
    });
    expect(result.people.map((person) => person.assessableIncome)).toEqual([40_000, 30_000]);
    expect(result.householdAssessableIncome).toBe(70_000);
    // Net: (32,319.60 + 25,119.60) / 12
    expect(result.netMonthlyIncome).toBe(4_786.6);
    // Income cap 2,333.33 / (6.8% / 12) = 411,764.71; exit 350,000; deposit 1,000,000
    expect(result.incomeCap).toBeCloseTo(411_764.71, 2);
    expect(result.exitMortgageCap).toBe(350_000);
    expect(result.bindingConstraint).toBe('exitMortgage');
    expect(result.budget).toBe(350_000);
    expect(result.rentBudget).toBe(1_690); // 1,691.67 → 1,690
  });

  it('adds several incomes of one person', () => {
    const result = calculateAffordability({
      applicants: [
        {
          incomes: [
            employed(30_000),
            { type: 'Benefits', benefitsPip: 300 },
            { type: 'SoleTrader', currentYearProfits: 6_000, previousYearProfits: 4_000 },
          ],
        },
      ],
    });
    expect(result.householdAssessableIncome).toBe(30_000 + 3_600 + 5_000);
    expect(result.people[0]?.takeHome).toMatchObject({
      grossIncome: 38_600,
      incomeTax: 4_486, // on 35,000
      nationalInsurance: 1_394.4, // Class 1 on 30,000; profits of 5,000 are under the Class 4 limit
    });
  });

  it('uses Scottish bands for the take-home pay only', () => {
    const scottish = calculateAffordability(
      single({ applicants: [{ incomes: [employed(40_000)], taxRegion: 'Scotland' }] }),
    );
    expect(scottish.people[0]?.takeHome.incomeTax).toBe(5_582.82);
    expect(scottish.netMonthlyIncome).toBe(2_685.23);
    expect(scottish.budget).toBe(200_000);
  });

  it('taxes a limited-company director on salary and dividends', () => {
    const result = calculateAffordability({
      applicants: [
        { incomes: [{ type: 'LimitedCompany', ltdDirectorSalary: 12_570, ltdDividends: 40_000 }] },
      ],
    });
    expect(result.householdAssessableIncome).toBe(52_570);
    expect(result.people[0]?.takeHome).toMatchObject({
      incomeTax: 0,
      nationalInsurance: 0,
      dividendTax: 4_031.25,
    });
  });
});

describe('getDepositCap (ARCHITECTURE §4 step 5c; spec §9 "Deposit is 2% of price")', () => {
  it('gives the price a deposit is 2% of', () => {
    expect(getDepositCap(20_000)).toBe(1_000_000);
    expect(getDepositCap(1_000)).toBe(50_000);
    expect(getDepositCap(5_000)).toBe(250_000);
    expect(getDepositCap(1_234)).toBe(61_700);
  });

  it('gives no cap without a deposit, and nothing for a negative one', () => {
    expect(getDepositCap(null)).toBeNull();
    expect(getDepositCap(undefined)).toBeNull();
    expect(getDepositCap(Number.NaN)).toBeNull();
    expect(getDepositCap(-500)).toBe(0);
  });
});

describe('calculateAffordability: the £50,000 minimum (spec §4 step 8, §5)', () => {
  it('can give a budget of exactly £50,000', () => {
    const result = calculateAffordability(single({ deposit: 1_000 })); // 1,000 / 2% = 50,000
    expect(result.budget).toBe(50_000);
    expect(result.canProvideBudget).toBe(true);
  });

  it('cannot give a budget just under it', () => {
    const result = calculateAffordability(single({ deposit: 999.98 })); // 49,999 → 49,000
    expect(result.depositCap).toBe(49_999);
    expect(result.budget).toBe(49_000);
    expect(result.canProvideBudget).toBe(false);
  });

  it('can give a budget just over it', () => {
    const result = calculateAffordability(single({ deposit: 1_020 })); // 51,000
    expect(result.budget).toBe(51_000);
    expect(result.canProvideBudget).toBe(true);
  });

  it('is never negative', () => {
    const noDeposit = calculateAffordability(single({ deposit: 0 }));
    expect(noDeposit.budget).toBe(0);
    expect(noDeposit.rentBudget).toBe(0);
    expect(noDeposit.canProvideBudget).toBe(false);
    const overCommitted = calculateAffordability(single({ monthlyLoans: 5_000 }));
    expect(overCommitted.incomeCap).toBe(0);
    expect(overCommitted.bindingConstraint).toBe('income');
    expect(overCommitted.budget).toBe(0);
    const noIncome = calculateAffordability({ applicants: [{ incomes: [] }] });
    expect(noIncome.budget).toBe(0);
    expect(calculateAffordability({ applicants: [] }).budget).toBe(0);
  });

  it('canProvideBudget is true from £50,000', () => {
    expect(canProvideBudget(49_999)).toBe(false);
    expect(canProvideBudget(50_000)).toBe(true);
    expect(canProvideBudget(50_001)).toBe(true);
    expect(canProvideBudget(0)).toBe(false);
    expect(canProvideBudget(Number.NaN)).toBe(false);
  });
});

describe('toIncomeInput and isIncomeType (stored incomes)', () => {
  it('keeps the amounts of a known type and refuses an unknown one', () => {
    expect(isIncomeType('LimitedCompany')).toBe(true);
    expect(isIncomeType('Lottery')).toBe(false);
    expect(isIncomeType(null)).toBe(false);
    const stored = {
      type: 'Employed',
      primary: true,
      baseGrossIncome: 40_000,
      overtime: 2_000,
      jobTitle: 'Nurse',
    };
    expect(toIncomeInput(stored)).toEqual(
      expect.objectContaining({ type: 'Employed', primary: true, baseGrossIncome: 40_000, overtime: 2_000 }),
    );
    expect(toIncomeInput(stored)).not.toHaveProperty('jobTitle');
    expect(toIncomeInput({ type: 'Lottery', baseGrossIncome: 1 })).toBeNull();
  });
});

describe('getCardMonthlyRepayment (ARCHITECTURE §4 step 3)', () => {
  it('counts 3% of the balance a month, nothing for none', () => {
    expect(getCardMonthlyRepayment(6_000)).toBe(180);
    expect(getCardMonthlyRepayment(1_234)).toBe(37.02);
    expect(getCardMonthlyRepayment(null)).toBe(0);
    expect(getCardMonthlyRepayment(-50)).toBe(0);
  });
});

describe('Temporary / Zero-hour pay', () => {
  it('counts 50% of the last 12 months’ gross pay, overtime and additional income included', () => {
    expect(
      getAssessableIncome({
        type: 'Employed',
        employmentOption: 'TemporaryZeroHour',
        baseGrossIncome: 24_000,
      }),
    ).toBe(12_000);
    expect(
      getAssessableIncome({
        type: 'Employed',
        employmentOption: 'TemporaryZeroHour',
        baseGrossIncome: 24_000,
        additionalGrossIncome: 1_000,
        overtime: 3_000,
      }),
    ).toBe(14_000);
  });

  it('leaves permanent employment as it was', () => {
    expect(
      getAssessableIncome({
        type: 'Employed',
        employmentOption: 'PermanentEmployment',
        baseGrossIncome: 24_000,
        overtime: 2_000,
      }),
    ).toBe(25_000);
  });

  it('halves the budget an employed £40,000 gives when it is zero-hours: £200,000 becomes £100,000', () => {
    const zeroHours = calculateAffordability(
      single({
        applicants: [
          {
            incomes: [
              {
                type: 'Employed',
                primary: true,
                employmentOption: 'TemporaryZeroHour',
                baseGrossIncome: 40_000,
              },
            ],
          },
        ],
      }),
    );
    expect(zeroHours.householdAssessableIncome).toBe(20_000);
    expect(zeroHours.budget).toBe(100_000);
    expect(calculateAffordability(single()).budget).toBe(200_000);
  });
});

describe('a contract that ends within a month', () => {
  const contractor = (changes: Partial<IncomeInput> = {}): IncomeInput => ({
    type: 'ProfessionalContractor',
    primary: true,
    contractorCurrentDayRate: 500,
    ...changes,
  });

  it('counts nothing when it ends within a month and no next contract is lined up', () => {
    expect(isContractEnding({ currentJobEndsInOneMonth: true, hasNextJob: false })).toBe(true);
    expect(getAssessableIncome(contractor({ currentJobEndsInOneMonth: true, hasNextJob: false }))).toBe(0);
  });

  it('counts the day rate in full when the next contract is lined up, or the contract runs on', () => {
    expect(getAssessableIncome(contractor({ currentJobEndsInOneMonth: true, hasNextJob: true }))).toBe(
      115_000,
    );
    expect(getAssessableIncome(contractor({ currentJobEndsInOneMonth: false, hasNextJob: false }))).toBe(
      115_000,
    );
    expect(getAssessableIncome(contractor({ currentJobEndsInOneMonth: null, hasNextJob: null }))).toBe(
      115_000,
    );
  });

  it('gives no budget from an ending contract alone (income is what limits it)', () => {
    const result = calculateAffordability({
      applicants: [{ incomes: [contractor({ currentJobEndsInOneMonth: true, hasNextJob: false })] }],
      deposit: 20_000,
    });
    expect(result.budget).toBe(0);
    expect(result.canProvideBudget).toBe(false);
  });
});
