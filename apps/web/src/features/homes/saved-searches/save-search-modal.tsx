/**
 * The "Save this search" dialog: a name (suggested from the search's sentence), the daily alerts switch, and Save.
 * Loaded when the button is first pressed, so the explore page's first load does not carry it. Saved → a toast with a
 * link to Saved searches; at the limit of 10 → the server's message on the name.
 */
import { Alert, Anchor, Button, Group, Modal, Stack, Switch, Text, TextInput } from '@mantine/core';
import {
  type HomeSearchCriteriaInput,
  SAVED_SEARCH_NAME_MAX_LENGTH,
  savedSearchInputSchema,
} from '@stairway/domain/home-search';
import { describeHomeSearch } from '@stairway/domain/saved-search-summary';
import { useEffect } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { paths } from '../../../lib/paths';
import { applyServerErrors } from '../../../lib/server-errors';
import { useSession } from '../../../lib/session';
import { showSearchSavedToast } from './saved-search-toast';
import { useSaveSearch } from './use-saved-searches';

type Values = { name: string; alertsEnabled: boolean };

/** The suggested name: the search's sentence, cut to the longest name allowed. */
function suggestedName(criteria: HomeSearchCriteriaInput): string {
  const sentence = describeHomeSearch(criteria);
  return sentence.length <= SAVED_SEARCH_NAME_MAX_LENGTH
    ? sentence
    : `${sentence.slice(0, SAVED_SEARCH_NAME_MAX_LENGTH - 1).trimEnd()}…`;
}

/** The search without empty values, as saveSearch takes it. */
function toInput(criteria: HomeSearchCriteriaInput) {
  return {
    ...criteria,
    postcodes: criteria.postcodes ? [...criteria.postcodes] : undefined,
  };
}

/** The dialog; `criteria` is the search the explore page shows. */
export default function SaveSearchModal({
  opened,
  onClose,
  criteria,
}: {
  opened: boolean;
  onClose: () => void;
  criteria: HomeSearchCriteriaInput;
}) {
  const { me } = useSession();
  const verified = me?.user?.emailVerified ?? false;
  const { save, saving } = useSaveSearch();
  const navigate = useNavigate();
  const form = useForm<Values>({ defaultValues: { name: suggestedName(criteria), alertsEnabled: true } });
  const { errors } = form.formState;
  const alertsOn = form.watch('alertsEnabled');
  // Each opening starts from the search shown now (the filters may have changed since the last one).
  const { reset } = form;
  useEffect(() => {
    if (opened) reset({ name: suggestedName(criteria), alertsEnabled: true });
  }, [opened, criteria, reset]);

  const submit = form.handleSubmit(async (values) => {
    try {
      const { data } = await save({ variables: { input: { ...values, criteria: toInput(criteria) } } });
      if (!data?.saveSearch) return;
      onClose();
      showSearchSavedToast(navigate);
    } catch (error) {
      const left = applyServerErrors(error, form.setError, ['name', 'alertsEnabled']);
      if (left) form.setError('root', { type: 'server', message: left });
    }
  });

  return (
    <Modal opened={opened} onClose={onClose} title="Save this search" centered>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Text fz="sm" c="dimmed">
            {describeHomeSearch(criteria)}
          </Text>
          <TextInput
            label="Name"
            description="So you can tell your searches apart"
            maxLength={SAVED_SEARCH_NAME_MAX_LENGTH + 20}
            error={errors.name?.message}
            data-autofocus
            {...form.register('name', {
              validate: (name) => {
                const parsed = savedSearchInputSchema.shape.name.safeParse(name);
                return parsed.success || (parsed.error.issues[0]?.message ?? 'Give the search a name');
              },
            })}
          />
          <Controller
            control={form.control}
            name="alertsEnabled"
            render={({ field }) => (
              <Switch
                label="E-mail me new homes"
                description="We’ll e-mail you new homes once a day"
                size="md"
                checked={field.value}
                onChange={(event) => field.onChange(event.currentTarget.checked)}
                onBlur={field.onBlur}
                ref={field.ref}
                name={field.name}
              />
            )}
          />
          {alertsOn && !verified && (
            <Alert color="yellow" variant="light">
              Alerts start once you confirm your e-mail address.{' '}
              <Anchor component={Link} to={paths.verifyEmailCode}>
                Confirm it now
              </Anchor>
            </Alert>
          )}
          {errors.root?.message && (
            <Alert color="red" variant="light" role="alert">
              {errors.root.message}
            </Alert>
          )}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={saving}>
              Save search
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
