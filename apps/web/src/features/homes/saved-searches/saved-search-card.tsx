/**
 * One saved search on the Saved searches page: its name and sentence, when it was saved and last e-mailed, the daily
 * alerts switch, Run search (the explore page with the search in its URL), Rename (a small dialog) and Delete (asks
 * first).
 */
import { Alert, Button, Group, Modal, Paper, Stack, Switch, Text, TextInput, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { SAVED_SEARCH_NAME_MAX_LENGTH, savedSearchInputSchema } from '@stairway/domain/home-search';
import { exploreSearchPath } from '@stairway/domain/home-search-query';
import { IconPencil, IconSearch, IconTrash } from '@tabler/icons-react';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { confirmRemove } from '../../../components/form/confirm-remove';
import { applyServerErrors } from '../../../lib/server-errors';
import { criteriaOf, type SavedSearch, type useSavedSearches } from './use-saved-searches';

type Actions = Pick<ReturnType<typeof useSavedSearches>, 'setAlerts' | 'rename' | 'deleteSearch'>;

/** The dialog that renames a search. */
function RenameModal({
  search,
  opened,
  onClose,
  rename,
}: {
  search: SavedSearch;
  opened: boolean;
  onClose: () => void;
  rename: Actions['rename'];
}) {
  const form = useForm<{ name: string }>({ values: { name: search.name } });
  const { errors, isSubmitting } = form.formState;
  const submit = form.handleSubmit(async ({ name }) => {
    try {
      await rename(search, name);
      onClose();
    } catch (error) {
      const left = applyServerErrors(error, form.setError, ['name']);
      if (left) form.setError('root', { type: 'server', message: left });
    }
  });
  return (
    <Modal opened={opened} onClose={onClose} title="Rename this search" centered>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <TextInput
            label="Name"
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
          {errors.root?.message && (
            <Alert color="red" variant="light" role="alert">
              {errors.root.message}
            </Alert>
          )}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={isSubmitting}>
              Save name
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

/** When the search was saved and last e-mailed, in words. */
function datesInWords(search: SavedSearch): string {
  const saved = `Saved ${dayjs(search.createdAt).format('D MMMM YYYY')}`;
  if (!search.lastAlertSentAt) return saved;
  return `${saved} · last e-mail ${dayjs(search.lastAlertSentAt).format('D MMMM YYYY')}`;
}

/** One saved search with its actions. */
export function SavedSearchCard({ search, actions }: { search: SavedSearch; actions: Actions }) {
  const [renaming, renameModal] = useDisclosure(false);
  const [switchError, setSwitchError] = useState<string | null>(null);
  const [deleteError, setDeleteError] = useState<string | null>(null);
  const switchId = `alerts-${search.id}`;
  return (
    <Paper
      withBorder
      radius="lg"
      p={{ base: 'md', sm: 'lg' }}
      component="article"
      aria-labelledby={`${switchId}-name`}
    >
      <Stack gap="sm">
        <Stack gap={4}>
          <Title order={2} fz="lg" id={`${switchId}-name`} style={{ overflowWrap: 'anywhere' }}>
            {search.name}
          </Title>
          <Text>{search.summary}</Text>
          <Text fz="sm" c="dimmed">
            {datesInWords(search)}
          </Text>
        </Stack>
        <Switch
          id={switchId}
          size="md"
          checked={search.alertsEnabled}
          label="Daily e-mail alerts"
          description={
            search.alertsEnabled
              ? 'We’ll e-mail you new homes once a day'
              : 'Off: we won’t e-mail you about this search'
          }
          error={switchError}
          onChange={(event) => {
            setSwitchError(null);
            actions
              .setAlerts(search, event.currentTarget.checked)
              .catch(() => setSwitchError('The alerts could not be changed. Please try again.'));
          }}
        />
        <Group gap="sm" mt={4}>
          <Button
            component={Link}
            to={exploreSearchPath(criteriaOf(search))}
            leftSection={<IconSearch size={18} aria-hidden="true" />}
            aria-label={`Run search: ${search.name}`}
          >
            Run search
          </Button>
          <Button
            variant="default"
            leftSection={<IconPencil size={18} aria-hidden="true" />}
            onClick={renameModal.open}
            aria-label={`Rename: ${search.name}`}
          >
            Rename
          </Button>
          <Button
            variant="subtle"
            color="red"
            c="red.9"
            leftSection={<IconTrash size={18} aria-hidden="true" />}
            aria-label={`Delete: ${search.name}`}
            onClick={() =>
              confirmRemove({
                title: 'Delete this saved search?',
                confirmLabel: 'Delete',
                children: (
                  <Stack gap={4}>
                    <Text fw={500}>{search.name}</Text>
                    <Text fz="sm" c="dimmed">
                      We’ll stop e-mailing you about it. You can save the search again from Explore homes.
                    </Text>
                  </Stack>
                ),
                remove: () => actions.deleteSearch(search),
                // Said on the card, as a failed alerts switch is: the search stays, and the person knows why.
                onError: setDeleteError,
                networkErrorMessage: 'The search could not be deleted. Please try again.',
              })
            }
          >
            Delete
          </Button>
        </Group>
        {deleteError && (
          <Alert color="red" variant="light" role="alert">
            {deleteError}
          </Alert>
        )}
      </Stack>
      <RenameModal search={search} opened={renaming} onClose={renameModal.close} rename={actions.rename} />
    </Paper>
  );
}
