/**
 * Your progress (/dashboard, spec §2): a greeting, the purchase of the approved home with its timeline (once a
 * home is approved), the budget with how it is worked out and the monthly rent budget (not once the application
 * is rejected), how many homes in the applicant's areas fit that budget and rent budget, and "What to do next".
 * It also hosts the welcome modal and the promotion modal (spec §2, §4).
 */
import { Container, Skeleton, Stack, Text, Title } from '@mantine/core';
import { isBudgetShown } from '@stairway/domain/money';
import { useEffect } from 'react';
import { HomeBanner } from '../../components/home-banner';
import { useSession } from '../../lib/session';
import { BudgetMatchesCard } from './components/budget-matches/budget-matches-card';
import { BudgetSummary, BudgetSummarySkeleton } from './components/budget-summary';
import { DashboardPurchase } from './components/dashboard-purchase';
import { NextSteps, NextStepsSkeleton } from './components/next-steps/next-steps';
import { PromotionModal } from './components/promotion-modal';
import { WelcomeModal } from './components/welcome-modal';
import { useDashboardModals } from './use-dashboard-modals';

/** The "Your progress" page. */
export function DashboardPage() {
  const { me, refetch } = useSession();
  const user = me?.user;
  const application = me?.application ?? null;
  const modals = useDashboardModals(me, refetch);

  // While the e-mail is not verified, check again when the applicant comes back from their inbox.
  const emailVerified = user?.emailVerified ?? true;
  useEffect(() => {
    if (emailVerified) return;
    const onVisible = () => {
      if (document.visibilityState === 'visible') void refetch();
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => document.removeEventListener('visibilitychange', onVisible);
  }, [emailVerified, refetch]);

  return (
    <Container size="md" py={{ base: 'md', sm: 'xl' }} px={{ base: 'md', sm: 'lg' }}>
      {user ? (
        <Stack gap="xl">
          <Stack gap={4}>
            <Title order={1} fz={{ base: 26, sm: 32 }} lh={1.2}>
              Your progress
            </Title>
            <Text c="gray.7" data-testid="dashboard-greeting">
              Hello {user.firstName}, here is where you are and what to do next.
            </Text>
          </Stack>
          <HomeBanner />
          {/* The purchase of the approved home (or the one that fell through, which leaves it submitted). */}
          {application && (application.hasHomeApproved || application.hasHomeSubmitted) && (
            <DashboardPurchase />
          )}
          {/* A rejected application has no budget to offer: the next steps say what is true. */}
          {!application?.rejected && (
            <BudgetSummary
              budget={application?.budget}
              rentBudget={application?.rentBudget}
              deposit={application?.deposit}
            />
          )}
          {/* How many homes in their areas fit the budget and rent budget, and what does when none do. */}
          {application && !application.rejected && isBudgetShown(application.budget) && <BudgetMatchesCard />}
          <NextSteps
            email={user.email}
            emailVerified={user.emailVerified}
            application={application}
            waitlistFee={
              application ? { paid: application.waitlistFeePaid, pence: application.waitlistFeePence } : null
            }
            onVerified={() => void refetch()}
          />
        </Stack>
      ) : (
        <DashboardSkeleton />
      )}
      <WelcomeModal opened={modals.welcomeOpen} onClose={modals.closeWelcome} budget={application?.budget} />
      <PromotionModal promotion={modals.promotion} onDone={modals.dismissPromotion} />
    </Container>
  );
}

/** The page while the account loads: skeletons shaped like the content. */
function DashboardSkeleton() {
  return (
    <Stack gap="xl" aria-busy="true" aria-label="Loading your progress">
      <Stack gap={8}>
        <Skeleton height={32} width={220} />
        <Skeleton height={16} width="60%" />
      </Stack>
      <BudgetSummarySkeleton />
      <NextStepsSkeleton />
    </Stack>
  );
}
