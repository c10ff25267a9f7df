/**
 * /ops/pipeline-viewers: the pipeline viewers' accounts (investors and partners who sign in at /pipeline), adding
 * one, and disabling or enabling one (decisions 019, 025). Adding calls the service `npm run ops --
 * add-pipeline-viewer` uses: a generated password, shown here once. A disabled viewer's sign-ins fail and their session
 * ends at once.
 */
import { useMutation, useQuery } from '@apollo/client/react';
import { addPipelineViewerInputSchema } from '@stairway/domain/operators';
import { loadFailed } from '../components/load-failed';
import { StaffAccounts } from '../components/staff-accounts';
import { AddPipelineViewerMutation } from '../graphql/addPipelineViewer';
import { PipelineViewersQuery } from '../graphql/pipelineViewers';
import { SetPipelineViewerDisabledMutation } from '../graphql/setPipelineViewerDisabled';

/** The pipeline viewers list and the add form. */
export function PipelineViewersPage() {
  const { data, loading, error, refetch } = useQuery(PipelineViewersQuery, {
    fetchPolicy: 'cache-and-network',
  });
  const [add] = useMutation(AddPipelineViewerMutation);
  const [setDisabled] = useMutation(SetPipelineViewerDisabledMutation);
  return (
    <StaffAccounts
      copy={{
        title: 'Pipeline viewers',
        intro: 'Investors and partners who sign in to the pipeline at /pipeline.',
        addHeading: 'Add a pipeline viewer',
        addButton: 'Add pipeline viewer',
        addedTitle: 'Pipeline viewer added',
        signInHint: 'They sign in at /pipeline with their e-mail address and it.',
        loadingLabel: 'Loading pipeline viewers',
      }}
      accounts={data?.pipelineViewers}
      loading={loading}
      failed={loadFailed({ error, data })}
      onRetry={refetch}
      inputSchema={addPipelineViewerInputSchema}
      onAdd={async (input) => {
        const result = await add({ variables: { input }, refetchQueries: ['PipelineViewers'] });
        const payload = result.data?.addPipelineViewer;
        return (
          payload && {
            email: payload.pipelineViewer.email,
            password: payload.password,
            created: payload.created,
          }
        );
      }}
      onSetDisabled={(pipelineViewerId, disabled) =>
        setDisabled({
          variables: { input: { pipelineViewerId, disabled } },
          refetchQueries: ['PipelineViewers'],
        })
      }
    />
  );
}
