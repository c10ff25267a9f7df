/**
 * Test data for the application feature's tests: an application as `getApplication` returns it, with every
 * field set to a plain "just started" value that a test overrides with what it is about.
 */
import type { Application, ApplicationIncome } from '../hooks/use-application';

/**
 * An application as a new applicant has it: single applicant, nothing entered, next step About you.
 * @param overrides the fields the test cares about
 */
export function makeApplication(overrides: Partial<Application> = {}): Application {
  return {
    id: 'application-1',
    budget: 0,
    rentBudget: 0,
    deposit: 20_000,
    depositSource: 'CashSavings',
    budgetLimits: [],
    grossAnnualPay: 45_000,
    canProvideBudget: true,
    jointApplication: false,
    submitted: false,
    approved: false,
    rejected: false,
    progress: 0,
    nextStep: {
      kind: 'Step',
      id: 'about-you',
      path: '/your-application/personal-details/about-you',
    },
    steps: [],
    dateOfBirth: null,
    nationality: null,
    nin: null,
    otherFirstName: null,
    otherMiddleName: null,
    otherLastName: null,
    hasAdditionalIncome: null,
    cardBalance: 0,
    monthlyLoans: 0,
    monthlyCommitments: 0,
    adultDependants: 0,
    childDependants: 0,
    cardsAnsweredAt: null,
    monthlyCommitmentsAnsweredAt: null,
    dependantsAnsweredAt: null,
    identityVerified: false,
    identityVerificationRequested: false,
    identityVerificationSkipped: false,
    identityVerificationStatus: 'NotStarted',
    documentsUploaded: false,
    openBankingConnected: false,
    openBankingRequested: false,
    openBankingStatus: 'NotStarted',
    openBankingBankName: null,
    bankStatementsManualUpload: false,
    addressHistoryMonths: 0,
    addressHistoryMonthsNeeded: 36,
    addresses: [],
    incomes: [],
    expenses: [],
    ...overrides,
  } as Application;
}

/**
 * An income, employed unless told, with no amounts.
 * @param overrides the fields the test cares about
 */
export function makeIncome(overrides: Partial<ApplicationIncome> = {}): ApplicationIncome {
  return {
    id: 'income-1',
    type: 'Employed',
    primary: true,
    employmentOption: null,
    jobTitle: null,
    employerName: null,
    baseGrossIncome: null,
    additionalGrossIncome: null,
    overtime: null,
    contractorCurrentJobTitle: null,
    contractorPreviousJobTitle: null,
    contractorNextJobTitle: null,
    contractorCurrentDayRate: null,
    contractorDuration: null,
    currentJobEndsInOneMonth: null,
    hasNextJob: null,
    natureOfBusiness: null,
    currentYearProfits: null,
    previousYearProfits: null,
    companyName: null,
    ltdHouseNumber: null,
    ltdDividends: null,
    ltdDirectorSalary: null,
    ltdPreviousYearDividends: null,
    ltdPreviousYearDirectorSalary: null,
    accountantName: null,
    accountantCompany: null,
    accountantAddress: null,
    accountantEmail: null,
    benefitsUniversal: null,
    benefitsPip: null,
    benefitsChildren: null,
    benefitsDla: null,
    ...overrides,
  } as ApplicationIncome;
}
