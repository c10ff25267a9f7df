/**
 * The pipeline detail panel (spec §2 "Pipeline detail panel"; spec §7 getPipelineDetails): for an applicant,
 * their saved homes to choose from; for an applicant and a home, the affordability calculation with every
 * intermediate figure and its source, the home's plan with its year-by-year schedule, and which documents are
 * present (never their contents). The state is usePipelineDetails'; the sections are details-sections.tsx.
 */
import { Badge, Drawer, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { formatGBP } from '@stairway/domain/money';
import { type DetailsTarget, usePipelineDetails } from '../hooks/use-pipeline-details';
import {
  AffordabilitySection,
  ApplicantSection,
  DocumentsSection,
  HomeSection,
  PlanSection,
} from './details-sections';

export type { DetailsTarget } from '../hooks/use-pipeline-details';

/** The drawer. */
export function DetailsDrawer({ target, onClose }: { target: DetailsTarget | null; onClose: () => void }) {
  const { homes, homesLoading, chosen, choose, details, detailsLoading, detailsFailed } =
    usePipelineDetails(target);

  return (
    <Drawer
      opened={target !== null}
      onClose={onClose}
      position="right"
      size="xl"
      // Mantine draws the drawer's title as an <h2> already: the Title styles it, as a span inside that heading.
      title={
        <Title order={2} fz={22} component="span">
          Applicant {target?.applicationId.slice(0, 8)}
        </Title>
      }
      closeButtonProps={{ 'aria-label': 'Close the detail panel' }}
    >
      {homesLoading && <Loader role="status" aria-label="Loading the applicant’s homes" />}
      {!homesLoading && homes.length === 0 && (
        <Text c="gray.7">This applicant has not saved a home yet, so there is no plan to show.</Text>
      )}
      {homes.length > 1 && (
        <Stack gap={4} mb="md">
          <Text fw={600}>Homes saved</Text>
          <Group gap="xs">
            {homes.map((home) => (
              <Badge
                key={home.id}
                component="button"
                type="button"
                variant={home.id === chosen ? 'filled' : 'outline'}
                style={{ cursor: 'pointer' }}
                onClick={() => choose(home.id)}
              >
                {formatGBP(home.askingPrice)} {home.postcode}
              </Badge>
            ))}
          </Group>
        </Stack>
      )}
      {detailsLoading && <Loader role="status" aria-label="Loading the details" />}
      {detailsFailed && (
        <Text c="red.8" role="alert">
          The details could not be loaded. Try again in a moment.
        </Text>
      )}
      {details && (
        <Stack gap="lg" data-testid="pipeline-details">
          <ApplicantSection d={details} />
          <HomeSection d={details} />
          <AffordabilitySection d={details} />
          <PlanSection d={details} />
          <DocumentsSection d={details} />
        </Stack>
      )}
    </Drawer>
  );
}
