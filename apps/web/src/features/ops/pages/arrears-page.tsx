/**
 * /ops/arrears: every plan owing arrears (or with a request for help unanswered), grouped by age bucket (0–30,
 * 31–60, 61–90, 90+ days), oldest first, with the stage, the payment plan's instalments and the customer's
 * messages; an unanswered message has a response form, e-mailed to the customer and audited (decision 075). The
 * team's e-mail about a new message links to its case here (#case-<plan id>), which the page scrolls to.
 */
import { useMutation, useQuery } from '@apollo/client/react';
import {
  Alert,
  Anchor,
  Badge,
  Button,
  Group,
  Loader,
  Paper,
  Stack,
  Text,
  Textarea,
  Title,
} from '@mantine/core';
import {
  ARREARS_AGE_BUCKETS,
  ARREARS_STAGE_LABELS_FOR_OPERATORS,
  type ArrearsStage,
} from '@stairway/domain/arrears';
import { HARDSHIP_MESSAGE_MAX } from '@stairway/domain/arrears-inputs';
import { formatPurchaseCaseDate } from '@stairway/domain/purchase-case';
import { formatPence } from '@stairway/domain/waitlist-fee';
import { useEffect, useState } from 'react';
import { Link, useLocation } from 'react-router';
import type { ArrearsCasesQuery as ArrearsCasesData } from '../../../gql/graphql';
import { readGraphQLError } from '../../../lib/server-errors';
import { LoadFailed, loadFailed } from '../components/load-failed';
import { ArrearsCasesQuery, RespondToHardshipMutation } from '../graphql/arrears';
import { opsPaths } from '../lib/paths';

type ArrearsCase = ArrearsCasesData['arrearsCases'][number];

/** The response form of one request for help. */
function RespondForm({ requestId, onDone }: { requestId: string; onDone: () => unknown }) {
  const [respond, { loading }] = useMutation(RespondToHardshipMutation);
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  return (
    <Stack gap={4}>
      <Textarea
        label="Your response (e-mailed to the customer)"
        value={text}
        maxLength={HARDSHIP_MESSAGE_MAX}
        onChange={(event) => setText(event.currentTarget.value)}
        error={problem}
        minRows={2}
      />
      <Button
        size="xs"
        w="fit-content"
        loading={loading}
        disabled={text.trim() === ''}
        onClick={async () => {
          setProblem(null);
          try {
            await respond({ variables: { input: { requestId, response: text.trim() } } });
            setText('');
            await onDone();
          } catch (error) {
            setProblem(readGraphQLError(error)?.message ?? 'The response was not sent. Try again.');
          }
        }}
      >
        Send response
      </Button>
    </Stack>
  );
}

/** One case: whose, what is owed and since when, the plan, the messages. */
function CaseCard({
  row,
  refetch,
  linked,
}: {
  row: ArrearsCase;
  refetch: () => unknown;
  /** True for the case the team's e-mail linked to (#case-<plan id>): drawn with a stronger border. */
  linked: boolean;
}) {
  const { arrears } = row;
  return (
    <Paper
      withBorder
      radius="md"
      p="sm"
      component="article"
      id={`case-${row.planId}`}
      tabIndex={-1}
      aria-label={`${row.customerName}’s arrears`}
      style={{
        scrollMarginTop: 80,
        ...(linked ? { borderColor: 'var(--mantine-color-blue-9)', borderWidth: 2 } : {}),
      }}
    >
      <Stack gap={6}>
        <Group justify="space-between" gap="xs">
          <Anchor component={Link} to={opsPaths.purchase(row.purchaseCaseId)} fw={600}>
            {row.customerName}
          </Anchor>
          <Badge variant="filled" color={arrears.ageDays > 28 ? 'orange.9' : 'blue.9'}>
            {arrears.ageDays} days
          </Badge>
        </Group>
        <Text size="sm" c="gray.7">
          {row.address} · {row.email}
        </Text>
        <Text>
          {formatPence(arrears.arrearsPence)} owed
          {arrears.sinceDate ? ` since ${formatPurchaseCaseDate(arrears.sinceDate)}` : ''}.{' '}
          {ARREARS_STAGE_LABELS_FOR_OPERATORS[arrears.stage as ArrearsStage] ?? arrears.stageLabel}.
        </Text>
        {arrears.paymentPlan && (
          <Text size="sm">
            Payment plan agreed {formatPurchaseCaseDate(arrears.paymentPlan.agreedOn)}:{' '}
            {arrears.paymentPlan.instalments
              .map((i) => `${formatPence(i.amountPence)} on ${formatPurchaseCaseDate(i.dueOn)} (${i.status})`)
              .join('; ')}
          </Text>
        )}
        {arrears.hardshipRequests.map((request) => (
          <Paper key={request.id} withBorder p="xs" radius="sm" bg="gray.0">
            <Text size="sm">
              {request.requestedBy} wrote on {formatPurchaseCaseDate(request.createdAt.slice(0, 10))}:{' '}
              {request.message}
            </Text>
            {request.response ? (
              <Text size="sm" c="gray.7">
                {request.respondedBy} replied: {request.response}
              </Text>
            ) : (
              <RespondForm requestId={request.id} onDone={refetch} />
            )}
          </Paper>
        ))}
      </Stack>
    </Paper>
  );
}

/** The page. */
export function ArrearsPage() {
  const { data, loading, error, refetch } = useQuery(ArrearsCasesQuery, { fetchPolicy: 'cache-and-network' });
  useEffect(() => {
    document.title = 'Arrears · Stairway operators';
  }, []);
  const rows = data?.arrearsCases ?? [];
  const { hash } = useLocation();
  const loaded = data !== undefined;
  // The team's e-mail about a request for help links to its case (#case-<plan id>): shown once the list is in.
  useEffect(() => {
    if (!loaded || !hash.startsWith('#case-')) return;
    const card = document.getElementById(hash.slice(1));
    card?.scrollIntoView?.({ block: 'start' });
    card?.focus({ preventScroll: true });
  }, [loaded, hash]);
  return (
    <Stack gap="md" maw={1200}>
      <Title order={1} fz="h2">
        Arrears
      </Title>
      {loading && !data ? (
        <Loader role="status" aria-label="Loading arrears" />
      ) : loadFailed({ error, data }) ? (
        <LoadFailed what="arrears" onRetry={refetch} />
      ) : rows.length === 0 ? (
        <Alert color="gray" variant="light">
          No plan owes anything and no message is waiting.
        </Alert>
      ) : (
        ARREARS_AGE_BUCKETS.map((bucket) => {
          const inBucket = rows.filter((row) => row.arrears.bucket === bucket);
          if (inBucket.length === 0) return null;
          return (
            <Stack key={bucket} gap="xs" component="section" aria-label={`${bucket} days`}>
              <Title order={2} fz="h4">
                {bucket} days ({inBucket.length})
              </Title>
              {inBucket.map((row) => (
                <CaseCard
                  key={row.planId}
                  row={row}
                  refetch={refetch}
                  linked={hash === `#case-${row.planId}`}
                />
              ))}
            </Stack>
          );
        }).reverse()
      )}
    </Stack>
  );
}
