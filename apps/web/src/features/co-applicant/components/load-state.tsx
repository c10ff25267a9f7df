/**
 * What a co-applicant page shows before its data (spec §7 `coApplicant`) has come: a line saying it is loading,
 * or, when loading failed, an alert that says so with "Try again", never a page that says "Loading…" for good.
 */
import { Alert, Button, Text } from '@mantine/core';

/**
 * @param props.error the query's error, if it failed
 * @param props.retry loads the data again
 * @param props.loading what the page says while it loads, e.g. "Loading your progress…"
 * @param props.failed the alert's title when loading failed, e.g. "We couldn’t load your progress"
 */
export function CoApplicantLoadState(props: {
  error: unknown;
  retry: () => unknown;
  loading: string;
  failed: string;
}) {
  return props.error ? (
    <Alert color="red" role="alert" title={props.failed}>
      <Button variant="light" onClick={() => void props.retry()}>
        Try again
      </Button>
    </Alert>
  ) : (
    <Text aria-busy="true">{props.loading}</Text>
  );
}
