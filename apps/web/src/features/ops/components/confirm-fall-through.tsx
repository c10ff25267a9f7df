/**
 * The confirmation before an operator marks a purchase as fallen through (it cannot be moved on again, and the
 * applicant is e-mailed and sent back to choosing a home): the shared confirm modal (components/confirm-modal.tsx)
 * names the applicant and the home, so a slip of the mouse ends nothing.
 */
import { Text } from '@mantine/core';
import { openConfirmModal } from '../../../components/confirm-modal';

/** Whose purchase would fall through. */
export interface FallThroughToConfirm {
  /** The applicant's name, e.g. "Jane Smith". */
  name: string;
  /** The home's address in one line (left out when empty). */
  address: string;
}

/**
 * The dialog's words.
 * @returns the title (a question naming the applicant), the consequence in plain words and the action's label
 *   ("Yes, it fell through": not the form's own button label, so each button's name is unique)
 */
export function fallThroughConfirmation({ name, address }: FallThroughToConfirm): {
  title: string;
  consequence: string;
  confirmLabel: string;
} {
  const home = address ? `the home at ${address}` : 'their home';
  return {
    title: `Mark ${name}’s purchase as fallen through?`,
    consequence:
      `The purchase of ${home} will stop. They will be e-mailed with the reason, and can choose another home ` +
      'and submit it. The case is then closed: it cannot be moved on again.',
    confirmLabel: 'Yes, it fell through',
  };
}

/**
 * Opens the confirm modal; the case falls through only when the operator confirms.
 * @param subject whose purchase, and which home
 * @param onConfirm moves the case (the modal stays open until it settles)
 * @returns the modal's id
 */
export function confirmFallThrough(
  subject: FallThroughToConfirm,
  onConfirm: () => void | Promise<void>,
): string {
  const { title, consequence, confirmLabel } = fallThroughConfirmation(subject);
  return openConfirmModal({
    title,
    children: <Text>{consequence}</Text>,
    confirmLabel,
    cancelLabel: 'Cancel',
    destructive: true,
    onConfirm,
  });
}
