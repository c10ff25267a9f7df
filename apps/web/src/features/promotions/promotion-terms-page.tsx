/**
 * A promotion's terms (/promotions/:promotionId/terms): the page the promotion modal's "Click here for full details"
 * opens in a new tab (spec §2). It is public and shows the promotion's title, its text and its full terms from
 * `getPromotion`, with Book a call (the promotion is a free call with the team) and a way back. An unknown promotion
 * says so.
 */
import { useQuery } from '@apollo/client/react';
import { Button, Card, Divider, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconCalendarEvent, IconInfoCircle } from '@tabler/icons-react';
import { useEffect, useId } from 'react';
import { Link, useParams } from 'react-router';
import { BOOKING_URL } from '../../lib/config';
import { paths } from '../../lib/paths';
import { readGraphQLError } from '../../lib/server-errors';
import { useSession } from '../../lib/session';
import { GetPromotionQuery } from './graphql/getPromotion';

/** The "Promotion terms" page. */
export function PromotionTermsPage() {
  const { promotionId = '' } = useParams();
  const { token } = useSession();
  const { data, error, refetch } = useQuery(GetPromotionQuery, {
    variables: { input: { promoId: promotionId } },
  });
  const promotion = data?.getPromotion;
  const notFound = readGraphQLError(error)?.code === 'NOT_FOUND';
  const title = promotion ? promotion.title : notFound ? 'We can’t find that promotion' : 'Promotion terms';
  useEffect(() => {
    document.title = `${title} · Stairway`;
  }, [title]);
  const back = token
    ? { to: paths.dashboard, label: 'Go to your progress' }
    : { to: paths.landing, label: 'Go to Stairway' };

  return (
    <Card withBorder radius="lg" p={{ base: 'lg', sm: 'xl' }} maw={680} mx="auto">
      {promotion ? (
        <Terms promotion={promotion} back={back} />
      ) : error ? (
        <Stack gap="md" align="flex-start" role={notFound ? undefined : 'alert'}>
          <Title order={1} fz={{ base: 24, sm: 28 }}>
            {notFound ? title : 'We couldn’t load these terms'}
          </Title>
          <Text c="gray.7">
            {notFound
              ? 'The promotion may have been taken down, or the link may be incomplete.'
              : 'Something went wrong on our side or with the connection. Please try again.'}
          </Text>
          <Group gap="sm">
            {!notFound && <Button onClick={() => void refetch()}>Try again</Button>}
            <Button component={Link} to={back.to} variant={notFound ? 'filled' : 'default'}>
              {back.label}
            </Button>
          </Group>
        </Stack>
      ) : (
        <Stack gap="md" aria-busy="true" aria-label="Loading the promotion’s terms">
          <Skeleton height={30} width="70%" />
          <Skeleton height={14} />
          <Skeleton height={14} width="85%" />
          <Skeleton height={120} mt="md" />
        </Stack>
      )}
    </Card>
  );
}

function Terms({
  promotion,
  back,
}: {
  promotion: { title: string; text: string; termsText: string; active: boolean };
  back: { to: string; label: string };
}) {
  const termsId = useId();
  const hintId = useId();
  const paragraphs = promotion.termsText.split(/\n\s*\n/).filter((p) => p.trim());
  return (
    <Stack gap="lg">
      <Stack gap="xs">
        <Text fz="sm" fw={600} c="stairway.8" tt="uppercase" style={{ letterSpacing: 0.5 }}>
          Full details
        </Text>
        <Title order={1} fz={{ base: 24, sm: 30 }} lh={1.25}>
          {promotion.title}
        </Title>
        <Text fz="lg">{promotion.text}</Text>
      </Stack>
      {!promotion.active && (
        <Group gap="xs" wrap="nowrap" align="flex-start" data-testid="promotion-ended">
          <IconInfoCircle size={20} aria-hidden="true" style={{ flex: 'none', marginTop: 2 }} />
          <Text fw={600}>This promotion has ended. Its terms are kept here for anyone who took it up.</Text>
        </Group>
      )}
      <Divider />
      <Stack gap="sm" component="section" aria-labelledby={termsId} data-testid="promotion-terms">
        <Title order={2} fz="lg" id={termsId}>
          Terms
        </Title>
        {paragraphs.length > 0 ? (
          <Stack component="ol" gap="sm" pl="lg" m={0}>
            {paragraphs.map((paragraph) => (
              <Text component="li" key={paragraph} c="gray.8">
                {paragraph}
              </Text>
            ))}
          </Stack>
        ) : (
          <Text c="gray.8">There are no further terms.</Text>
        )}
      </Stack>
      <Group gap="sm">
        {promotion.active && (
          <Button
            component="a"
            href={BOOKING_URL}
            target="_blank"
            rel="noopener noreferrer"
            leftSection={<IconCalendarEvent size={18} aria-hidden="true" />}
            aria-describedby={hintId}
          >
            Book a call
          </Button>
        )}
        <span id={hintId} hidden>
          Opens in a new tab
        </span>
        <Button component={Link} to={back.to} variant="default">
          {back.label}
        </Button>
      </Group>
    </Stack>
  );
}
