/**
 * The customer's home after approval, /your-home for the applicant and /co-applicant-your-home for the
 * co-applicant (decision 071): the Direct Debit that pays the plan (set up at the provider's page by the
 * applicant), the equity they own, paid to date and the next payment, every payment asked for with its status,
 * the monthly statements, when a mortgage for the rest looks within reach and what leaving would refund
 * (decision 072), the home's value, buying more and the quote to buy the rest (decision 073), and the way out of
 * the plan (decision 076): giving notice, the steps of moving out or buying the rest, and once the plan has ended
 * only that and the record of payments and statements. Coming back from the provider's page with `?setup=…` reads
 * the setup's outcome.
 */
import { Button, Card, Container, Group, Stack, Text } from '@mantine/core';
import { type ReactNode, useEffect } from 'react';
import { Link } from 'react-router';
import { PageHeader } from '../../components/page-header';
import { paths } from '../../lib/paths';
import { useSession } from '../../lib/session';
import { ArrearsSection } from './components/arrears-card';
import { DirectDebitCard } from './components/direct-debit-card';
import { EquitySummary } from './components/equity-summary';
import { HomeLoadFailed, HomeLoading, HomeNotReady, SetupReturnNotice } from './components/home-states';
import { HomeValueSection } from './components/home-value-section';
import { LeavingRefundCard } from './components/leaving-refund-card';
import { MortgageReadinessCard } from './components/mortgage-readiness-card';
import { MoveOutNoticeForm } from './components/move-out-notice-form';
import { PaymentsTable } from './components/payments-table';
import { PlanEndingCard } from './components/plan-ending-card';
import { PlanFellThroughNotice } from './components/plan-fell-through-notice';
import { StatementsList } from './components/statements-list';
import { useHomePayments } from './hooks/use-home-payments';
import { usePlanEnding } from './hooks/use-plan-ending';

/** The page, for the applicant or the co-applicant (by the session's role). */
export function YourHomePage() {
  const session = useSession();
  const coApplicant = session.role === 'coApplicant';
  const progressPath = coApplicant ? paths.coApplicantDashboard : paths.dashboard;
  const statementPattern = coApplicant
    ? paths.coApplicantYourHomeStatementPattern
    : paths.yourHomeStatementPattern;
  const state = useHomePayments();
  const way = usePlanEnding();
  const { ending } = way;
  const ended = ending?.ended ?? false;
  useEffect(() => {
    document.title = 'Your home · Stairway';
  }, []);
  const { payments } = state;

  let body: ReactNode;
  if (payments) {
    const endingCard = ending && (
      <PlanEndingCard
        ending={ending}
        refundTodayPence={payments.leavingRefund.totalPence}
        withdrawNotice={way.withdrawNotice}
        withdrawing={way.withdrawing}
        problem={way.problem}
        changeDay={
          way.data
            ? {
                earliest: way.data.earliestMovingDay,
                latest: way.data.latestMovingDay,
                run: way.changeMovingDay,
                running: way.changingDay,
              }
            : undefined
        }
      />
    );
    const noticeForm = way.data?.movedInOn && !ending && (
      <MoveOutNoticeForm
        earliest={way.data.earliestMovingDay}
        latest={way.data.latestMovingDay}
        giveNotice={way.giveNotice}
        giving={way.giving}
        problem={way.problem}
      />
    );
    const goAhead = {
      run: way.goAhead,
      running: way.goingAhead,
      problem: way.problem && !way.problem.field ? way.problem.message : null,
    };
    body = ended ? (
      <>
        {endingCard}
        <PaymentsTable payments={payments} />
        <StatementsList
          months={payments.statementMonths}
          linkTo={(month) => statementPattern.replace(':month', month)}
        />
      </>
    ) : (
      <>
        {endingCard}
        {!ending && way.fellThroughOn && <PlanFellThroughNotice on={way.fellThroughOn} />}
        <DirectDebitCard
          payments={payments}
          planLink={coApplicant ? paths.coApplicantYourPlan : paths.yourPlan}
          coApplicant={coApplicant}
          startSetup={state.startSetup}
          starting={state.starting}
          startProblem={state.startProblem}
        />
        <Card withBorder radius="lg" padding="md">
          <Group justify="space-between" gap="sm">
            <Text>Something in the home needs fixing?</Text>
            <Button
              component={Link}
              to={coApplicant ? paths.coApplicantYourHomeRepairs : paths.yourHomeRepairs}
              variant="light"
            >
              Repairs
            </Button>
          </Group>
        </Card>
        {payments.collections.length > 0 && <EquitySummary payments={payments} />}
        {payments.planSigned && <HomeValueSection goAhead={goAhead} ending={ending?.kind ?? null} />}
        {payments.planSigned && <ArrearsSection />}
        <PaymentsTable payments={payments} />
        <MortgageReadinessCard readiness={payments.mortgageReadiness} />
        {payments.collections.length > 0 && ending?.kind !== 'MOVE_OUT' && (
          <LeavingRefundCard refund={payments.leavingRefund} action={noticeForm} />
        )}
        <StatementsList
          months={payments.statementMonths}
          linkTo={(month) => statementPattern.replace(':month', month)}
        />
      </>
    );
  } else if (state.loading) {
    body = <HomeLoading />;
  } else if (state.failed) {
    body = <HomeLoadFailed onRetry={state.retry} />;
  } else {
    body = <HomeNotReady progressPath={progressPath} />;
  }

  const content = (
    <Stack gap="lg">
      <PageHeader
        title="Your home"
        back={{ to: progressPath, label: 'Back to your progress' }}
        subtitle={
          state.purchase?.address ? (
            <Text span inherit fw={600} c="gray.8" style={{ overflowWrap: 'anywhere' }}>
              {state.purchase.address}
            </Text>
          ) : undefined
        }
      />
      <SetupReturnNotice setupReturn={state.setupReturn} />
      {body}
    </Stack>
  );
  // The co-applicant's layout already sets its pages in a narrow column.
  if (coApplicant) return content;
  return (
    <Container size="md" py={{ base: 'md', sm: 'xl' }} px={{ base: 'md', sm: 'lg' }}>
      {content}
    </Container>
  );
}
