/**
 * The frame of each page of a home found elsewhere (spec §2): the flow's layout around a loader, the failure
 * (with Try again), "We couldn’t find that home", "This home has been submitted", or the page itself with the
 * draft once it is known; a page that needs a saved draft goes back to the basics without one.
 */
import { Alert, Anchor, Button, Center, Loader, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link, Navigate } from 'react-router';
import { paths } from '../../../lib/paths';
import type { HomeRefusal, useHomeDraft } from '../hooks/use-home-draft';
import type { HomeSubmission } from '../hooks/use-home-submissions';
import type { HomeFlow } from '../lib/home-flow';
import { HomeFlowLayout } from './home-flow-layout';

/** Whether a draft may be saved at all (the server refuses new drafts while paused or rejected). */
export const canSaveDrafts = (refusal: HomeRefusal) =>
  refusal?.reason !== 'Paused' && refusal?.reason !== 'ApplicationRejected';

/** The loader, the failure or the page, with the draft once it is known. */
export function DraftGate(props: {
  flow: HomeFlow;
  step: number;
  title: string;
  draft: ReturnType<typeof useHomeDraft>;
  /** Whether the page needs a saved draft (all but the first two). */
  needsDraft: boolean;
  back: { to: string; label: string };
  children: (home: HomeSubmission | null) => ReactNode;
}) {
  const { flow, step, title, draft, needsDraft, back } = props;
  const frame = (children: ReactNode) => (
    <HomeFlowLayout flow={flow} step={step} title={title} back={back} refusal={draft.refusal}>
      {children}
    </HomeFlowLayout>
  );
  if (draft.loading) {
    return frame(
      <Center mih={200}>
        <Loader role="status" aria-label="Loading your home" />
      </Center>,
    );
  }
  if (draft.failed) {
    return frame(
      <Alert color="red" role="alert" title="We couldn’t load your home">
        <Stack gap="sm" align="flex-start">
          <Text fz="sm">Check your connection and try again.</Text>
          <Button variant="light" color="red" onClick={draft.retry}>
            Try again
          </Button>
        </Stack>
      </Alert>,
    );
  }
  if (draft.homeId && !draft.draft) {
    return frame(
      <Alert color="red" role="alert" title="We couldn’t find that home">
        It may have been deleted.{' '}
        <Anchor component={Link} to={paths.homes.mine}>
          See your homes
        </Anchor>
      </Alert>,
    );
  }
  if (draft.draft?.submitted) {
    return frame(
      <Alert color="blue" title="This home has been submitted">
        Its details can no longer be changed.{' '}
        <Anchor component={Link} to={paths.homes.mine}>
          See it in your homes
        </Anchor>
      </Alert>,
    );
  }
  if (needsDraft && !draft.draft) return <Navigate to={flow.basicInfo} replace />;
  return frame(props.children(draft.draft));
}
