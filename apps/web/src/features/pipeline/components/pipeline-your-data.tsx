/**
 * The pipeline viewer's own "Your data" under the pipeline (issue 30; decision 050): download what Stairway
 * holds about them as a viewer, and delete their sign-in.
 */
import { useNavigate } from 'react-router';
import { NOTHING_KEPT, YourDataSection } from '../../../components/your-data/your-data-section';
import { paths } from '../../../lib/paths';

/**
 * "Your data" for the signed-in pipeline viewer.
 * @param onDeleted forgets the viewer's token (the page's own session)
 */
export function PipelineYourData({ onDeleted }: { onDeleted: () => void }) {
  const navigate = useNavigate();
  return (
    <YourDataSection
      confirmWith="password"
      erased={['Your pipeline sign-in and its history']}
      kept={NOTHING_KEPT}
      onDeleted={(result) => {
        onDeleted();
        navigate(paths.accountDeleted, { replace: true, state: result });
      }}
    />
  );
}
