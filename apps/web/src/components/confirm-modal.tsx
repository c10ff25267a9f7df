/**
 * The generic confirm modal (spec §2 "Overlays: Generic confirm modal"; DESIGN.md "Modals for decisions"):
 * a centred dialog with a bold title, the consequence in plain words, a quiet cancel and the action, red when
 * it removes something. Focus is trapped and Escape cancels (Mantine modals).
 *
 * While the action runs the dialog stays open, its button shows that it is working and further clicks are
 * ignored; it closes once the action settles (otherwise a double click submits a home twice, showing "Home submitted!"
 * and "there is already a submission under review" together).
 */
import { Button, Group } from '@mantine/core';
import { modals } from '@mantine/modals';
import { type ReactNode, useRef, useState } from 'react';

/** What the confirm modal asks. */
export type ConfirmOptions = {
  /** The question, e.g. "Remove this address?"; it names the dialog. */
  title: string;
  /** What will happen, e.g. "Flat 11, PO37 6BU will be removed from your address history." */
  children: ReactNode;
  /** The action's label, e.g. "Remove" (default "Confirm"). */
  confirmLabel?: string;
  /** The way out's label (default "Keep it" for a removal, else "Cancel"). */
  cancelLabel?: string;
  /** True when the action removes or deletes something: the button is red. */
  destructive?: boolean;
  /**
   * Runs once when the applicant confirms. The modal stays open, its button loading, until the returned
   * promise settles (resolves or rejects), then closes.
   */
  onConfirm: () => void | Promise<void>;
};

let lastModal = 0;

/** The dialog's body: the consequence, then Cancel and the action, which runs once and shows it is working. */
function ConfirmBody({
  modalId,
  children,
  confirmLabel,
  cancelLabel,
  destructive,
  onConfirm,
}: Required<Omit<ConfirmOptions, 'title'>> & { modalId: string }) {
  const [running, setRunning] = useState(false);
  const started = useRef(false);
  const confirm = async () => {
    if (started.current) return; // a second click of a double click, before the button shows it is working
    started.current = true;
    setRunning(true);
    // Escape and a click outside no longer close it: the action is under way.
    modals.updateModal({ modalId, closeOnEscape: false, closeOnClickOutside: false, withCloseButton: false });
    try {
      await onConfirm();
    } finally {
      modals.close(modalId);
    }
  };
  return (
    <>
      {children}
      <Group mt="md" justify="flex-end">
        <Button variant="default" h={48} disabled={running} onClick={() => modals.close(modalId)}>
          {cancelLabel}
        </Button>
        <Button
          color={destructive ? 'red.9' : 'stairway'}
          h={48}
          loading={running}
          onClick={() => void confirm().catch(() => undefined)}
        >
          {confirmLabel}
        </Button>
      </Group>
    </>
  );
}

/**
 * Opens the confirm modal: Cancel closes it; the action runs `onConfirm` once, with the modal open and the
 * button loading until it settles.
 * @returns the modal's id (Mantine modals)
 */
export function openConfirmModal({
  title,
  children,
  confirmLabel = 'Confirm',
  cancelLabel,
  destructive = false,
  onConfirm,
}: ConfirmOptions): string {
  lastModal += 1;
  const modalId = `confirm-${lastModal}`;
  return modals.open({
    modalId,
    title,
    // 48 px tall buttons (touch targets at least 44 px); red 9 keeps white text at AA contrast.
    children: (
      <ConfirmBody
        modalId={modalId}
        confirmLabel={confirmLabel}
        cancelLabel={cancelLabel ?? (destructive ? 'Keep it' : 'Cancel')}
        destructive={destructive}
        onConfirm={onConfirm}
      >
        {children}
      </ConfirmBody>
    ),
    styles: { title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-lg)' } },
    centered: true,
  });
}
