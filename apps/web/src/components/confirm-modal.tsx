/**
 * The generic confirm modal (spec §2 "Overlays: Generic confirm modal"; DESIGN.md "Modals for decisions"):
 * a centred dialog with a bold title, the consequence in plain words, a quiet cancel and the action, red when
 * it removes something. Focus is trapped and Escape cancels (Mantine modals).
 */
import { modals } from '@mantine/modals';
import type { ReactNode } from 'react';

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
  /** Runs when the applicant confirms; the modal closes first. */
  onConfirm: () => void | Promise<void>;
};

/**
 * Opens the confirm modal.
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
  return modals.openConfirmModal({
    title,
    children,
    labels: { confirm: confirmLabel, cancel: cancelLabel ?? (destructive ? 'Keep it' : 'Cancel') },
    // 48 px tall buttons (touch targets at least 44 px); red 9 keeps white text at AA contrast.
    confirmProps: { color: destructive ? 'red.9' : 'stairway', h: 48 },
    cancelProps: { variant: 'default', h: 48 },
    styles: { title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-lg)' } },
    centered: true,
    onConfirm: () => void onConfirm(),
  });
}
