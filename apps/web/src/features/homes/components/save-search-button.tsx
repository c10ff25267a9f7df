/**
 * "Save this search" on the explore page: saves the search the applicant is looking at, with daily e-mail alerts of new
 * matching homes. The dialog's code loads on the first press (saved-searches/save-search-modal.tsx), so the explore
 * page's first load stays as light as before.
 */
import { Button } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import type { HomeSearchCriteriaInput } from '@stairway/domain/home-search';
import { IconBellPlus } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';

const SaveSearchModal = lazy(() => import('../saved-searches/save-search-modal'));

/**
 * The button for the current search, and its dialog.
 * @param props.criteria what the explore page is showing (where and the filters), as the domain writes it
 */
export function SaveSearchButton({ criteria }: { criteria: HomeSearchCriteriaInput }) {
  const [opened, modal] = useDisclosure(false);
  const [loaded, setLoaded] = useState(false);
  return (
    <>
      <Button
        variant="light"
        leftSection={<IconBellPlus size={18} aria-hidden="true" />}
        onClick={() => {
          setLoaded(true);
          modal.open();
        }}
      >
        Save search
      </Button>
      {loaded && (
        <Suspense fallback={null}>
          <SaveSearchModal opened={opened} onClose={modal.close} criteria={criteria} />
        </Suspense>
      )}
    </>
  );
}
