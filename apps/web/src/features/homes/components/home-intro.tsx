/**
 * The first page of a home found elsewhere: /submit-a-home/home-disclaimer (what we check and what happens
 * after submitting) and /your-application/first-home/requirements (the same, as the guided start of the
 * first home). Both say which answers may stop approval (ApprovalRiskRules) before anything is typed.
 */
import { Button, Group, List, Paper, Stack, Text, Title } from '@mantine/core';
import { MAX_HOME_IMAGES } from '@stairway/domain/home-submissions';
import { IconArrowRight } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { HomeRefusal } from '../hooks/use-home-draft';
import type { HomeFlow } from '../lib/home-flow';
import { withHome } from '../lib/home-flow';
import { ApprovalRiskRules } from './approval-risks';

/** Props of {@link HomeIntro}. */
export type HomeIntroProps = {
  flow: HomeFlow;
  refusal: HomeRefusal;
  /** A draft already started, to carry on with; null starts a new one. */
  draftId: string | null;
};

/** The page's content under the flow's header. */
export function HomeIntro({ flow, refusal, draftId }: HomeIntroProps) {
  // Drafts can't be started while submitting is paused or the application is rejected (the server refuses).
  const blocked = refusal?.reason === 'Paused' || refusal?.reason === 'ApplicationRejected';
  return (
    <Stack gap="lg">
      <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} data-testid="home-intro">
        <Stack gap="md">
          <Title order={2} fz="lg">
            {flow.kind === 'firstHome' ? 'What we look for in your first home' : 'Before you submit a home'}
          </Title>
          <Text fz="sm">
            Found a home for sale that you’d like to rent and then buy through your plan? Tell us about it and
            our team will review it. We’ll ask for:
          </Text>
          <List spacing={6} fz="sm">
            <List.Item>the type of home, its bedrooms and its address;</List.Item>
            <List.Item>whether it is freehold or leasehold, and the years left on a lease;</List.Item>
            <List.Item>its EPC (energy) rating, or that you don’t know it;</List.Item>
            <List.Item>
              the asking price, whether the sale is part of a chain, and a link to the listing;
            </List.Item>
            <List.Item>up to {MAX_HOME_IMAGES} photos, if you have them.</List.Item>
          </List>
          <ApprovalRiskRules />
        </Stack>
      </Paper>
      <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
        <Stack gap="xs">
          <Title order={2} fz="lg">
            What happens next
          </Title>
          <Text fz="sm">
            You can have one home under review at a time, and none once a home is approved. We review a home
            once your application is submitted. We’ll e-mail you when we have decided, and your homes page
            shows where the review stands. Your answers are saved as you go, so you can come back to them.
          </Text>
        </Stack>
      </Paper>
      <Group justify="space-between">
        <Button component={Link} to={flow.exit.to} variant="default" size="md">
          {flow.exit.label}
        </Button>
        {!blocked && (
          <Button
            component={Link}
            to={withHome(flow.basicInfo, draftId)}
            size="md"
            rightSection={<IconArrowRight size={18} aria-hidden="true" />}
          >
            {draftId ? 'Carry on' : 'Start'}
          </Button>
        )}
      </Group>
    </Stack>
  );
}
