/**
 * One repair on the customer's repairs page: what it is, where it stands (overdue when past its target), the
 * target and any booked visit, who pays, the description and photos, the history (the report, each update from
 * Stairway and each message), and, while it is open, a box to write to the team.
 */
import {
  Anchor,
  Button,
  Card,
  Group,
  Image,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  Timeline,
  Title,
} from '@mantine/core';
import { formatPurchaseCaseDate } from '@stairway/domain/purchase-case';
import { REPAIR_STATUS_LABELS, type RepairStatus } from '@stairway/domain/repairs';
import { useState } from 'react';
import { RepairStatusBadge } from '../../../components/repair-status-badge';
import type { CustomerRepairFieldsFragment } from '../../../gql/graphql';
import { formatRepairTime } from '../../../lib/repair-times';

type Props = {
  repair: CustomerRepairFieldsFragment;
  /** Sends a message; resolves to an error message, or null when sent. */
  onMessage: (repairId: string, message: string) => Promise<string | null>;
};

/** The history, oldest first. */
function History({ repair }: Pick<Props, 'repair'>) {
  return (
    <Timeline bulletSize={14} lineWidth={2} active={repair.updates.length - 1}>
      {repair.updates.map((update) => (
        <Timeline.Item
          key={update.id}
          title={
            <Text fz="sm" fw={600}>
              {update.authorKind === 'operator'
                ? 'Stairway'
                : update.author === 'Applicant'
                  ? 'You'
                  : update.author}
              {update.toStatus ? `: ${REPAIR_STATUS_LABELS[update.toStatus as RepairStatus]}` : ''}
            </Text>
          }
        >
          {update.scheduledFor && (
            <Text fz="sm">Visit booked for {formatPurchaseCaseDate(update.scheduledFor)}.</Text>
          )}
          {update.message && (
            <Text fz="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
              {update.message}
            </Text>
          )}
          <Text fz="xs" c="gray.7">
            {formatRepairTime(update.createdAt)}
          </Text>
        </Timeline.Item>
      ))}
    </Timeline>
  );
}

/** The box to write to the team. */
function MessageBox({ repair, onMessage }: Props) {
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const send = async () => {
    if (!text.trim()) {
      setError('Write your message');
      return;
    }
    setSending(true);
    const problem = await onMessage(repair.id, text.trim());
    setSending(false);
    setError(problem);
    if (!problem) setText('');
  };
  return (
    <Stack gap="xs">
      <Textarea
        label="Write to the repairs team"
        description="We e-mail your message to the team; their answer comes here and by e-mail."
        rows={2}
        maxLength={2000}
        value={text}
        error={error}
        onChange={(event) => setText(event.currentTarget.value)}
      />
      <div>
        <Button variant="light" onClick={send} loading={sending}>
          Send message
        </Button>
      </div>
    </Stack>
  );
}

/** The repair's card. */
export function RepairCard({ repair, onMessage }: Props) {
  const open = !repair.closedAt;
  return (
    <Card
      withBorder
      radius="lg"
      padding="lg"
      component="article"
      aria-label={repair.categoryLabel}
      data-testid="repair"
    >
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" gap="xs">
          <Title order={3} fz="h4" style={{ overflowWrap: 'anywhere' }}>
            {repair.categoryLabel}
          </Title>
          <RepairStatusBadge status={repair.status as RepairStatus} overdue={repair.overdue} />
        </Group>
        <Text fz="sm" c="gray.7">
          Reported {formatRepairTime(repair.reportedAt)} · {repair.urgency}
          {open ? ` · target ${formatRepairTime(repair.targetAt)}` : ''}
        </Text>
        {repair.scheduledFor && open && (
          <Text fw={600}>Visit booked for {formatPurchaseCaseDate(repair.scheduledFor)}</Text>
        )}
        <Text fz="sm">{repair.payerDescription}</Text>
        <Text style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{repair.description}</Text>
        {repair.photos.length > 0 && (
          <SimpleGrid cols={{ base: 3, sm: 5 }} spacing="xs">
            {repair.photos.map((photo, index) => (
              <Anchor key={photo.id} href={photo.url} target="_blank" rel="noreferrer">
                <Image
                  src={photo.url}
                  alt={`Photo ${index + 1} of the repair`}
                  radius="sm"
                  h={80}
                  fit="cover"
                />
              </Anchor>
            ))}
          </SimpleGrid>
        )}
        <Title order={4} fz="sm">
          History
        </Title>
        <History repair={repair} />
        {open && <MessageBox repair={repair} onMessage={onMessage} />}
      </Stack>
    </Card>
  );
}
