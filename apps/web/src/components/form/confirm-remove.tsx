/**
 * The one confirm-then-remove of the app (spec §4 "unsaving needs confirmation"; DESIGN.md "Modals for
 * decisions"): the generic confirm modal with a red Remove button, then the removal, and what went wrong, if
 * anything, reported to the page. Used for addresses, regular payments, other incomes, bank statements and
 * saved homes.
 */
import type { ReactNode } from 'react';
import { readGraphQLError } from '../../lib/server-errors';
import { openConfirmModal } from '../confirm-modal';

/** What to ask and what to remove. */
export type ConfirmRemoveOptions = {
  /** The question, e.g. "Remove this address?"; it names the dialog. */
  title: string;
  /** What will be removed, in plain words. */
  children: ReactNode;
  /** The red button's label (default "Remove"). */
  confirmLabel?: string;
  /** Removes the thing (its mutation) once the applicant confirms; rejects when it could not. */
  remove: () => Promise<unknown>;
  /**
   * Shows a failed removal's message next to what was being removed, and clears it (null) as the removal
   * starts.
   */
  onError?: (message: string | null) => void;
  /**
   * The message when the removal fails without a GraphQL error (a network error, already shown as the toast
   * 'Sorry, there was a network error', spec §8); none by default.
   */
  networkErrorMessage?: string;
};

/**
 * Asks "Remove …?" in the confirm modal ("Keep it" cancels), and on confirmation runs the removal. A GraphQL
 * error's message (e.g. "Your application has already been submitted…") goes to `onError`.
 * @returns the modal's id (Mantine modals)
 */
export function confirmRemove({
  title,
  children,
  confirmLabel = 'Remove',
  remove,
  onError,
  networkErrorMessage,
}: ConfirmRemoveOptions): string {
  return openConfirmModal({
    title,
    children,
    confirmLabel,
    destructive: true,
    onConfirm: async () => {
      onError?.(null);
      try {
        await remove();
      } catch (failure) {
        onError?.(readGraphQLError(failure)?.message ?? networkErrorMessage ?? null);
      }
    },
  });
}
