/**
 * Mantine's `useId` (@mantine/hooks), as the production build uses it: vite.config.ts swaps this module in for
 * Mantine's own (the development server and the unit tests keep Mantine's). Decision 042.
 */
import { useId as useReactId } from 'react';

/**
 * An id for an element that others point to (labels, `aria-*`): React's id, the same from the first render on.
 *
 * Mantine's own hook first returns an id made from React's `useId`, then replaces it with a random one in a
 * layout effect. That state update, made while React is committing, is a synchronous update: React must then run
 * every pending effect of the page at once, in the same task, before it renders the update. Every Mantine input, chip,
 * modal and the app shell calls the hook, so each page that mounts one committed in one long task. React's ids are
 * unique within the app's one root, which is all the ids need.
 * @param staticId an id given by the caller, returned as it is
 * @returns `staticId`, else `mantine-` followed by React's id with anything but letters, digits, `_` and `-` left
 *   out (a valid HTML id and CSS identifier)
 */
export function useId(staticId?: string): string {
  const reactId = useReactId();
  if (typeof staticId === 'string') return staticId;
  return `mantine-${reactId.replace(/[^\w-]/g, '')}`;
}
