/**
 * The full application: updateApplication, addUpdateUserAddress, addUpdateUserExpense, deleteUserExpense,
 * createUpdateIncome, submitApplication, getAddressSearch, and the application's sections, progress, next
 * step and budget, through real GraphQL requests.
 */
import dayjs from 'dayjs';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { userApplications } from '../../src/db/schema';
import { londonToday } from '../../src/lib/dates';
import { createIdealPostcodesAddressLookup } from '../../src/providers/address-lookup/ideal-postcodes';
import { createGraphQL } from '../../src/yoga';
import {
  createTestEnv,
  drivers,
  errorOf,
  type GqlResult,
  landlordToken,
  signUp,
  type TestEnv,
} from '../helpers';

const APPLICATION_FIELDS = /* GraphQL */ `
  id budget rentBudget canProvideBudget progress submitted
  dateOfBirth nationality nin otherFirstName otherMiddleName otherLastName hasAdditionalIncome
  deposit depositSource cardBalance monthlyLoans monthlyCommitments adultDependants childDependants
  addressHistoryMonths addressHistoryMonthsNeeded
  nextStep { kind id path }
  steps { id status }
  incomes { id type primary employmentOption jobTitle employerName baseGrossIncome overtime benefitsUniversal
    benefitsChildren contractorCurrentDayRate natureOfBusiness }
  addresses { id addressLine1 addressLine2 postCode postTown country uprn moveInDate }
  expenses { id description amount type }
`;
const GET = /* GraphQL */ `query App { getApplication { ${APPLICATION_FIELDS} } }`;
const ME = /* GraphQL */ `query Me { me { user { firstName middleName lastName phoneNumber } } }`;
const UPDATE = /* GraphQL */ `
  mutation Update($input: UpdateApplicationInput!) { updateApplication(input: $input) { ${APPLICATION_FIELDS} } }
`;
const INCOME = /* GraphQL */ `
  mutation Income($input: CreateUpdateIncomeInput!) {
    createUpdateIncome(input: $input) { income { id type primary } application { ${APPLICATION_FIELDS} } }
  }
`;
const ADDRESS = /* GraphQL */ `
  mutation Address($input: AddUpdateUserAddressInput!) {
    addUpdateUserAddress(input: $input) { address { id postCode moveInDate } application { ${APPLICATION_FIELDS} } }
  }
`;
const EXPENSE = /* GraphQL */ `
  mutation Expense($input: AddUpdateUserExpenseInput!) {
    addUpdateUserExpense(input: $input) { expense { id amount } application { ${APPLICATION_FIELDS} } }
  }
`;
const DELETE_EXPENSE = /* GraphQL */ `
  mutation DeleteExpense($input: DeleteUserExpenseInput!) {
    deleteUserExpense(input: $input) { id application { ${APPLICATION_FIELDS} } }
  }
`;
const SUBMIT = /* GraphQL */ `mutation Submit { submitApplication { id submitted nextStep { kind } } }`;
const SEARCH = /* GraphQL */ `
  query Search($input: GetAddressSearchInput!) {
    getAddressSearch(input: $input) { addressLine1 addressLine2 addressLine3 postcode postTown country uprn }
  }
`;

type Application = {
  id: string;
  budget: number;
  rentBudget: number;
  canProvideBudget: boolean;
  progress: number;
  submitted: boolean;
  dateOfBirth: string | null;
  nationality: string | null;
  nin: string | null;
  otherFirstName: string | null;
  hasAdditionalIncome: boolean | null;
  deposit: number;
  cardBalance: number;
  monthlyLoans: number;
  monthlyCommitments: number;
  adultDependants: number;
  childDependants: number;
  addressHistoryMonths: number;
  addressHistoryMonthsNeeded: number;
  nextStep: { kind: string; id: string | null; path: string | null };
  steps: Array<{ id: string; status: string }>;
  incomes: Array<Record<string, unknown> & { id: string; type: string; primary: boolean }>;
  addresses: Array<Record<string, unknown> & { id: string; postCode: string }>;
  expenses: Array<{ id: string; description: string; amount: number; type: string }>;
};

/** A date a number of months before today (Europe/London), YYYY-MM-DD. */
const monthsAgo = (months: number) => dayjs(londonToday()).subtract(months, 'month').format('YYYY-MM-DD');
const yearsAgo = (years: number) => dayjs(londonToday()).subtract(years, 'year').format('YYYY-MM-DD');

const employed40k = {
  type: 'Employed',
  primary: true,
  employmentOption: 'PermanentEmployment',
  jobTitle: 'Staff nurse',
  employerName: 'Isle of Wight NHS Trust',
  baseGrossIncome: 40_000,
};
const address = {
  addressLine1: 'Flat 11',
  addressLine2: 'Corinthian Court',
  addressLine3: 'Cross Street',
  postCode: 'po37 6bu',
  postTown: 'SHANKLIN',
  country: 'England',
  moveInDate: monthsAgo(40),
};

describe.each(drivers)('application sections on %s', (driver) => {
  let env: TestEnv;
  beforeAll(async () => {
    env = await createTestEnv(driver);
  });
  afterAll(async () => {
    await env.close();
  });

  async function getApplication(token: string): Promise<Application> {
    const result = await env.gql<{ getApplication: Application }>(GET, {}, token);
    if (!result.data?.getApplication) throw new Error(JSON.stringify(result.errors));
    return result.data.getApplication;
  }

  describe('updateApplication', () => {
    it('changes only the given fields of the owner’s application and user', async () => {
      const alice = await signUp(env);
      const result = await env.gql<{ updateApplication: Application }>(
        UPDATE,
        {
          input: {
            firstName: ' Amelia-Rose ',
            middleName: 'Jane',
            phoneNumber: '+44 7700 900123',
            dateOfBirth: '1990-04-01',
            nationality: 'British',
            nin: 'ab 12 34 56 c',
            otherLastName: 'Smith',
          },
        },
        alice.token,
      );
      expect(result.errors).toBeUndefined();
      expect(result.data?.updateApplication).toMatchObject({
        dateOfBirth: '1990-04-01',
        nationality: 'British',
        nin: 'AB123456C',
        otherFirstName: null,
        otherLastName: 'Smith',
        cardBalance: 0,
      });
      const me = await env.gql<{ me: { user: Record<string, unknown> } }>(ME, {}, alice.token);
      expect(me.data?.me.user).toEqual({
        firstName: 'Amelia-Rose',
        middleName: 'Jane',
        lastName: 'Hughes',
        phoneNumber: '07700900123',
      });

      // A second call with one field leaves the others; null clears a clearable field.
      await env.gql(UPDATE, { input: { nationality: 'Irish', middleName: null } }, alice.token);
      const after = await getApplication(alice.token);
      expect(after).toMatchObject({ nationality: 'Irish', nin: 'AB123456C', dateOfBirth: '1990-04-01' });
      const meAfter = await env.gql<{ me: { user: Record<string, unknown> } }>(ME, {}, alice.token);
      expect(meAfter.data?.me.user).toMatchObject({ firstName: 'Amelia-Rose', middleName: null });
    });

    it('refuses bad input naming the field, and changes nothing', async () => {
      const { token } = await signUp(env);
      const cases: Array<[Record<string, unknown>, string]> = [
        [{ dateOfBirth: yearsAgo(17) }, 'dateOfBirth'],
        [{ dateOfBirth: '2030-01-01' }, 'dateOfBirth'],
        [{ dateOfBirth: '1990-02-30' }, 'dateOfBirth'],
        [{ nin: 'QQ 12 34 56 C' }, 'nin'],
        [{ cardBalance: -1 }, 'cardBalance'],
        [{ monthlyLoans: 100_001 }, 'monthlyLoans'],
        [{ adultDependants: 21 }, 'adultDependants'],
        [{ firstName: null }, 'firstName'],
        [{ phoneNumber: '12345' }, 'phoneNumber'],
      ];
      for (const [input, field] of cases) {
        const result = await env.gql(UPDATE, { input: { nationality: 'French', ...input } }, token);
        expect(errorOf(result), JSON.stringify(input)).toEqual({ code: 'BAD_USER_INPUT', field });
        expect(result.errors?.[0]?.message).toBeTruthy();
      }
      // A value outside a closed set is refused by GraphQL itself (the DepositSource enum), naming the field.
      const source = await env.gql(
        UPDATE,
        { input: { nationality: 'French', depositSource: 'Lottery win' } },
        token,
      );
      expect(source.data ?? null).toBeNull();
      expect(source.errors?.[0]?.message).toContain('"input.depositSource"');
      expect(source.errors?.[0]?.message).toContain('"DepositSource" enum');
      const application = await getApplication(token);
      expect(application).toMatchObject({ nationality: null, dateOfBirth: null, cardBalance: 0, nin: null });
    });

    it('refuses anonymous callers and other kinds of account; another applicant changes only their own', async () => {
      const alice = await signUp(env);
      const bob = await signUp(env);
      const anonymous = await env.gql(UPDATE, { input: { nationality: 'French' } });
      expect(errorOf(anonymous).code).toBe('UNAUTHENTICATED');
      const landlord = await landlordToken(env);
      const forbidden = await env.gql(UPDATE, { input: { nationality: 'French' } }, landlord);
      expect(errorOf(forbidden).code).toBe('FORBIDDEN');
      await env.gql(UPDATE, { input: { nationality: 'French' } }, bob.token);
      expect((await getApplication(alice.token)).nationality).toBeNull();
      expect((await getApplication(bob.token)).nationality).toBe('French');
    });

    it('works out the budget again after cards, loans, commitments, dependants and the deposit change', async () => {
      const { token } = await signUp(env, { preferredLocations: ['IM1'] });
      const before = await getApplication(token);
      expect(before).toMatchObject({ budget: 200_000, rentBudget: 965 });
      const changes = {
        cardBalance: 10_000,
        monthlyLoans: 200,
        monthlyCommitments: 100,
        adultDependants: 1,
        childDependants: 1,
      };
      const result = await env.gql<{ updateApplication: Application }>(UPDATE, { input: changes }, token);
      // Commitments: loans 200 + 3% of the £10,000 card balance (300) + 100 + one adult (400.14) and one
      // child (292.81) at the DWP 2025/26 Universal Credit rates = 1,292.95 a month. 40% of 40,000 / 12 =
      // 1,333.33, less 1,292.95 = 40.38; / ((5.8% + 1%) / 12) = 7,126.47 → 7,000, under £50,000.
      // Rent budget: 7,000 x 5.8% / 12 = 33.83 → 30.
      expect(result.data?.updateApplication).toMatchObject({
        ...changes,
        budget: 7_000,
        rentBudget: 30,
        canProvideBudget: false,
      });

      const deposit = await env.gql<{ updateApplication: Application }>(
        UPDATE,
        {
          input: {
            cardBalance: 0,
            monthlyLoans: 0,
            monthlyCommitments: 0,
            adultDependants: 0,
            childDependants: 0,
            deposit: 1_000,
          },
        },
        token,
      );
      // The deposit cap: £1,000 / 2% = £50,000; rent 50,000 x 5.8% / 12 = 241.67, down to 240.
      expect(deposit.data?.updateApplication).toMatchObject({
        budget: 50_000,
        rentBudget: 240,
        canProvideBudget: true,
      });
    });
  });

  describe('createUpdateIncome', () => {
    it('gives the worked example’s budget for an employed income of £40,000 (national yield)', async () => {
      // IM1 has no region in the yield table, so the national 5.8% applies (packages/domain/src/regions.ts).
      const { token } = await signUp(env, { grossAnnualPay: 20_000, preferredLocations: ['IM1'] });
      expect(await getApplication(token)).toMatchObject({ budget: 100_000, rentBudget: 480 });
      const result = await env.gql<{
        createUpdateIncome: { income: { id: string }; application: Application };
      }>(INCOME, { input: employed40k }, token);
      expect(result.errors).toBeUndefined();
      // ARCHITECTURE.md §4: (a) 235,294, (b) 200,000, (c) 1,000,000 → budget 200,000, rent 965.
      expect(result.data?.createUpdateIncome.application).toMatchObject({
        budget: 200_000,
        rentBudget: 965,
        canProvideBudget: true,
      });
      expect(result.data?.createUpdateIncome.application.incomes).toEqual([
        expect.objectContaining({ ...employed40k, overtime: null, benefitsUniversal: null }),
      ]);
    });

    it('uses the region’s yield for the rent budget (SO16, South East 5.0%)', async () => {
      const { token } = await signUp(env, { grossAnnualPay: 20_000 });
      expect(await getApplication(token)).toMatchObject({ budget: 100_000, rentBudget: 415 });
      const result = await env.gql<{ createUpdateIncome: { application: Application } }>(
        INCOME,
        { input: employed40k },
        token,
      );
      // Budget 200,000 (exit-mortgage cap); rent 200,000 x 5.0% / 12 = 833.33, down to 830.
      expect(result.data?.createUpdateIncome.application).toMatchObject({ budget: 200_000, rentBudget: 830 });
    });

    it('allows one primary income, adds additional income and replaces an income of another type', async () => {
      const { token } = await signUp(env, { preferredLocations: ['IM1'] });
      const first = await env.gql<{ createUpdateIncome: { income: { id: string } } }>(
        INCOME,
        { input: employed40k },
        token,
      );
      const primaryId = first.data?.createUpdateIncome.income.id;
      const second = await env.gql(INCOME, { input: { ...employed40k, baseGrossIncome: 90_000 } }, token);
      expect(errorOf(second)).toEqual({ code: 'BAD_USER_INPUT', field: 'primary' });

      const benefits = await env.gql<{ createUpdateIncome: { application: Application } }>(
        INCOME,
        { input: { type: 'Benefits', primary: false, benefitsChildren: 500 } },
        token,
      );
      // 40,000 + 12 x 500 = 46,000 assessable: the exit-mortgage cap 230,000 binds.
      expect(benefits.data?.createUpdateIncome.application).toMatchObject({
        hasAdditionalIncome: true,
        budget: 230_000,
      });
      expect(benefits.data?.createUpdateIncome.application.incomes.map((i) => [i.type, i.primary])).toEqual([
        ['Employed', true],
        ['Benefits', false],
      ]);

      // Saying "no additional income" leaves it out of the budget.
      const none = await env.gql<{ updateApplication: Application }>(
        UPDATE,
        { input: { hasAdditionalIncome: false } },
        token,
      );
      expect(none.data?.updateApplication.budget).toBe(200_000);

      // Replacing the primary income with a contractor one keeps only the contractor's fields.
      const contractor = await env.gql<{ createUpdateIncome: { application: Application } }>(
        INCOME,
        {
          input: {
            id: primaryId,
            type: 'ProfessionalContractor',
            primary: true,
            contractorCurrentJobTitle: 'Developer',
            contractorCurrentDayRate: 200,
            contractorDuration: 6,
            currentJobEndsInOneMonth: false,
            hasNextJob: false,
            jobTitle: 'ignored',
          },
        },
        token,
      );
      expect(contractor.errors).toBeUndefined();
      const replaced = contractor.data?.createUpdateIncome.application.incomes[0];
      expect(replaced).toMatchObject({
        id: primaryId,
        type: 'ProfessionalContractor',
        contractorCurrentDayRate: 200,
        jobTitle: null,
        baseGrossIncome: null,
        employmentOption: null,
      });
      // 200 x 5 x 46 = 46,000 a year: the exit-mortgage cap 230,000 binds.
      expect(contractor.data?.createUpdateIncome.application.budget).toBe(230_000);
    });

    it('refuses bad input naming the field, and adds nothing', async () => {
      const { token } = await signUp(env);
      const cases: Array<[Record<string, unknown>, string]> = [
        [{ ...employed40k, baseGrossIncome: undefined }, 'baseGrossIncome'],
        [{ ...employed40k, baseGrossIncome: -100 }, 'baseGrossIncome'],
        [{ type: 'SoleTrader', primary: true, currentYearProfits: 30_000 }, 'natureOfBusiness'],
        [{ type: 'Benefits', primary: true }, 'benefitsUniversal'],
        [{ ...employed40k, id: 'not-an-id' }, 'id'],
      ];
      for (const [input, field] of cases) {
        const result = await env.gql(INCOME, { input }, token);
        expect(errorOf(result), JSON.stringify(input)).toEqual({ code: 'BAD_USER_INPUT', field });
      }
      // Values outside a closed set are refused by GraphQL itself (the enums), naming the field.
      const enumCases: Array<[Record<string, unknown>, string]> = [
        [{ ...employed40k, employmentOption: 'Astronaut' }, '"input.employmentOption"'],
        [{ ...employed40k, type: 'Lottery' }, '"input.type"'],
        [{ ...employed40k, type: 'Professional contractor' }, '"input.type"'],
      ];
      for (const [input, field] of enumCases) {
        const refused = await env.gql(INCOME, { input }, token);
        expect(refused.data ?? null, JSON.stringify(input)).toBeNull();
        expect(refused.errors?.[0]?.message, JSON.stringify(input)).toContain(field);
      }
      expect((await getApplication(token)).incomes).toEqual([]);
    });

    it('refuses another applicant’s income and anonymous callers, changing nothing', async () => {
      const alice = await signUp(env);
      const bob = await signUp(env);
      const created = await env.gql<{ createUpdateIncome: { income: { id: string } } }>(
        INCOME,
        { input: employed40k },
        alice.token,
      );
      const id = created.data?.createUpdateIncome.income.id;
      const stolen = await env.gql(INCOME, { input: { ...employed40k, id, baseGrossIncome: 1 } }, bob.token);
      expect(errorOf(stolen).code).toBe('NOT_FOUND');
      const anonymous = await env.gql(INCOME, { input: { ...employed40k, id, baseGrossIncome: 1 } });
      expect(errorOf(anonymous).code).toBe('UNAUTHENTICATED');
      expect((await getApplication(alice.token)).incomes[0]?.baseGrossIncome).toBe(40_000);
      expect((await getApplication(bob.token)).incomes).toEqual([]);
    });
  });

  describe('joint or single', () => {
    const JOINT = /* GraphQL */ `
      mutation Joint($input: UpdateApplicationInput!) {
        updateApplication(input: $input) { jointApplication steps { id } }
      }
    `;
    it('changes the answer until submitted, adding or removing the co-applicant’s steps', async () => {
      const { token } = await signUp(env);
      type Joint = { updateApplication: { jointApplication: boolean; steps: Array<{ id: string }> } };
      const joint = await env.gql<Joint>(JOINT, { input: { jointApplication: true } }, token);
      expect(joint.errors).toBeUndefined();
      expect(joint.data?.updateApplication.jointApplication).toBe(true);
      expect(joint.data?.updateApplication.steps.map((s) => s.id)).toContain('co-applicant-about-you');
      const single = await env.gql<Joint>(JOINT, { input: { jointApplication: false } }, token);
      expect(single.data?.updateApplication.jointApplication).toBe(false);
      expect(single.data?.updateApplication.steps.map((s) => s.id)).not.toContain('co-applicant-about-you');
      const bad = await env.gql(JOINT, { input: { jointApplication: 'yes' } }, token);
      expect(bad.errors).toBeDefined();
      expect(errorOf(await env.gql(JOINT, { input: { jointApplication: true } })).code).toBe(
        'UNAUTHENTICATED',
      );
    });
  });

  describe('addUpdateUserAddress', () => {
    it('adds and changes the owner’s addresses and counts the months of history', async () => {
      const { token } = await signUp(env);
      const added = await env.gql<{
        addUpdateUserAddress: { address: { id: string; postCode: string }; application: Application };
      }>(ADDRESS, { input: { ...address, moveInDate: monthsAgo(20) } }, token);
      expect(added.errors).toBeUndefined();
      expect(added.data?.addUpdateUserAddress.address.postCode).toBe('PO37 6BU');
      expect(added.data?.addUpdateUserAddress.application).toMatchObject({
        addressHistoryMonths: 20,
        addressHistoryMonthsNeeded: 16,
      });
      const id = added.data?.addUpdateUserAddress.address.id;
      const changed = await env.gql<{ addUpdateUserAddress: { application: Application } }>(
        ADDRESS,
        { input: { ...address, id, moveInDate: monthsAgo(36) } },
        token,
      );
      expect(changed.data?.addUpdateUserAddress.application).toMatchObject({
        addressHistoryMonths: 36,
        addressHistoryMonthsNeeded: 0,
      });
      expect(changed.data?.addUpdateUserAddress.application.addresses).toEqual([
        {
          id,
          addressLine1: 'Flat 11',
          addressLine2: 'Corinthian Court',
          postCode: 'PO37 6BU',
          postTown: 'SHANKLIN',
          country: 'England',
          uprn: null,
          moveInDate: monthsAgo(36),
        },
      ]);
      const steps = changed.data?.addUpdateUserAddress.application.steps ?? [];
      expect(steps.find((s) => s.id === 'address-history')?.status).toBe('Done');
    });

    it('refuses bad input naming the field, another applicant’s address and anonymous callers', async () => {
      const alice = await signUp(env);
      const bob = await signUp(env);
      const cases: Array<[Record<string, unknown>, string]> = [
        [{ moveInDate: dayjs(londonToday()).add(1, 'day').format('YYYY-MM-DD') }, 'moveInDate'],
        [{ moveInDate: '01/02/2020' }, 'moveInDate'],
        [{ postCode: 'PO37' }, 'postCode'],
        [{ addressLine1: '  ' }, 'addressLine1'],
        [{ uprn: 'abc' }, 'uprn'],
      ];
      for (const [input, field] of cases) {
        const result = await env.gql(ADDRESS, { input: { ...address, ...input } }, alice.token);
        expect(errorOf(result), JSON.stringify(input)).toEqual({ code: 'BAD_USER_INPUT', field });
      }
      expect((await getApplication(alice.token)).addresses).toEqual([]);

      const added = await env.gql<{ addUpdateUserAddress: { address: { id: string } } }>(
        ADDRESS,
        { input: address },
        alice.token,
      );
      const id = added.data?.addUpdateUserAddress.address.id;
      const stolen = await env.gql(
        ADDRESS,
        { input: { ...address, id, addressLine1: 'Bob was here' } },
        bob.token,
      );
      expect(errorOf(stolen).code).toBe('NOT_FOUND');
      const anonymous = await env.gql(ADDRESS, { input: { ...address, id, addressLine1: 'Nobody' } });
      expect(errorOf(anonymous).code).toBe('UNAUTHENTICATED');
      expect((await getApplication(alice.token)).addresses.map((a) => a.addressLine1)).toEqual(['Flat 11']);
      expect((await getApplication(bob.token)).addresses).toEqual([]);
    });
  });

  describe('addresses abroad', () => {
    const ABROAD = /* GraphQL */ `
      mutation Address($input: AddUpdateUserAddressInput!) {
        addUpdateUserAddress(input: $input) {
          address { id postCode country countryCode }
          application { addressHistoryMonths addresses { addressLine1 countryCode postCode } }
        }
      }
    `;
    const paris = {
      addressLine1: '12 Rue de Rivoli',
      postTown: 'Paris',
      countryCode: 'FR',
      moveInDate: monthsAgo(40),
    };

    it('takes a previous address outside the UK, with or without a postcode, while the current one is in the UK', async () => {
      const { token } = await signUp(env);
      await env.gql(ADDRESS, { input: { ...address, moveInDate: monthsAgo(14) } }, token);
      const none = await env.gql<{
        addUpdateUserAddress: {
          address: { id: string; postCode: string | null; country: string; countryCode: string };
          application: { addressHistoryMonths: number };
        };
      }>(ABROAD, { input: paris }, token);
      expect(none.errors).toBeUndefined();
      expect(none.data?.addUpdateUserAddress.address).toMatchObject({
        postCode: null,
        country: 'France',
        countryCode: 'FR',
      });
      expect(none.data?.addUpdateUserAddress.application.addressHistoryMonths).toBe(40);
      const id = none.data?.addUpdateUserAddress.address.id;
      const withPostcode = await env.gql<{ addUpdateUserAddress: { address: { postCode: string } } }>(
        ABROAD,
        { input: { ...paris, id, postCode: ' 75001 ' } },
        token,
      );
      expect(withPostcode.data?.addUpdateUserAddress.address.postCode).toBe('75001');
      const badFormat = await env.gql(ABROAD, { input: { ...paris, id, postCode: '7500' } }, token);
      expect(errorOf(badFormat)).toEqual({ code: 'BAD_USER_INPUT', field: 'postCode' });
      const notACountry = await env.gql(ABROAD, { input: { ...paris, countryCode: 'XX' } }, token);
      expect(errorOf(notACountry)).toEqual({ code: 'BAD_USER_INPUT', field: 'countryCode' });
    });

    it('refuses an address abroad that would be the current address', async () => {
      const { token } = await signUp(env);
      const first = await env.gql(ABROAD, { input: { ...paris, moveInDate: monthsAgo(3) } }, token);
      expect(errorOf(first)).toEqual({ code: 'BAD_USER_INPUT', field: 'countryCode' });
      await env.gql(ADDRESS, { input: { ...address, moveInDate: monthsAgo(14) } }, token);
      // A previous address dated after the current one's: the date is wrong, not the country.
      const later = await env.gql(ABROAD, { input: { ...paris, moveInDate: monthsAgo(3) } }, token);
      expect(errorOf(later)).toEqual({ code: 'BAD_USER_INPUT', field: 'moveInDate' });
      expect(later.errors?.[0]?.message).toMatch(
        /^The move-in date must be before \d{1,2} \w+ \d{4}, when you moved in to your current address/,
      );
      expect((await getApplication(token)).addresses).toHaveLength(1);
    });
  });

  describe('addUpdateUserExpense and deleteUserExpense', () => {
    it('adds, changes and deletes the owner’s expenses, working out the budget each time', async () => {
      const { token } = await signUp(env, { preferredLocations: ['IM1'] });
      const added = await env.gql<{
        addUpdateUserExpense: { expense: { id: string }; application: Application };
      }>(EXPENSE, { input: { description: 'Nursery', amount: 500, type: 'Childcare' } }, token);
      expect(added.errors).toBeUndefined();
      // (40% x 40,000 / 12 − 500) / ((5.8% + 1%) / 12) = 147,058.82 → 147,000; rent 147,000 x 5.8% / 12 → 710.
      expect(added.data?.addUpdateUserExpense.application).toMatchObject({
        budget: 147_000,
        rentBudget: 710,
      });
      const id = added.data?.addUpdateUserExpense.expense.id;
      const changed = await env.gql<{ addUpdateUserExpense: { application: Application } }>(
        EXPENSE,
        { input: { id, description: 'Nursery, 3 days', amount: 300, type: 'Childcare' } },
        token,
      );
      expect(changed.data?.addUpdateUserExpense.application.expenses).toEqual([
        { id, description: 'Nursery, 3 days', amount: 300, type: 'Childcare' },
      ]);
      // (1,333.33 − 300) / ((5.8% + 1%) / 12) = 182,352.94 → 182,000; rent 182,000 x 5.8% / 12 = 879.67 → 875.
      expect(changed.data?.addUpdateUserExpense.application).toMatchObject({
        budget: 182_000,
        rentBudget: 875,
      });
      const deleted = await env.gql<{ deleteUserExpense: { id: string; application: Application } }>(
        DELETE_EXPENSE,
        { input: { id } },
        token,
      );
      expect(deleted.data?.deleteUserExpense).toMatchObject({
        id,
        application: { budget: 200_000, expenses: [] },
      });
      const again = await env.gql(DELETE_EXPENSE, { input: { id } }, token);
      expect(errorOf(again).code).toBe('NOT_FOUND');
    });

    it('refuses bad input naming the field, another applicant’s expense and anonymous callers', async () => {
      const alice = await signUp(env);
      const bob = await signUp(env);
      const cases: Array<[Record<string, unknown>, string]> = [
        [{ amount: -5 }, 'amount'],
        [{ amount: 100_001 }, 'amount'],
        [{ description: '' }, 'description'],
        [{ type: ' ' }, 'type'],
      ];
      for (const [input, field] of cases) {
        const result = await env.gql(
          EXPENSE,
          { input: { description: 'Gym', amount: 40, type: 'Leisure', ...input } },
          alice.token,
        );
        expect(errorOf(result), JSON.stringify(input)).toEqual({ code: 'BAD_USER_INPUT', field });
      }
      const badId = await env.gql(DELETE_EXPENSE, { input: { id: '42' } }, alice.token);
      expect(errorOf(badId)).toEqual({ code: 'BAD_USER_INPUT', field: 'id' });
      expect((await getApplication(alice.token)).expenses).toEqual([]);

      const added = await env.gql<{ addUpdateUserExpense: { expense: { id: string } } }>(
        EXPENSE,
        { input: { description: 'Gym', amount: 40, type: 'Leisure' } },
        alice.token,
      );
      const id = added.data?.addUpdateUserExpense.expense.id;
      const stolenUpdate = await env.gql(
        EXPENSE,
        { input: { id, description: 'Gym', amount: 0, type: 'Leisure' } },
        bob.token,
      );
      expect(errorOf(stolenUpdate).code).toBe('NOT_FOUND');
      const stolenDelete = await env.gql(DELETE_EXPENSE, { input: { id } }, bob.token);
      expect(errorOf(stolenDelete).code).toBe('NOT_FOUND');
      expect(errorOf(await env.gql(DELETE_EXPENSE, { input: { id } })).code).toBe('UNAUTHENTICATED');
      expect(
        errorOf(await env.gql(EXPENSE, { input: { id, description: 'Gym', amount: 0, type: 'Leisure' } }))
          .code,
      ).toBe('UNAUTHENTICATED');
      expect((await getApplication(alice.token)).expenses).toEqual([
        { id, description: 'Gym', amount: 40, type: 'Leisure' },
      ]);
    });
  });

  describe('progress, next step and submitApplication', () => {
    it('follows the next-step order and submits once every step is done', async () => {
      const { token, input } = await signUp(env, { preferredLocations: ['IM1'] });
      const email = input.email;
      const fresh = await getApplication(token);
      expect(fresh.nextStep).toEqual({
        kind: 'Step',
        id: 'about-you',
        path: '/your-application/personal-details/about-you',
      });
      // 6 steps plus expenditure (always complete): 1 of 7.
      expect(fresh.progress).toBe(14);
      const early = await env.gql(SUBMIT, {}, token);
      expect(errorOf(early).code).toBe('APPLICATION_INCOMPLETE');
      expect(early.errors?.[0]?.extensions?.nextStep).toEqual(fresh.nextStep);
      expect(early.errors?.[0]?.message).toBe('Finish "About you" before you submit your application.');

      await env.gql(UPDATE, { input: { dateOfBirth: '1990-04-01' } }, token);
      expect((await getApplication(token)).nextStep.id).toBe('address-history');
      await env.gql(ADDRESS, { input: address }, token);
      expect((await getApplication(token)).nextStep.id).toBe('income');
      await env.gql(INCOME, { input: employed40k }, token);
      expect((await getApplication(token)).nextStep.id).toBe('additional-income');
      const personalDone = await env.gql<{ updateApplication: Application }>(
        UPDATE,
        { input: { hasAdditionalIncome: false } },
        token,
      );
      expect(personalDone.data?.updateApplication).toMatchObject({
        progress: 71,
        nextStep: { kind: 'Step', id: 'applicant-identity-verification' },
      });
      expect(
        personalDone.data?.updateApplication.steps.find((s) => s.id === 'applicant-bank-statements'),
      ).toEqual({ id: 'applicant-bank-statements', status: 'Locked' });

      // Identity verification and bank statements arrive in a later issue: set them as those flows will.
      const application = await getApplication(token);
      await env.db
        .update(userApplications)
        .set({ identityVerified: true, documentsUploaded: true })
        .where(eq(userApplications.id, application.id));
      const ready = await getApplication(token);
      expect(ready).toMatchObject({
        progress: 100,
        nextStep: { kind: 'ReadyToSubmit', id: null, path: '/your-application/submit-disclaimer' },
      });

      const submitted = await env.gql<{
        submitApplication: { submitted: boolean; nextStep: { kind: string } };
      }>(SUBMIT, {}, token);
      expect(submitted.errors).toBeUndefined();
      expect(submitted.data?.submitApplication).toMatchObject({
        submitted: true,
        nextStep: { kind: 'Submitted' },
      });
      // The applicant is e-mailed a confirmation, once.
      const confirmations = () =>
        env.emails.filter((m) => m.to === email && m.subject === 'We have your Stairway application');
      expect(confirmations()).toHaveLength(1);
      expect(confirmations()[0]?.text).toMatch(/Thank you for submitting your Stairway application/);
      expect(confirmations()[0]?.links?.[0]).toMatch(/\/dashboard$/);
      const twice = await env.gql(SUBMIT, {}, token);
      expect(errorOf(twice).code).toBe('APPLICATION_SUBMITTED');
      expect(twice.errors?.[0]?.message).toMatch(/already been submitted/);
      expect(confirmations()).toHaveLength(1);
    });

    it('refuses to submit with a budget under £50,000 and sends the applicant back to income', async () => {
      const { token } = await signUp(env, { preferredLocations: ['IM1'] });
      await env.gql(UPDATE, { input: { dateOfBirth: '1985-06-15', hasAdditionalIncome: false } }, token);
      await env.gql(ADDRESS, { input: address }, token);
      await env.gql(INCOME, { input: { ...employed40k, baseGrossIncome: 9_000 } }, token);
      const application = await getApplication(token);
      await env.db
        .update(userApplications)
        .set({ identityVerified: true, documentsUploaded: true })
        .where(eq(userApplications.id, application.id));
      const low = await getApplication(token);
      expect(low).toMatchObject({
        budget: 45_000,
        canProvideBudget: false,
        nextStep: { kind: 'CannotProvideBudget', path: '/your-application/financial-details/income' },
      });
      const result = await env.gql(SUBMIT, {}, token);
      expect(errorOf(result).code).toBe('BUDGET_TOO_LOW');
      expect((await getApplication(token)).submitted).toBe(false);
    });

    it('refuses every change once submitted, and changes nothing', async () => {
      const { token } = await signUp(env, { preferredLocations: ['IM1'] });
      await env.gql(UPDATE, { input: { dateOfBirth: '1985-06-15', hasAdditionalIncome: false } }, token);
      const withAddress = await env.gql<{ addUpdateUserAddress: { address: { id: string } } }>(
        ADDRESS,
        { input: address },
        token,
      );
      const withIncome = await env.gql<{ createUpdateIncome: { income: { id: string } } }>(
        INCOME,
        { input: employed40k },
        token,
      );
      const withExpense = await env.gql<{ addUpdateUserExpense: { expense: { id: string } } }>(
        EXPENSE,
        { input: { description: 'Gym', amount: 40, type: 'Leisure' } },
        token,
      );
      const application = await getApplication(token);
      await env.db
        .update(userApplications)
        .set({ identityVerified: true, documentsUploaded: true })
        .where(eq(userApplications.id, application.id));
      expect(errorOf(await env.gql(SUBMIT, {}, token)).code).toBeUndefined();
      const before = await getApplication(token);

      const attempts: Array<[string, Record<string, unknown>]> = [
        [UPDATE, { input: { nationality: 'French', cardBalance: 5_000 } }],
        [
          ADDRESS,
          { input: { ...address, id: withAddress.data?.addUpdateUserAddress.address.id, addressLine1: 'X' } },
        ],
        [ADDRESS, { input: address }],
        [
          INCOME,
          {
            input: { ...employed40k, id: withIncome.data?.createUpdateIncome.income.id, baseGrossIncome: 1 },
          },
        ],
        [INCOME, { input: { type: 'Benefits', primary: false, benefitsPip: 400 } }],
        [EXPENSE, { input: { description: 'Car', amount: 300, type: 'Transport' } }],
        [DELETE_EXPENSE, { input: { id: withExpense.data?.addUpdateUserExpense.expense.id } }],
        // Joint or single can no longer be changed once submitted.
        [UPDATE, { input: { jointApplication: true } }],
      ];
      for (const [query, variables] of attempts) {
        const result = await env.gql(query, variables, token);
        expect(errorOf(result).code, query).toBe('APPLICATION_SUBMITTED');
        expect(result.errors?.[0]?.message).toMatch(/submitted, so it can no longer be changed/);
      }
      expect(await getApplication(token)).toEqual(before);
    });
  });

  describe('getAddressSearch', () => {
    it('finds the addresses of a real Isle of Wight postcode in the local index', async () => {
      const { token } = await signUp(env);
      const result = await env.gql<{ getAddressSearch: Array<Record<string, unknown>> }>(
        SEARCH,
        { input: { postcode: ' po376bu ' } },
        token,
      );
      expect(result.errors).toBeUndefined();
      expect(result.data?.getAddressSearch).toEqual(
        ['Flat 1', 'Flat 8', 'Flat 11'].map((flat) => ({
          addressLine1: flat,
          addressLine2: 'Corinthian Court',
          addressLine3: 'Cross Street',
          postcode: 'PO37 6BU',
          postTown: 'SHANKLIN',
          country: 'England',
          uprn: null,
        })),
      );
      const houses = await env.gql<{ getAddressSearch: Array<{ addressLine1: string }> }>(
        SEARCH,
        { input: { postcode: 'PO31 7PW' } },
        token,
      );
      expect(houses.data?.getAddressSearch.map((a) => a.addressLine1)).toEqual([
        '30 Newport Road',
        '30B Newport Road',
      ]);
      const unknown = await env.gql<{ getAddressSearch: unknown[] }>(
        SEARCH,
        { input: { postcode: 'SW1A 1AA' } },
        token,
      );
      expect(unknown.data?.getAddressSearch).toEqual([]);
    });

    it('refuses an invalid postcode naming the field, and anonymous callers', async () => {
      const { token } = await signUp(env);
      const bad = await env.gql(SEARCH, { input: { postcode: 'PO37' } }, token);
      expect(errorOf(bad)).toEqual({ code: 'BAD_USER_INPUT', field: 'postcode' });
      const anonymous = await env.gql(SEARCH, { input: { postcode: 'PO37 6BU' } });
      expect(errorOf(anonymous).code).toBe('UNAUTHENTICATED');
    });

    it('asks Ideal Postcodes when configured, maps its fields, and falls back to the local index on failure', async () => {
      const idealAddress = {
        line_1: 'Flat 11',
        line_2: 'Corinthian Court',
        line_3: 'Cross Street',
        post_town: 'SHANKLIN',
        postcode: 'PO37 6BU',
        country: 'England',
        uprn: '100060725417',
        udprn: 12345678,
      };
      const stub = vi.fn(async (url: string) => {
        if (url.includes('/postcodes/SW1A1AA')) {
          return new Response(JSON.stringify({ code: 4040, message: 'Postcode not found' }), { status: 404 });
        }
        if (url.includes('/postcodes/PO311AA')) {
          return new Response(JSON.stringify({ code: 4010, message: 'Invalid key' }), { status: 401 });
        }
        return new Response(JSON.stringify({ code: 2000, message: 'Success', result: [idealAddress] }), {
          status: 200,
        });
      });
      const yoga = createGraphQL({
        ...env,
        addressLookup: createIdealPostcodesAddressLookup({
          apiKey: 'ak_test',
          fetch: stub as unknown as typeof fetch,
        }),
      });
      const { token } = await signUp(env);
      const ask = async (postcode: string) => {
        const response = await yoga.fetch('http://localhost/api', {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
          body: JSON.stringify({ query: SEARCH, variables: { input: { postcode } } }),
        });
        return (await response.json()) as GqlResult<{ getAddressSearch: Array<Record<string, unknown>> }>;
      };

      const found = await ask('po37 6bu');
      expect(stub.mock.calls[0]?.[0]).toBe(
        'https://api.ideal-postcodes.co.uk/v1/postcodes/PO376BU?api_key=ak_test',
      );
      expect(found.data?.getAddressSearch).toEqual([
        {
          addressLine1: 'Flat 11',
          addressLine2: 'Corinthian Court',
          addressLine3: 'Cross Street',
          postcode: 'PO37 6BU',
          postTown: 'SHANKLIN',
          country: 'England',
          uprn: '100060725417',
        },
      ]);
      expect((await ask('SW1A 1AA')).data?.getAddressSearch).toEqual([]);
      // A refused key: the failure is logged and the local index answers instead.
      const fallback = await ask('PO31 1AA');
      expect(fallback.errors).toBeUndefined();
      expect(Array.isArray(fallback.data?.getAddressSearch)).toBe(true);
    });
  });
});
