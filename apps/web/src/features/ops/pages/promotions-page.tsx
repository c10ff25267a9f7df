/**
 * /ops/promotions: the promotions, creating one with an uploaded image, and publishing or unpublishing one
 * (decision 025). A new promotion starts unpublished; published, it is shown once to each applicant in the promotion
 * modal (spec §2). Publishing and unpublishing call the service `npm run ops -- publish-promotion |
 * unpublish-promotion` uses; every change is audited.
 */
import { useMutation, useQuery } from '@apollo/client/react';
import { Alert, Loader, Stack, Text, Title } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { readGraphQLError } from '../../../lib/server-errors';
import { CreatePromotionForm } from '../components/create-promotion-form';
import { LoadFailed, loadFailed } from '../components/load-failed';
import { PromotionsTable } from '../components/promotions-table';
import { PromotionsQuery } from '../graphql/promotions';
import { SetPromotionActiveMutation } from '../graphql/setPromotionActive';

/** The promotions list and the create form. */
export function PromotionsPage() {
  const { data, loading, error, refetch } = useQuery(PromotionsQuery, { fetchPolicy: 'cache-and-network' });
  const [setActive] = useMutation(SetPromotionActiveMutation);
  const [changing, setChanging] = useState<string | null>(null);
  const [listError, setListError] = useState<string | null>(null);
  useEffect(() => {
    document.title = 'Promotions · Stairway operators';
  }, []);

  const toggle = async (promoId: string, active: boolean) => {
    setListError(null);
    setChanging(promoId);
    try {
      await setActive({ variables: { input: { promoId, active } }, refetchQueries: ['Promotions'] });
    } catch (error) {
      setListError(readGraphQLError(error)?.message ?? 'That did not work. Try again.');
    } finally {
      setChanging(null);
    }
  };

  return (
    <Stack gap="lg" maw={1000}>
      <Title order={1} fz="h2">
        Promotions
      </Title>
      <Text c="gray.7">
        A published promotion is shown once to each applicant with a confirmed e-mail address, in a window on
        their progress page, with a link to its terms.
      </Text>
      <CreatePromotionForm />
      {listError && (
        <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden="true" />} role="alert">
          {listError}
        </Alert>
      )}
      {loading && !data ? (
        <Loader role="status" aria-label="Loading promotions" />
      ) : loadFailed({ error, data }) ? (
        <LoadFailed what="promotions" onRetry={refetch} />
      ) : (
        <PromotionsTable promotions={data?.promotions ?? []} changing={changing} onSetActive={toggle} />
      )}
    </Stack>
  );
}
