/**
 * After a page saves, go to the next application page (lib/pages.ts), or to the overview.
 */
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { getAdjacentPages } from '../lib/pages';

/**
 * @param path the current page's path
 * @param jointApplication whether the co-applicant's pages are in the order
 * @returns a function that navigates to the next page
 */
export function useGoToNextPage(path: string, jointApplication: boolean) {
  const navigate = useNavigate();
  return useCallback(
    () => navigate(getAdjacentPages(path, jointApplication).next),
    [navigate, path, jointApplication],
  );
}
