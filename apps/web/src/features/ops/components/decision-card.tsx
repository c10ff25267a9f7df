/**
 * The operator's decision card (spec §6 "operators' console"): a reason field and the Approve and Reject buttons,
 * shared by the application and home review pages. The page's useReviewDecision (hooks/use-review-decision.ts) owns the
 * form, the checks and the mutations; this card only shows them.
 */
import { Alert, Button, Card, Group, Stack, Text, Textarea, Title } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { Controller } from 'react-hook-form';
import type { ReviewDecision } from '../hooks/use-review-decision';

/** What the decision card shows and what it calls. */
export interface DecisionCardProps {
  /** What is decided, in the buttons' labels: "application" gives "Approve application" and "Reject application". */
  subject: string;
  /** The page's decision (useReviewDecision): the reason's form, decide, what is being sent, the form's error. */
  decision: ReviewDecision;
  /** The closing line saying what the applicant sees after the decision. */
  footnote: string;
}

/** The "Decision" card: the reason field, Approve and Reject; returns the card's elements. */
export function DecisionCard({ subject, decision, footnote }: DecisionCardProps) {
  const { form, decide, approving, rejecting, formError } = decision;
  return (
    <Card withBorder padding="lg">
      <Title order={2} fz="h4" mb="sm">
        Decision
      </Title>
      <Stack gap="sm">
        {formError && (
          <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden="true" />} role="alert">
            {formError}
          </Alert>
        )}
        <Controller
          control={form.control}
          name="reason"
          render={({ field, fieldState }) => (
            <Textarea
              label="Reason"
              description="Required to reject; an optional note when approving. Kept in the audit log, not sent to the applicant."
              autosize
              minRows={2}
              {...field}
              error={fieldState.error?.message}
            />
          )}
        />
        <Group>
          <Button onClick={() => decide('approve')} loading={approving}>
            Approve {subject}
          </Button>
          <Button color="red.9" variant="outline" onClick={() => decide('reject')} loading={rejecting}>
            Reject {subject}
          </Button>
        </Group>
        <Text fz="sm" c="gray.7">
          {footnote}
        </Text>
      </Stack>
    </Card>
  );
}
