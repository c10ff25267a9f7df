/**
 * Address history (/your-application/personal-details/address-history, spec §2): the applicant's addresses, latest
 * first, with move-in dates; add, change and remove them. The section is complete only when the history covers more
 * than 35 months, measured back from today to the earliest move-in date (spec §4, §5; packages/domain
 * getAddressHistoryMonths), and the page says how many months are still needed. AddressHistory is also the
 * co-applicant's page (features/co-applicant, inside ActingPersonProvider), with their own addresses and their own
 * steps for Back and Next.
 */
import { Button, Stack } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import dayjs from 'dayjs';
import { paths } from '../../../lib/paths';
import { AddressForm } from '../components/address-form';
import { AddressCard } from '../components/address-history/address-card';
import { HistorySummary } from '../components/address-history/history-summary';
import { ApplicationPageLoading } from '../components/application-page-loading';
import { ApplicationPageShell } from '../components/application-page-shell';
import { useAddressHistory } from '../hooks/use-address-history';
import { type Application, useApplication } from '../hooks/use-application';
import type { SectionPageNav } from '../lib/section-page-nav';

const PATH = paths.application.steps['address-history'];
const TITLE = 'Address history';

/** The "Address history" page. */
export function AddressHistoryPage() {
  const { application, error, refetch } = useApplication();
  if (!application) {
    return <ApplicationPageLoading title={TITLE} error={error} onRetry={() => void refetch()} />;
  }
  return <AddressHistory application={application} nav={{ path: PATH }} />;
}

/** What the address history shows of the person whose history it is (the applicant or the co-applicant). */
export type AddressHistoryView = Pick<
  Application,
  | 'addresses'
  | 'addressHistoryMonths'
  | 'addressHistoryMonthsNeeded'
  | 'submitted'
  | 'progress'
  | 'jointApplication'
>;

/**
 * The address history with its page frame.
 * @param application the person's addresses and months, and the shared progress and submitted state
 * @param nav this page's path and, for the co-applicant, where Back and Next go
 */
export function AddressHistory({
  application,
  nav,
}: {
  application: AddressHistoryView;
  nav: SectionPageNav;
}) {
  const addresses = application.addresses;
  const { editing, setEditing, askToRemove, removing, pageError, earliest, complete } =
    useAddressHistory(application);

  return (
    <ApplicationPageShell
      application={application}
      path={nav.path}
      backTo={nav.backTo}
      nextTo={nav.nextTo}
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
                    allowAbroad={index > 0}
                    addresses={addresses}
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
                : 'Where you live now. It must be in the UK; you can add addresses abroad after it.'
            }
            onSaved={() => setEditing(null)}
            onCancel={addresses.length > 0 ? () => setEditing(null) : undefined}
            allowAbroad={addresses.length > 0}
            addresses={addresses}
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
