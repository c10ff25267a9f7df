/**
 * Saved homes (spec §4 "Favourite toggle: saving is immediate; unsaving needs confirmation", §8 success
 * message). One provider per page loads `getFavourites` (network-only) and gives every card, pin and
 * detail panel the saved state and the save / remove actions.
 */
import { useMutation, useQuery } from '@apollo/client/react';
import { Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { TOAST_DURATION_MS } from '@stairway/domain/constants';
import { IconHeartFilled } from '@tabler/icons-react';
import { createContext, type ReactNode, useCallback, useContext, useMemo, useState } from 'react';
import { confirmRemove as confirmRemoval } from '../../../components/form/confirm-remove';
import { analytics } from '../../../lib/analytics';
import { useSession } from '../../../lib/session';
import { AddFavouriteMutation } from '../graphql/addFavourite';
import { GetFavouritesQuery } from '../graphql/getFavourites';
import { RemoveFavouriteMutation } from '../graphql/removeFavourite';
import type { Favourite, Home } from '../lib/types';
import { dropFavourite, optimisticFavourite, prependFavourite } from './favourite-cache';

/** The message shown for 4 seconds after a home is saved (spec §8). */
export const FAVOURITE_ADDED_MESSAGE = 'This home has been added to your wishlist for later!';

/** What the favourites provider offers. */
export type FavouritesApi = {
  /** Saved homes, most recent first. */
  favourites: Favourite[];
  /** True until the first answer of `getFavourites`. */
  loading: boolean;
  /** True when `getFavourites` failed. */
  failed: boolean;
  /** Loads the saved homes again. */
  refetch: () => void;
  /** Whether a home is saved. */
  isSaved: (homeId: string) => boolean;
  /** Saves a home straight away (optimistic) and shows the success toast. */
  save: (home: Home) => void;
  /** Asks for confirmation, then removes a saved home. */
  confirmRemove: (home: Home) => void;
  /** Saves or asks to remove, depending on the current state. */
  toggle: (home: Home) => void;
  /** Whether a save or remove of this home is in flight. */
  isPending: (homeId: string) => boolean;
};

const FavouritesContext = createContext<FavouritesApi | null>(null);

/** Records a saved home and shows the success toast for 4 seconds (spec §8). */
function showFavouriteAdded(home: Home) {
  analytics.track('favourite_added', { listingId: home.id });
  notifications.show({
    id: `favourite-added-${home.id}`,
    message: FAVOURITE_ADDED_MESSAGE,
    autoClose: TOAST_DURATION_MS,
    color: 'stairway',
    icon: <IconHeartFilled size={18} aria-hidden="true" />,
  });
}

/** Loads the applicant's saved homes and provides the save / remove actions. */
export function FavouritesProvider({ children }: { children: ReactNode }) {
  const { me } = useSession();
  const applicationId = me?.application?.id ?? '';
  const { data, loading, error, refetch } = useQuery(GetFavouritesQuery, { fetchPolicy: 'network-only' });
  const [addFavourite] = useMutation(AddFavouriteMutation);
  const [removeFavourite] = useMutation(RemoveFavouriteMutation);
  const [pending, setPending] = useState<ReadonlySet<string>>(() => new Set());

  const favourites = useMemo(() => data?.getFavourites ?? [], [data]);
  const savedIds = useMemo(() => new Set(favourites.map((f) => f.rentCompId)), [favourites]);

  const setPendingFor = useCallback((id: string, on: boolean) => {
    setPending((current) => {
      const next = new Set(current);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  }, []);

  const save = useCallback(
    (home: Home) => {
      if (pending.has(home.id)) return;
      setPendingFor(home.id, true);
      addFavourite({
        variables: { input: { rentCompId: home.id } },
        optimisticResponse: { addFavourite: optimisticFavourite(home, applicationId) },
        update(cache, { data: result }) {
          if (result?.addFavourite) prependFavourite(cache, result.addFavourite);
        },
      })
        .then(({ data: result }) => {
          if (result?.addFavourite) showFavouriteAdded(home);
        })
        // GraphQL errors are logged by the Apollo error link and network errors toasted there (spec §8);
        // the optimistic heart simply turns back.
        .catch(() => undefined)
        .finally(() => setPendingFor(home.id, false));
    },
    [addFavourite, applicationId, pending, setPendingFor],
  );

  const remove = useCallback(
    (home: Home) => {
      setPendingFor(home.id, true);
      return removeFavourite({
        variables: { input: { rentCompId: home.id } },
        optimisticResponse: { removeFavourite: true },
        update: (cache) => dropFavourite(cache, home.id),
      })
        .then(() => analytics.track('favourite_removed', { listingId: home.id }))
        .catch(() => undefined)
        .finally(() => setPendingFor(home.id, false));
    },
    [removeFavourite, setPendingFor],
  );

  const confirmRemove = useCallback(
    (home: Home) => {
      if (pending.has(home.id)) return;
      confirmRemoval({
        title: 'Remove this home from your saved homes?',
        children: (
          <Stack gap={4}>
            <Text fw={500}>{home.address}</Text>
            <Text fz="sm" c="dimmed">
              You can save it again at any time from Explore homes.
            </Text>
          </Stack>
        ),
        // Failures are reported by the Apollo error link (spec §8); the heart simply stays filled.
        remove: () => remove(home),
      });
    },
    [pending, remove],
  );

  const value = useMemo<FavouritesApi>(
    () => ({
      favourites,
      loading: loading && !data,
      failed: Boolean(error) && !data,
      refetch: () => {
        void refetch().catch(() => undefined);
      },
      isSaved: (id) => savedIds.has(id),
      save,
      confirmRemove,
      toggle: (home) => (savedIds.has(home.id) ? confirmRemove(home) : save(home)),
      isPending: (id) => pending.has(id),
    }),
    [favourites, loading, data, error, refetch, savedIds, save, confirmRemove, pending],
  );

  return <FavouritesContext.Provider value={value}>{children}</FavouritesContext.Provider>;
}

/** The saved homes and actions. Must be used inside FavouritesProvider. */
export function useFavourites(): FavouritesApi {
  const api = useContext(FavouritesContext);
  if (!api) throw new Error('useFavourites must be used inside FavouritesProvider');
  return api;
}
