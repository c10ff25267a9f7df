/**
 * Address history (/your-application/personal-details/address-history, spec §2; issue 3): the applicant's
 * addresses, latest first, with move-in dates; add, change and remove them. The section is complete only when
 * the history covers more than 35 months, measured back from today to the earliest move-in date (spec §4,
 * §5; packages/domain getAddressHistoryMonths), and the page says how many months are still needed.
 */
import { useMutation } from '@apollo/client/react';
import { Button, Group, Paper, Progress, Stack, Text, ThemeIcon } from '@mantine/core';
import { ADDRESS_HISTORY_MIN_MONTHS } from '@stairway/domain/constants';
import { IconCircleCheck, IconHome, IconMapPin, IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import dayjs from 'dayjs';
import { useState } from 'react';
import { confirmRemove } from '../../../components/form/confirm-remove';
import { paths } from '../../../lib/paths';
import { AddressForm } from '../components/address-form';
import { ApplicationPageLoading } from '../components/application-page-loading';
import { ApplicationPageShell } from '../components/application-page-shell';
import { DeleteUserAddressMutation } from '../graphql/deleteUserAddress';
import { type Application, type ApplicationAddress, useApplication } from '../hooks/use-application';
import { formatMonths } from '../lib/sections';

const PATH = paths.application.steps['address-history'];
const TITLE = 'Address history';
/** Months of history that complete the section: more than 35 (spec §5). */
const MONTHS_REQUIRED = ADDRESS_HISTORY_MIN_MONTHS + 1;

/** The "Address history" page. */
export function AddressHistoryPage() {
  const { application, error, refetch } = useApplication();
  if (!application) {
    return <ApplicationPageLoading title={TITLE} error={error} onRetry={() => void refetch()} />;
  }
  return <AddressHistory application={application} />;
}

/** What is being edited: nothing, a new address, or one of the addresses. */
type Editing = null | 'new' | string;

function AddressHistory({ application }: { application: Application }) {
  const addresses = application.addresses;
  const [editing, setEditing] = useState<Editing>(addresses.length === 0 ? 'new' : null);
  const [pageError, setPageError] = useState<string | null>(null);
  const [remove, { loading: removing }] = useMutation(DeleteUserAddressMutation);
  const earliest = addresses.at(-1);
  const complete = application.addressHistoryMonthsNeeded === 0 && addresses.length > 0;

  const askToRemove = (address: ApplicationAddress) =>
    confirmRemove({
      title: 'Remove this address?',
      children: (
        <Text>
          {address.addressLine1}, {address.postCode} will be removed from your address history.
        </Text>
      ),
      remove: () => remove({ variables: { input: { id: address.id } } }),
      onError: setPageError,
    });

  return (
    <ApplicationPageShell
      application={application}
      path={PATH}
      section="Personal details"
      title={TITLE}
      description="Tell us where you have lived for the last 3 years, starting with where you live now."
      error={pageError}
    >
      <Stack gap="lg">
        <HistorySummary application={application} />
        {addresses.length > 0 && (
          <Stack
            gap="sm"
            component="ol"
            aria-label="Your addresses"
            p={0}
            m={0}
            style={{ listStyle: 'none' }}
          >
            {addresses.map((address, index) =>
              editing === address.id ? (
                <li key={address.id}>
                  <AddressForm
                    address={address}
                    heading="Change this address"
                    onSaved={() => setEditing(null)}
                    onCancel={() => setEditing(null)}
                  />
                </li>
              ) : (
                <li key={address.id}>
                  <AddressCard
                    address={address}
                    current={index === 0}
                    until={index === 0 ? null : (addresses[index - 1]?.moveInDate ?? null)}
                    onEdit={() => setEditing(address.id)}
                    onRemove={() => askToRemove(address)}
                    disabled={removing || application.submitted}
                  />
                </li>
              ),
            )}
          </Stack>
        )}
        {editing === 'new' ? (
          <AddressForm
            address={null}
            heading={addresses.length === 0 ? 'Your current address' : 'Your previous address'}
            hint={
              earliest
                ? `Where did you live before you moved to ${earliest.addressLine1} in ${dayjs(earliest.moveInDate).format('MMMM YYYY')}?`
                : 'Where you live now.'
            }
            onSaved={() => setEditing(null)}
            onCancel={addresses.length > 0 ? () => setEditing(null) : undefined}
          />
        ) : (
          !application.submitted && (
            <Button
              variant={complete ? 'default' : 'light'}
              leftSection={<IconPlus size={18} aria-hidden="true" />}
              onClick={() => setEditing('new')}
              disabled={editing !== null}
              style={{ alignSelf: 'flex-start' }}
            >
              {complete ? 'Add another address' : 'Add your previous address'}
            </Button>
          )
        )}
      </Stack>
    </ApplicationPageShell>
  );
}

/** How much history is covered, and how many months are still needed (spec §5). */
function HistorySummary({ application }: { application: Application }) {
  const months = application.addressHistoryMonths;
  const needed = application.addressHistoryMonthsNeeded;
  const done = needed === 0 && application.addresses.length > 0;
  return (
    <Paper
      withBorder
      radius="lg"
      p="md"
      data-testid="address-history-summary"
      bg={done ? 'green.0' : undefined}
      style={done ? { borderColor: 'var(--mantine-color-green-3)' } : undefined}
    >
      <Group wrap="nowrap" align="flex-start" gap="md">
        <ThemeIcon
          size={40}
          radius="xl"
          variant="light"
          color={done ? 'green' : 'stairway'}
          aria-hidden="true"
        >
          {done ? <IconCircleCheck size={22} /> : <IconMapPin size={22} />}
        </ThemeIcon>
        <Stack gap={6} style={{ flex: 1 }}>
          <Text fw={600} aria-live="polite">
            {done
              ? `Complete: ${formatMonths(months)} of address history`
              : application.addresses.length === 0
                ? 'We need more than 3 years of address history'
                : `${formatMonths(months)} added: ${needed} more ${needed === 1 ? 'month' : 'months'} needed`}
          </Text>
          <Progress
            value={Math.min(100, (months / MONTHS_REQUIRED) * 100)}
            color={done ? 'green' : 'stairway'}
            size="sm"
            aria-label={`${Math.min(months, MONTHS_REQUIRED)} of ${MONTHS_REQUIRED} months of address history`}
          />
          <Text fz="sm" c="gray.7">
            We count from the day you moved into your earliest address up to today. Lenders and our team use
            it to check your identity and credit history.
          </Text>
        </Stack>
      </Group>
    </Paper>
  );
}

/** One address with how long the applicant lived there. */
function AddressCard({
  address,
  current,
  until,
  onEdit,
  onRemove,
  disabled,
}: {
  address: ApplicationAddress;
  current: boolean;
  until: string | null;
  onEdit: () => void;
  onRemove: () => void;
  disabled: boolean;
}) {
  const moveIn = dayjs(address.moveInDate);
  const end = until ? dayjs(until) : dayjs();
  const months = Math.max(0, end.diff(moveIn, 'month'));
  const lines = [address.addressLine1, address.addressLine2, address.addressLine3, address.postTown]
    .filter(Boolean)
    .join(', ');
  return (
    <Paper withBorder radius="lg" p="md" data-testid="address-card">
      <Group wrap="nowrap" align="flex-start" gap="md">
        <ThemeIcon size={40} radius="xl" variant="light" color="gray" aria-hidden="true">
          <IconHome size={22} />
        </ThemeIcon>
        <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
          <Text fz="xs" fw={600} c="stairway.7" tt="uppercase" lts={0.4}>
            {current ? 'Current address' : 'Previous address'}
          </Text>
          <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
            {lines}
          </Text>
          <Text fz="sm">{address.postCode}</Text>
          <Text fz="sm" c="gray.7">
            Moved in {moveIn.format('D MMMM YYYY')} · {formatMonths(months)}
          </Text>
          {!disabled && (
            <Group gap="xs" mt={6} ml={-12}>
              <Button
                variant="subtle"
                leftSection={<IconPencil size={16} aria-hidden="true" />}
                onClick={onEdit}
                aria-label={`Change ${address.addressLine1}`}
              >
                Change
              </Button>
              <Button
                variant="subtle"
                color="#c92a2a"
                leftSection={<IconTrash size={16} aria-hidden="true" />}
                onClick={onRemove}
                aria-label={`Remove ${address.addressLine1}`}
              >
                Remove
              </Button>
            </Group>
          )}
        </Stack>
      </Group>
    </Paper>
  );
}
