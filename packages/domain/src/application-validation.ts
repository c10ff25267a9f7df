/**
 * Input schemas (zod 4) for the application's sections (spec §3 "Application", "UserAddress", "Expense",
 * "Income", "AddressSearch"; spec §2 pages About you, Address history, Income, Additional income, Cards,
 * Monthly commitments, Dependants), shared by the server's input validation and the web forms
 * (ARCHITECTURE.md §2 "forms"). Every message is written for the person and shown as it is, on the page and in
 * the API's errors: it says what to do ("Enter your date of birth", "Choose your type of employment") or what
 * is allowed, in British English, with no raw formats, lists of identifiers or developer words (GOV.UK Design
 * System, error messages: https://design-system.service.gov.uk/components/error-message/; checked by
 * messages.test.ts). Dates are asked for as the person reads them ("for example 27 3 1990"), whatever form
 * the field sends.
 *
 * The spec does not show field-level validation (spec §5); the limits are decided in
 * application-validation/fields.ts and noted on each constant. Money is whole pounds (ARCHITECTURE.md §3) and never negative. Dates are `YYYY-MM-DD`
 * calendar dates; the schemas that need today's date are functions of it, so that the caller (the server, in
 * Europe/London) decides what "today" is and tests are repeatable.
 */
import { z } from 'zod';
import {
  dateOfBirthSchema,
  nationalitySchema,
  ninSchema,
  ukPhoneNumberSchema,
} from './application-validation/about-you';
import {
  clearableTextSchema,
  countSchema,
  MAX_CARD_BALANCE,
  MAX_DEPENDANTS,
  MAX_MONTHLY_AMOUNT,
  wholePoundsSchema,
} from './application-validation/fields';
import { depositSchema, depositSourceSchema, personNameSchema, preferredLocationsSchema } from './validation';

// The sections' schemas live in application-validation/, one module a section; they are part of this module too.
export {
  type AboutYouValues,
  aboutYouSchema,
  dateOfBirthSchema,
  formatNin,
  NIN_PATTERN,
  nationalitySchema,
  ninSchema,
  normaliseNin,
  normaliseUkPhoneNumber,
  ukPhoneNumberSchema,
} from './application-validation/about-you';
export {
  addressSearchInputSchema,
  deleteAddressInputSchema,
  moveInDateSchema,
  postcodeSchema,
  type UserAddressInput,
  type UserAddressParsed,
  userAddressInputSchema,
} from './application-validation/addresses';
export {
  deleteExpenseInputSchema,
  type ExpenseInput,
  type ExpenseParsed,
  expenseInputSchema,
} from './application-validation/expenses';
export {
  ADDRESS_LINE_MAX_LENGTH,
  CODE_INPUT_MAX_LENGTH,
  countSchema,
  DATE_INPUT_MAX_LENGTH,
  EARLIEST_MOVE_IN_DATE,
  getAge,
  isIsoDate,
  LONG_TEXT_MAX_LENGTH,
  MAX_APPLICANT_AGE,
  MAX_CARD_BALANCE,
  MAX_CONTRACT_MONTHS,
  MAX_DAY_RATE,
  MAX_DEPENDANTS,
  MAX_MONTHLY_AMOUNT,
  MAX_MONTHLY_BENEFIT,
  MIN_APPLICANT_AGE,
  PLACE_MAX_LENGTH,
  requiredTextSchema,
  TEXT_MAX_LENGTH,
  wholePoundsSchema,
} from './application-validation/fields';
export {
  benefitsIncomeSchema,
  type DeleteIncomeInput,
  deleteIncomeInputSchema,
  employedIncomeSchema,
  type IncomeInputValues,
  type IncomeParsed,
  incomeInputSchema,
  limitedCompanyIncomeSchema,
  professionalContractorIncomeSchema,
  soleTraderIncomeSchema,
} from './application-validation/incomes';

/**
 * The application fields the applicant can change with `updateApplication` (spec §3 User and Application
 * fields of the About you, Additional income, Cards, Monthly commitments and Dependants pages, plus the
 * deposit). Every field is optional and only given fields change; the name fields, phone number,
 * nationality, National Insurance number and "other names" may be cleared with `null` or a blank string;
 * the others refuse `null`.
 *
 * - firstName, lastName, middleName, otherFirstName, otherMiddleName, otherLastName: name parts
 *   ({@link personNameSchema});
 * - phoneNumber: UK phone number ({@link ukPhoneNumberSchema});
 * - dateOfBirth: {@link dateOfBirthSchema} (18 or over); nationality: {@link nationalitySchema};
 * - nin: National Insurance number ({@link ninSchema});
 * - hasAdditionalIncome: true, false or null (not answered);
 * - deposit (pounds), depositSource; cardBalance (pounds owed); monthlyLoans and monthlyCommitments
 *   (pounds a month); adultDependants, childDependants (counts).
 *
 * @param today `YYYY-MM-DD`, today in Europe/London (for the date of birth)
 * @returns a zod object schema; the output has trimmed, normalised values and `undefined` for fields not given
 */
export function updateApplicationInputSchema(today: string) {
  return z.object({
    firstName: personNameSchema('First name').optional(),
    middleName: clearableTextSchema(personNameSchema('Middle name'), 'Middle name'),
    lastName: personNameSchema('Last name').optional(),
    phoneNumber: clearableTextSchema(ukPhoneNumberSchema, 'Phone number'),
    dateOfBirth: dateOfBirthSchema(today).optional(),
    nationality: clearableTextSchema(nationalitySchema, 'Nationality'),
    nin: clearableTextSchema(ninSchema, 'National Insurance number'),
    otherFirstName: clearableTextSchema(personNameSchema('Other first name'), 'Other first name'),
    otherMiddleName: clearableTextSchema(personNameSchema('Other middle name'), 'Other middle name'),
    otherLastName: clearableTextSchema(personNameSchema('Other last name'), 'Other last name'),
    hasAdditionalIncome: z.boolean({ error: 'Say whether you have any other income' }).nullish(),
    jointApplication: z.boolean({ error: 'Say whether you are buying with someone else' }).optional(),
    deposit: depositSchema.optional(),
    depositSource: depositSourceSchema.optional(),
    cardBalance: wholePoundsSchema(
      'Card balance',
      MAX_CARD_BALANCE,
      '',
      'Enter the total balance on your cards, or 0 if you owe nothing',
    ).optional(),
    monthlyLoans: wholePoundsSchema('Monthly loan repayments', MAX_MONTHLY_AMOUNT, ' a month').optional(),
    monthlyCommitments: wholePoundsSchema('Monthly commitments', MAX_MONTHLY_AMOUNT, ' a month').optional(),
    adultDependants: countSchema('Adult dependants', MAX_DEPENDANTS).optional(),
    childDependants: countSchema('Child dependants', MAX_DEPENDANTS).optional(),
    preferredLocations: preferredLocationsSchema.optional(),
  });
}
/** The updateApplication input as sent. */
export type UpdateApplicationInput = z.input<ReturnType<typeof updateApplicationInputSchema>>;
/** The updateApplication input after parsing. */
export type UpdateApplicationParsed = z.output<ReturnType<typeof updateApplicationInputSchema>>;
