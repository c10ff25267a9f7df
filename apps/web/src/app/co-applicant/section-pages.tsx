/**
 * The co-applicant's address history, income, additional income, identity verification and bank statements pages (spec §2
 * co-applicant routes; decision 015). They are the applicant's own page components (features/application), inside
 * ActingPersonProvider "coApplicant": each call acts on the co-applicant's own rows (the server decides from the
 * session token), the pages show the co-applicant's own records and steps (the `coApplicant` query) and the shared
 * progress, and Back and Next go between the co-applicant's steps and their dashboard. Never the applicant's own
 * records.
 */
import { useQuery } from '@apollo/client/react';
import { type ReactNode, useMemo } from 'react';
import { ApplicationPageLoading } from '../../features/application/components/application-page-loading';
import { CoApplicantSectionsQuery } from '../../features/application/graphql/coApplicantSections';
import { ActingPersonProvider } from '../../features/application/hooks/use-acting-person';
import {
  AdditionalIncomeSection,
  CO_APPLICANT_ADDITIONAL_INCOME_DESCRIPTION,
} from '../../features/application/pages/additional-income-page';
import { AddressHistory } from '../../features/application/pages/address-history-page';
import { BankStatementsSection } from '../../features/application/pages/bank-statements-page';
import { IdentityVerificationSection } from '../../features/application/pages/identity-verification-page';
import { IncomeSection } from '../../features/application/pages/income-page';
import { getCoApplicantStepNav } from '../../features/co-applicant/co-applicant-steps';
import type { CoApplicantSectionFieldsFragment } from '../../gql/graphql';

/** The co-applicant's sections as the shared pages read them: their own records, the shared progress. */
type CoApplicantView = CoApplicantSectionFieldsFragment & { submitted: boolean; jointApplication: true };

/**
 * Loads the co-applicant's sections (network-only first, then the cache that every save refreshes) and shows
 * the page with them, as the co-applicant.
 */
function CoApplicantSectionPage({
  title,
  children,
}: {
  title: string;
  children: (view: CoApplicantView, skipIdv: boolean) => ReactNode;
}) {
  const { data, error, refetch } = useQuery(CoApplicantSectionsQuery, {
    fetchPolicy: 'network-only',
    nextFetchPolicy: 'cache-first',
  });
  const coApplicant = data?.coApplicant;
  // A co-applicant exists only on a joint application; "submitted" is the application's, shared by both.
  const view = useMemo<CoApplicantView | undefined>(
    () =>
      coApplicant && { ...coApplicant, submitted: coApplicant.applicationSubmitted, jointApplication: true },
    [coApplicant],
  );
  if (!view || !data) {
    return <ApplicationPageLoading title={title} error={error} onRetry={() => void refetch()} />;
  }
  return (
    <ActingPersonProvider person="coApplicant">
      {children(view, data.getSettings.skipIdv)}
    </ActingPersonProvider>
  );
}

/** The co-applicant's Address history: more than 35 months, found by postcode or typed, abroad allowed. */
export function CoApplicantAddressHistoryPage() {
  return (
    <CoApplicantSectionPage title="Address history">
      {(view) => (
        <AddressHistory application={view} nav={getCoApplicantStepNav('co-applicant-address-history')} />
      )}
    </CoApplicantSectionPage>
  );
}

/** The co-applicant's main income (the five types); it joins the household budget. */
export function CoApplicantIncomePage() {
  return (
    <CoApplicantSectionPage title="Your main income">
      {(view) => (
        <IncomeSection
          application={view}
          nav={getCoApplicantStepNav('co-applicant-income')}
          description="Tell us how you earn most of your money. Your income is added to your household’s budget for your joint application."
        />
      )}
    </CoApplicantSectionPage>
  );
}

/**
 * The co-applicant's Additional income: "Do you have any other income?" and their own other incomes, which join
 * the household budget (ARCHITECTURE.md §4).
 */
export function CoApplicantAdditionalIncomePage() {
  return (
    <CoApplicantSectionPage title="Other income">
      {(view) => (
        <AdditionalIncomeSection
          application={view}
          nav={getCoApplicantStepNav('co-applicant-additional-income')}
          description={CO_APPLICANT_ADDITIONAL_INCOME_DESCRIPTION}
        />
      )}
    </CoApplicantSectionPage>
  );
}

/** The co-applicant's own identity check at the sandbox provider's pages. */
export function CoApplicantIdentityVerificationPage() {
  return (
    <CoApplicantSectionPage title="Verify your identity">
      {(view, skipIdv) => (
        <IdentityVerificationSection
          application={view}
          email={view.email}
          skipIdv={skipIdv}
          stepId="co-applicant-identity-verification"
          nav={getCoApplicantStepNav('co-applicant-identity-verification')}
        />
      )}
    </CoApplicantSectionPage>
  );
}

/** The co-applicant's own bank statements: open banking or uploads. */
export function CoApplicantBankStatementsPage() {
  return (
    <CoApplicantSectionPage title="Your bank statements">
      {(view) => (
        <BankStatementsSection
          application={view}
          email={view.email}
          stepId="co-applicant-bank-statements"
          nav={getCoApplicantStepNav('co-applicant-bank-statements')}
        />
      )}
    </CoApplicantSectionPage>
  );
}
