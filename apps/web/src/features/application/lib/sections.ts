/**
 * The Application overview's sections (spec §2 "/your-application"; spec §4 section completion and locks):
 * each step the server reports (its `steps`, worked out by packages/domain/application-progress) plus the
 * always-complete expenditure and dependants pages, grouped as the applicant sees them, with a state and a
 * one-line summary of what they have entered.
 */
import {
  APPLICATION_STEP_LABELS,
  type ApplicationStepId,
  type StepStatus,
} from '@stairway/domain/application-progress';
import { DEPOSIT_SOURCE_LABELS, INCOME_TYPE_LABELS } from '@stairway/domain/constants';
import { BANK_STATEMENT_MONTHS } from '@stairway/domain/documents';
import { formatGBP } from '@stairway/domain/money';
import dayjs from 'dayjs';
import { paths } from '../../../lib/paths';
import type { Application } from '../hooks/use-application';
import { summariseIncome } from './income';
import {
  describeDependants,
  formatMonths,
  isIdentityCheckSkipped,
  plural,
  totalMonthlyCommitments,
} from './section-summaries';

export {
  describeDependants,
  formatMonths,
  isIdentityCheckSkipped,
  totalMonthlyCommitments,
} from './section-summaries';

/**
 * A section's state on the overview: the step's status, InProgress when it is started but not done, or
 * Optional for an optional financial section the applicant has not saved yet (complete for progress, spec §4, but not
 * "done").
 */
export type SectionState = StepStatus | 'InProgress' | 'Optional';

/** What an optional section says until the applicant saves it, beside its "Optional" badge. */
export const NOTHING_ADDED_YET = 'Nothing added yet';

/** One row of the overview. */
export type Section = {
  key: string;
  title: string;
  path: string;
  state: SectionState;
  /** What the applicant entered, or what the section asks for. */
  summary: string;
  /** True when this is the applicant's next step (spec §4 next-step order). */
  isNext: boolean;
  /** Identity verification the applicant chose to skip for now. */
  skipped?: boolean;
};

/** A group of rows under one heading. */
export type SectionGroup = { key: string; title: string; sections: Section[] };

function stepSection(application: Application, id: ApplicationStepId, summary: string, started: boolean) {
  const step = application.steps.find((s) => s.id === id);
  const status = step?.status ?? 'Todo';
  const state: SectionState = status === 'Todo' && started ? 'InProgress' : status;
  return {
    key: id,
    title: APPLICATION_STEP_LABELS[id],
    path: step?.path ?? '',
    state,
    summary,
    isNext: application.nextStep.kind === 'Step' && application.nextStep.id === id,
  } satisfies Section;
}

/** The personal details rows: about you and the address history. */
function personalSections(application: Application): Section[] {
  return [
    stepSection(
      application,
      'about-you',
      application.dateOfBirth
        ? `Born ${dayjs(application.dateOfBirth).format('D MMMM YYYY')}${application.nationality ? ` · ${application.nationality}` : ''}`
        : 'Your date of birth, nationality and National Insurance number',
      Boolean(application.nationality || application.nin),
    ),
    stepSection(
      application,
      'address-history',
      application.addresses.length === 0
        ? 'Where you have lived for the last 3 years'
        : application.addressHistoryMonthsNeeded > 0
          ? `${formatMonths(application.addressHistoryMonths)} added · ${plural(application.addressHistoryMonthsNeeded, 'more month')} needed`
          : `${formatMonths(application.addressHistoryMonths)} · ${plural(application.addresses.length, 'address', 'addresses')}`,
      application.addresses.length > 0,
    ),
  ];
}

/** The financial details rows: the incomes, the optional cards, commitments and dependants, and the deposit. */
function financialSections(application: Application): Section[] {
  const primary = application.incomes.find((income) => income.primary);
  const additional = application.incomes.filter((income) => !income.primary);
  const monthly = totalMonthlyCommitments(application);

  return [
    stepSection(
      application,
      'income',
      primary
        ? `${INCOME_TYPE_LABELS[primary.type]} · ${summariseIncome(primary).figure}`
        : 'Your main income',
      Boolean(primary),
    ),
    stepSection(
      application,
      'additional-income',
      additional.length > 0
        ? plural(additional.length, 'other income', 'other incomes')
        : application.hasAdditionalIncome === false
          ? 'None'
          : 'Any other income you receive',
      application.hasAdditionalIncome === true,
    ),
    ...[
      {
        key: 'cards',
        title: 'Cards',
        path: paths.application.cards,
        answered: application.cardsAnsweredAt != null,
        summary:
          application.cardBalance > 0
            ? `${formatGBP(application.cardBalance)} owed`
            : 'No credit card balance',
      },
      {
        key: 'monthly-commitments',
        title: 'Monthly commitments',
        path: paths.application['monthly-commitments'],
        answered: application.monthlyCommitmentsAnsweredAt != null,
        summary: monthly > 0 ? `${formatGBP(monthly)} a month` : 'No loans or regular payments',
      },
      {
        key: 'dependants',
        title: 'Dependants',
        path: paths.application.dependants,
        answered: application.dependantsAnsweredAt != null,
        summary: describeDependants(application),
      },
    ].map(
      ({ answered, ...s }): Section => ({
        ...s,
        state: answered ? 'Done' : 'Optional',
        summary: answered ? s.summary : NOTHING_ADDED_YET,
        isNext: false,
      }),
    ),
    {
      key: 'deposit',
      title: 'Deposit',
      path: paths.application.deposit,
      state: 'Done',
      summary: `${formatGBP(application.deposit)}${application.depositSource ? ` · ${DEPOSIT_SOURCE_LABELS[application.depositSource]}` : ''}`,
      isNext: false,
    },
  ];
}

/** The co-applicant's rows in a joint application, which the co-applicant completes. */
function coApplicantSections(application: Application): Section[] {
  return (
    [
      'co-applicant-about-you',
      'co-applicant-address-history',
      'co-applicant-permission',
      'co-applicant-income',
      'co-applicant-additional-income',
    ] as const
  ).map((id) => stepSection(application, id, 'Your co-applicant completes this part', false));
}

/** The checks rows: identity verification and bank statements, each also the co-applicant's in a joint application. */
function checkSections(application: Application, settings: { skipIdv: boolean }): Section[] {
  const identityVerificationSkipped = isIdentityCheckSkipped(application);
  const identity = stepSection(
    application,
    'applicant-identity-verification',
    application.identityVerified
      ? 'Verified'
      : settings.skipIdv
        ? 'Not needed for now: we’ll tell you if it is'
        : identityVerificationSkipped
          ? 'Skipped for now: you can verify at any time'
          : 'A quick photo ID and selfie check',
    application.identityVerificationRequested,
  );
  const checks: Section[] = [{ ...identity, skipped: identityVerificationSkipped }];
  if (application.jointApplication) {
    checks.push(
      stepSection(
        application,
        'co-applicant-identity-verification',
        'Your co-applicant’s identity check',
        false,
      ),
    );
  }
  checks.push(
    stepSection(
      application,
      'applicant-bank-statements',
      application.openBankingConnected
        ? 'Connected with open banking'
        : application.documentsUploaded
          ? 'Statements uploaded'
          : `Connect your bank or upload your last ${BANK_STATEMENT_MONTHS} months of statements`,
      application.openBankingRequested || application.bankStatementsManualUpload,
    ),
  );
  if (application.jointApplication) {
    checks.push(
      stepSection(application, 'co-applicant-bank-statements', 'Your co-applicant’s bank statements', false),
    );
  }
  return checks;
}

/** The submit row. */
function submitGroup(application: Application): SectionGroup {
  const ready = application.nextStep.kind === 'ReadyToSubmit';
  return {
    key: 'submit',
    title: 'Submit',
    sections: [
      {
        key: 'submit',
        title: 'Submit your application',
        path: paths.application['submit-disclaimer'],
        state: application.submitted ? 'Done' : ready ? 'Todo' : 'Locked',
        summary: application.submitted
          ? 'Submitted: we’re reviewing it'
          : ready
            ? 'Everything is ready to send to our team'
            : 'Available when every section is done',
        isNext: ready,
      },
    ],
  };
}

/**
 * The overview's groups and rows.
 * @param application the loaded application
 * @param settings the service's settings: with `skipIdv` on, identity verification is not needed (spec §4)
 */
export function getSectionGroups(
  application: Application,
  settings: { skipIdv: boolean } = { skipIdv: false },
): SectionGroup[] {
  const groups: SectionGroup[] = [
    { key: 'personal', title: 'Personal details', sections: personalSections(application) },
    { key: 'financial', title: 'Financial details', sections: financialSections(application) },
  ];
  if (application.jointApplication) {
    groups.push({
      key: 'co-applicant',
      title: 'Your co-applicant',
      sections: coApplicantSections(application),
    });
  }
  groups.push({ key: 'checks', title: 'Checks', sections: checkSections(application, settings) });
  groups.push(submitGroup(application));
  return groups;
}
