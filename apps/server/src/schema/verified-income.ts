/**
 * Verified income in the operators' console (decision 055):
 * `ApplicationReview.verifiedIncome`, each person's regular income streams seen through open banking, compared
 * with their declared income. Operators only: the field sits on ApplicationReview, which only the operator
 * root fields (applicationsInReview, applicationForReview, the decisions) return, and it checks the operator
 * scope itself as well. Pipeline viewers and applicants never see it.
 */

import type { IncomeStream } from '@stairway/domain/verified-income-types';
import DataLoader from 'dataloader';
import { builder } from '../builder';
import type { Db } from '../db/client';
import type { ApplicationWithApplicant } from '../services/operators';
import {
  type PersonVerifiedIncome,
  readVerifiedIncome,
  type SharedAccount,
} from '../services/verified-income';
import { ApplicationReviewRef } from './operator-applications';

const IncomeStreamKindEnum = builder.enumType('IncomeStreamKind', {
  description: 'What a regular income stream is (decision 055).',
  values: {
    Salary: { description: 'Wages or salary from an employer.' },
    Benefit: { description: 'A benefit from the DWP or HMRC (Universal Credit, child benefit, PIP…).' },
    Pension: { description: 'The state pension or a private or workplace pension.' },
    SelfEmployed: { description: 'Payouts of a card processor or marketplace (Stripe, SumUp, PayPal…).' },
    Other: { description: 'A regular credit not recognised as income; shown but not counted.' },
  } as const,
});

const IncomeFrequencyEnum = builder.enumType('IncomeFrequency', {
  description: 'How often a stream pays, from the gaps between its credits.',
  values: {
    Weekly: { description: 'About every 7 days.' },
    Fortnightly: { description: 'About every 14 days.' },
    FourWeekly: { description: 'Every 28 days (13 a year).' },
    Monthly: { description: 'Once a calendar month.' },
    Irregular: { description: 'No steady rhythm.' },
  } as const,
});

const IncomeDiscrepancyEnum = builder.enumType('IncomeDiscrepancy', {
  description: 'Why a person’s verified income is flagged (decision 055).',
  values: {
    BelowDeclared: {
      description:
        'The seen monthly income is more than 10% below the declared income’s estimated take-home.',
    },
    NoRegularIncome: { description: 'No regular salary, benefit, pension or self-employed income was seen.' },
  } as const,
});

const IncomeStreamRef = builder.objectRef<IncomeStream>('IncomeStream').implement({
  description: 'A regular income stream found in a person’s bank transactions (decision 055).',
  fields: (t) => ({
    payer: t.exposeString('payer', { description: 'The payer, normalised, e.g. "ACME LTD".' }),
    kind: t.expose('kind', { type: IncomeStreamKindEnum, description: 'What it is.' }),
    frequency: t.expose('frequency', { type: IncomeFrequencyEnum, description: 'How often it pays.' }),
    monthlyPence: t.exposeInt('monthlyPence', {
      description:
        'The typical monthly amount, pence: the median of the monthly totals of the months it was seen in; for ' +
        'weekly, fortnightly and four-weekly payments the median payment × payments a year / 12.',
    }),
    monthsSeen: t.exposeInt('monthsSeen', {
      description: 'In how many of the period’s months it was seen.',
    }),
    monthsInPeriod: t.exposeInt('monthsInPeriod', {
      description: 'The calendar months compared (see PersonVerifiedIncome.monthsInPeriod).',
    }),
    credits: t.exposeInt('credits', { description: 'How many credits it is made of.' }),
    lastSeen: t.expose('lastSeen', { type: 'Date', description: 'The day of its latest credit.' }),
    current: t.exposeBoolean('current', {
      description: 'True when it was seen in the last 2 months compared (still paid).',
    }),
    counted: t.exposeBoolean('counted', {
      description: 'True when it counts in the seen monthly income (still paid and not of kind Other).',
    }),
  }),
});

const SharedBankAccountRef = builder.objectRef<SharedAccount>('SharedBankAccount').implement({
  description: 'An account a person shared through open banking.',
  fields: (t) => ({
    name: t.exposeString('name', { description: 'The account’s name, e.g. "Classic Account".' }),
    mask: t.exposeString('mask', {
      nullable: true,
      description: 'The last 2-4 digits of the account number; null when the bank gives none.',
    }),
    type: t.exposeString('type', { description: 'The provider’s account type, e.g. "depository".' }),
    subtype: t.exposeString('subtype', {
      nullable: true,
      description: 'e.g. "checking"; null when not given.',
    }),
  }),
});

const PersonVerifiedIncomeRef = builder.objectRef<PersonVerifiedIncome>('PersonVerifiedIncome').implement({
  description:
    'One person’s income as their bank shows it, compared with what they declared (decision 055). Operators only.',
  fields: (t) => ({
    person: t.exposeString('person', { description: '"applicant" or "coApplicant".' }),
    name: t.exposeString('name', { description: 'The person’s full name.' }),
    connected: t.exposeBoolean('connected', {
      description:
        'True when a bank connection was made and its data is analysed: the latest Active one, else the latest one.',
    }),
    connectionStatus: t.exposeString('connectionStatus', {
      nullable: true,
      description:
        'Active, ReconnectNeeded, Expired or Disconnected (what was read stays with the review); null when not connected.',
    }),
    provider: t.exposeString('provider', {
      nullable: true,
      description:
        'Who made the connection: "plaid", or "sandbox" (test data, proves nothing); null when not connected.',
    }),
    bankName: t.exposeString('bankName', {
      nullable: true,
      description: 'The bank’s name; null when not known.',
    }),
    statementsUploaded: t.exposeBoolean('statementsUploaded', {
      description: 'True when the person uploaded bank statements by hand.',
    }),
    accounts: t.field({
      type: [SharedBankAccountRef],
      description: 'The accounts shared; empty when not connected.',
      resolve: (p) => p.accounts,
    }),
    periodFrom: t.expose('periodFrom', {
      type: 'Date',
      nullable: true,
      description: 'The first day of the transactions read; null when not connected.',
    }),
    periodTo: t.expose('periodTo', {
      type: 'Date',
      nullable: true,
      description: 'The last day of the transactions read; null when not connected.',
    }),
    monthsInPeriod: t.exposeInt('monthsInPeriod', {
      description:
        'The calendar months compared: partly covered months are left out, except the two ends of a twelve-month ' +
        'read, which count together as one month (decision 055); 0 when not connected.',
    }),
    declaredMonthlyTakeHomePence: t.exposeInt('declaredMonthlyTakeHomePence', {
      nullable: true,
      description:
        'The declared incomes’ estimated take-home a month, pence (HMRC 2025/26, standard tax code, no pension or ' +
        'student loan); null when nothing was declared.',
    }),
    declaredGrossAnnualPounds: t.exposeInt('declaredGrossAnnualPounds', {
      nullable: true,
      description: 'The declared incomes’ gross total, whole pounds a year; null when nothing was declared.',
    }),
    seenMonthlyPence: t.exposeInt('seenMonthlyPence', {
      nullable: true,
      description: 'The counted streams’ monthly total, pence; null when not connected.',
    }),
    streams: t.field({
      type: [IncomeStreamRef],
      description: 'The regular income streams, the largest first; empty when not connected.',
      resolve: (p) => p.streams,
    }),
    discrepancy: t.expose('discrepancy', {
      type: IncomeDiscrepancyEnum,
      nullable: true,
      description: 'The flag; null when nothing is flagged or not connected.',
    }),
    discrepancyReason: t.exposeString('discrepancyReason', {
      nullable: true,
      description: 'Why it is flagged, for the operator; null when not flagged.',
    }),
    sentence: t.exposeString('sentence', {
      nullable: true,
      description:
        'The one-line summary, e.g. "Declared £3,100 a month (estimated take-home of £45,000 gross), seen £2,940 a ' +
        'month from ACME LTD, 12 of 12 months"; null when not connected.',
    }),
  }),
});

/** One loader per request (keyed by the request's loaders object), so a list of applications reads in one batch. */
const loaders = new WeakMap<object, DataLoader<ApplicationWithApplicant, PersonVerifiedIncome[]>>();

function verifiedIncomeLoader(requestKey: object, db: Db) {
  let loader = loaders.get(requestKey);
  if (!loader) {
    loader = new DataLoader((reviews) => readVerifiedIncome(db, reviews), {
      cacheKeyFn: (review) => review.application.id,
    });
    loaders.set(requestKey, loader);
  }
  return loader;
}

builder.objectFields(ApplicationReviewRef, (t) => ({
  verifiedIncome: t.withAuth({ operator: true }).field({
    type: [PersonVerifiedIncomeRef],
    description:
      'Each person’s income as their bank shows it, compared with what they declared: the applicant, then the ' +
      'co-applicant of a joint application (decision 055). Operators only.',
    resolve: (review, _args, ctx) => verifiedIncomeLoader(ctx.loaders, ctx.db).load(review),
  }),
}));
