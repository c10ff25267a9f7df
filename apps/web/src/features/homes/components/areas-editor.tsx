/**
 * "Your areas": the applicant changes the postcode districts they chose in onboarding, with the same district picker
 * (suggestions by district or town, each with its number of homes). A modal on larger screens, a bottom sheet on
 * phones. Saving goes through updateApplication (usePreferredAreas), at any time, submitted application or not
 * (decision 059); the changes are kept only on Save.
 */
import { Alert, Button, Drawer, Group, Modal, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useState } from 'react';
import { PostcodeDistrictPicker } from '../../../components/district-picker/postcode-district-picker';
import { useOverlayMount } from '../../../components/use-overlay-mount';
import { useSession } from '../../../lib/session';
import { usePreferredAreas } from '../hooks/use-preferred-areas';

/** The editor's title, also its accessible name. */
export const AREAS_EDITOR_TITLE = 'Your areas';

/** Props of the editor. */
export type AreasEditorProps = {
  opened: boolean;
  onClose: () => void;
  /** The applicant's districts now. */
  areas: readonly string[];
  /** Called once the new districts are saved (before closing). */
  onSaved?: () => void;
};

/** Opens the districts for editing. */
export function AreasEditor({ opened, onClose, areas, onSaved }: AreasEditorProps) {
  const isMobile = useMediaQuery('(max-width: 48em)', false, { getInitialValueInEffect: false });
  // The draft lives here, not in the content, so that it survives the switch between the sheet and the
  // modal (a phone turned, a window resized); it starts again from the saved districts at each opening.
  const [draft, setDraft] = useState<string[]>([...areas]);
  const [wasOpened, setWasOpened] = useState(opened);
  if (opened !== wasOpened) {
    setWasOpened(opened);
    if (opened) setDraft([...areas]);
  }
  // Added to the page when first opened: a closed sheet or modal still renders (use-overlay-mount.ts).
  const overlay = useOverlayMount(opened);
  if (!overlay.mounted) return null;
  const content = opened && (
    <EditorContent
      areas={areas}
      draft={draft}
      setDraft={setDraft}
      onDone={onClose}
      onSaved={() => {
        onSaved?.();
        onClose();
      }}
    />
  );
  if (isMobile) {
    return (
      <Drawer
        opened={overlay.opened}
        onClose={onClose}
        position="bottom"
        radius="lg"
        padding="lg"
        title={AREAS_EDITOR_TITLE}
        closeButtonProps={{ 'aria-label': 'Close your areas', size: 'lg' }}
        styles={{
          title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-lg)' },
          content: { height: 'auto', maxHeight: '90dvh', flex: '0 0 auto' },
        }}
      >
        {content}
      </Drawer>
    );
  }
  return (
    <Modal
      opened={overlay.opened}
      onClose={onClose}
      title={AREAS_EDITOR_TITLE}
      size="lg"
      radius="lg"
      padding="lg"
      closeButtonProps={{ 'aria-label': 'Close your areas' }}
      styles={{ title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-lg)' } }}
    >
      {content}
    </Modal>
  );
}

function EditorContent({
  areas,
  draft,
  setDraft,
  onDone,
  onSaved,
}: {
  areas: readonly string[];
  draft: string[];
  setDraft: (draft: string[]) => void;
  onDone: () => void;
  onSaved: () => void;
}) {
  const [listError, setListError] = useState<string | undefined>();
  const { save, saving, error } = usePreferredAreas();
  // Areas change at any time; once submitted, the assessed budget stays (decision 059).
  const submitted = useSession().me?.application?.submitted ?? false;
  const unchanged = draft.length === areas.length && draft.every((area, index) => area === areas[index]);

  const onSave = async () => {
    if (draft.length === 0) {
      setListError('Choose at least one postcode district');
      return;
    }
    if (unchanged) {
      onDone();
      return;
    }
    if (await save(draft)) onSaved();
  };

  return (
    <Stack gap="lg">
      <Text fz="sm">
        {submitted
          ? 'We show homes for sale in these postcode districts, and you can change them at any time. Your budget and rent budget stay as they were when you submitted your application.'
          : 'We show homes for sale in these postcode districts, and use them for your rent budget. You can change them at any time.'}{' '}
        The suggestions say how many homes each district has.
      </Text>
      <PostcodeDistrictPicker
        value={draft}
        onChange={(next) => {
          setListError(undefined);
          setDraft(next);
        }}
        error={listError}
      />
      {error && (
        <Alert color="red" role="alert" title="Your areas were not saved">
          {error}
        </Alert>
      )}
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onDone}>
          Cancel
        </Button>
        <Button onClick={() => void onSave()} loading={saving}>
          Save areas
        </Button>
      </Group>
    </Stack>
  );
}
