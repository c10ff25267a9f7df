/** The heart button that saves a home or, after confirmation, removes it (spec §4). */
import { ActionIcon, Button } from '@mantine/core';
import { IconHeart, IconHeartFilled } from '@tabler/icons-react';
import type { CSSProperties } from 'react';
import { useFavourites } from '../hooks/favourites';
import type { Home } from '../lib/types';

/** A round heart icon button, for cards. */
export function FavouriteIconButton({
  home,
  className,
  describedBy,
}: {
  home: Home;
  className?: string;
  /** Id of the element naming the home (the card's address), so the button says which home it saves. */
  describedBy?: string;
}) {
  const { isSaved, toggle, isPending } = useFavourites();
  const saved = isSaved(home.id);
  return (
    <ActionIcon
      className={className}
      size={44}
      radius="xl"
      variant="white"
      color={saved ? 'stairway' : 'gray.8'}
      aria-label={saved ? 'Remove from saved homes' : 'Save this home'}
      aria-pressed={saved}
      aria-describedby={describedBy}
      data-pending={isPending(home.id) || undefined}
      onClick={() => toggle(home)}
      style={{ boxShadow: 'var(--mantine-shadow-sm)' }}
    >
      {saved ? <IconHeartFilled size={22} aria-hidden="true" /> : <IconHeart size={22} aria-hidden="true" />}
    </ActionIcon>
  );
}

/** A full button with words ("Save this home" / "Saved"), for the detail panel. */
export function FavouriteTextButton({ home, style }: { home: Home; style?: CSSProperties }) {
  const { isSaved, toggle } = useFavourites();
  const saved = isSaved(home.id);
  return (
    <Button
      variant={saved ? 'light' : 'default'}
      style={style}
      leftSection={
        saved ? <IconHeartFilled size={18} aria-hidden="true" /> : <IconHeart size={18} aria-hidden="true" />
      }
      aria-pressed={saved}
      aria-label={saved ? 'Remove from saved homes' : 'Save this home'}
      onClick={() => toggle(home)}
    >
      {saved ? 'Saved' : 'Save this home'}
    </Button>
  );
}
