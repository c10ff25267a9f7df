/**
 * The operator's decision card (issue 13; spec §6 "operators' console"): a reason field and the Approve and
 * Reject buttons, shared by the application and home review pages. The page owns the state and the mutations;
 * this card only shows them.
 */
import { Alert, Button, Card, Group, Stack, Text, Textarea, Title } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';

/** What the decision card shows and what it calls. */
export interface DecisionCardProps {
  /** What is decided, in the buttons' labels: "application" gives "Approve application" and "Reject application". */
  subject: string;
  /** The reason typed so far (required to reject, optional when approving). */
  reason: string;
  /** Called with the new reason on every keystroke. */
  onReasonChange: (reason: string) => void;
  /** The reason field's error, or null. */
  reasonError: string | null;
  /** An error for the whole form (shown above the field), or null. */
  formError: string | null;
  /** Called when Approve or Reject is pressed. */
  onDecide: (decision: 'approve' | 'reject') => void;
  /** Whether the approval is being sent. */
  approving: boolean;
  /** Whether the rejection is being sent. */
  rejecting: boolean;
  /** The closing line saying what the applicant sees after the decision. */
  footnote: string;
}

/** The "Decision" card: the reason field, Approve and Reject; returns the card's elements. */
export function DecisionCard({
  subject,
  reason,
  onReasonChange,
  reasonError,
  formError,
  onDecide,
  approving,
  rejecting,
  footnote,
}: DecisionCardProps) {
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
        <Textarea
          label="Reason"
          description="Required to reject; an optional note when approving. Kept in the audit log, not sent to the applicant."
          autosize
          minRows={2}
          value={reason}
          onChange={(e) => onReasonChange(e.currentTarget.value)}
          error={reasonError}
        />
        <Group>
          <Button onClick={() => onDecide('approve')} loading={approving}>
            Approve {subject}
          </Button>
          <Button color="red.9" variant="outline" onClick={() => onDecide('reject')} loading={rejecting}>
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
