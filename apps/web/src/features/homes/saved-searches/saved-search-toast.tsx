/** The toast shown once a search is saved, with a link to Saved searches. */
import { Anchor, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { TOAST_DURATION_MS } from '@stairway/domain/constants';
import { IconBellRinging } from '@tabler/icons-react';
import type { NavigateFunction } from 'react-router';
import { paths } from '../../../lib/paths';

/** Shows the "Search saved." toast; its link navigates in the app with `navigate`. */
export function showSearchSavedToast(navigate: NavigateFunction) {
  notifications.show({
    id: 'search-saved',
    color: 'stairway',
    autoClose: TOAST_DURATION_MS,
    icon: <IconBellRinging size={18} aria-hidden="true" />,
    message: (
      <Text fz="sm">
        Search saved. {/* The toasts are drawn outside the router: a plain link that navigates in the app. */}
        <Anchor
          href={paths.savedSearches.root}
          fz="sm"
          onClick={(event) => {
            event.preventDefault();
            notifications.hide('search-saved');
            navigate(paths.savedSearches.root);
          }}
        >
          See your saved searches
        </Anchor>
      </Text>
    ),
  });
}
