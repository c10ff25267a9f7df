/**
 * The explore page's "Your areas": the editor (opened at once by ?areas=edit, a link such as the application page's)
 * and adding a nearby district to the applicant's areas.
 */
import { useDisclosure } from '@mantine/hooks';
import { MAX_PREFERRED_LOCATIONS } from '@stairway/domain/constants';
import type { SetURLSearchParams } from 'react-router';
import { usePreferredAreas } from './use-preferred-areas';

/**
 * @param searchParams the URL's search params and their setter
 * @param preferred the applicant's preferred districts; `setChosenAreas` shows chosen districts
 * @returns whether the editor is open, opening and closing it, and adding a district with its state
 */
export function useAreasEditor(
  searchParams: URLSearchParams,
  setSearchParams: SetURLSearchParams,
  preferred: string[],
  setChosenAreas: (chosen: string[] | null) => void,
) {
  const [areasEditorOpened, areasEditor] = useDisclosure(searchParams.get('areas') === 'edit');
  const closeAreasEditor = () => {
    areasEditor.close();
    if (searchParams.has('areas'))
      setSearchParams(
        (params) => {
          params.delete('areas');
          return params;
        },
        { replace: true },
      );
  };

  const preferredAreas = usePreferredAreas();
  /** Adds a district (a nearby suggestion) to the applicant's areas and shows its homes. */
  const addArea = async (outcode: string) => {
    if (preferred.length >= MAX_PREFERRED_LOCATIONS) {
      areasEditor.open();
      return;
    }
    if (await preferredAreas.save([...preferred, outcode])) setChosenAreas([outcode]);
  };

  return {
    areasEditorOpened,
    openAreasEditor: areasEditor.open,
    closeAreasEditor,
    addArea,
    addingArea: preferredAreas.saving,
    addAreaError: preferredAreas.error,
  };
}
