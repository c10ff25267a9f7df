/**
 * The confirmation before an operator's decision (without it, approving or rejecting takes one click): the shared
 * confirm modal (components/confirm-modal.tsx) asks "Approve Jane Smith’s application?" and says what follows, so a
 * slip of the mouse decides nothing.
 */
import { Text } from '@mantine/core';
import { openConfirmModal } from '../../../components/confirm-modal';

/** What is being decided, for whom. */
export interface DecisionToConfirm {
  decision: 'approve' | 'reject';
  /** 'application' or 'home'. */
  subject: 'application' | 'home';
  /** The applicant's name, e.g. "Jane Smith". */
  name: string;
  /** The home's address in one line, for a home (left out when empty). */
  address?: string;
}

/**
 * The dialog's words for a decision.
 * @returns the title (a question naming the applicant), the consequence in plain words and the action's label
 *   ("Yes, approve", "Yes, reject": not the card's own button labels, so each button's name is unique)
 */
export function decisionConfirmation({ decision, subject, name, address }: DecisionToConfirm): {
  title: string;
  consequence: string;
  confirmLabel: string;
} {
  const verb = decision === 'approve' ? 'Approve' : 'Reject';
  const what = subject === 'home' && address ? `the home at ${address}` : `this ${subject}`;
  const follows =
    decision === 'approve'
      ? subject === 'application'
        ? 'Their application will be approved and they will be e-mailed; their progress page changes at once.'
        : `They will be e-mailed that ${what} is approved, and their homes page shows it at once.`
      : subject === 'application'
        ? 'Their application will be rejected and they will be e-mailed; the reason stays in the audit log and is not sent to them.'
        : `They will be e-mailed that ${what} was not approved; the reason stays in the audit log and is not sent to them.`;
  return {
    title: `${verb} ${name}’s ${subject}?`,
    consequence: `${follows} This cannot be undone from the console.`,
    confirmLabel: `Yes, ${verb.toLowerCase()}`,
  };
}

/**
 * Opens the confirm modal for a decision; the decision is made only when the operator confirms.
 * @param decision what is decided, for whom
 * @param onConfirm makes the decision (runs after the modal closes)
 * @returns the modal's id
 */
export function confirmDecision(decision: DecisionToConfirm, onConfirm: () => void | Promise<void>): string {
  const { title, consequence, confirmLabel } = decisionConfirmation(decision);
  return openConfirmModal({
    title,
    children: <Text>{consequence}</Text>,
    confirmLabel,
    cancelLabel: 'Cancel',
    destructive: decision.decision === 'reject',
    onConfirm,
  });
}
