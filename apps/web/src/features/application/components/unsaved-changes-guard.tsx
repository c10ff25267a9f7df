/**
 * Asks before an applicant leaves an application page with answers that are not saved: in the app, React Router's
 * useBlocker holds the navigation and this dialog asks; on a reload or closing the tab, the browser's own "Leave site?"
 * warning (beforeunload). Forms say they are unsaved with useUnsavedChanges.
 */
import { Button, Group, Modal, Text } from '@mantine/core';
import { useEffect } from 'react';
import { useBlocker } from 'react-router';
import { useHasUnsavedChanges } from '../hooks/use-unsaved-changes';

/** The dialog and the browser warning, for the page it is rendered on (ApplicationPageShell). */
export function UnsavedChangesGuard() {
  const unsaved = useHasUnsavedChanges();
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => unsaved && currentLocation.pathname !== nextLocation.pathname,
  );

  useEffect(() => {
    if (!unsaved) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers show the warning only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [unsaved]);

  // The changes were saved (or undone) while the dialog was open: go on.
  useEffect(() => {
    if (blocker.state === 'blocked' && !unsaved) blocker.proceed();
  }, [blocker, unsaved]);

  return (
    <Modal
      opened={blocker.state === 'blocked'}
      onClose={() => blocker.reset?.()}
      title="Leave this page without saving?"
      centered
      styles={{ title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-lg)' } }}
    >
      <Text>
        You’ve changed answers on this page that aren’t saved yet. If you leave now, those changes will be
        lost.
      </Text>
      <Group mt="md" justify="flex-end">
        <Button variant="default" h={48} onClick={() => blocker.proceed?.()}>
          Leave without saving
        </Button>
        <Button h={48} onClick={() => blocker.reset?.()} data-autofocus>
          Stay on this page
        </Button>
      </Group>
    </Modal>
  );
}
