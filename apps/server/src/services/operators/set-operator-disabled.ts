/** Disabling or enabling an operator's account (decision 025): the console and `npm run ops`. */
import type { Db } from '../../db/client';
import type { OperatorRow } from '../../db/rows';
import { AppError } from '../../lib/app-error';
import { setStaffAccountDisabled } from '../staff-accounts';

/** What setOperatorDisabled needs. */
export type SetOperatorDisabledOptions = {
  /** The operator to disable or enable. */
  operatorId: string;
  /** True to disable, false to enable. */
  disabled: boolean;
  /** The acting operator's id (from the console); left out by `npm run ops`, which has no operator account. */
  actorId?: string | undefined;
  /** Who did it: the acting operator's e-mail, or the actor's name from `npm run ops`. */
  actor: string;
};

/**
 * Disables or enables an operator's account (decision 025) through the one staff-accounts change
 * (services/staff-accounts.ts), which writes an audit-log row (`disable-operator` or `enable-operator`, with the
 * state before and after). A disabled operator cannot sign in and their tokens are refused at once
 * (lib/sessions.ts); enabling lets them sign in again (old tokens work again until they expire, as they were
 * never revoked otherwise).
 * The console (setOperatorDisabled) and `npm run ops -- disable-operator` / `enable-operator` both call it.
 * @param input the operator's id, true to disable or false to enable, and who did it: the acting operator's id
 *   and e-mail from the console, or (`npm run ops`, no operator account) the actor's name without an id
 * @returns the operator after the change (unchanged, and not audited, when already in that state)
 * @throws NOT_FOUND for an unknown operator; CONFLICT when operators try to disable themselves
 */
export async function setOperatorDisabled(db: Db, input: SetOperatorDisabledOptions): Promise<OperatorRow> {
  if (input.disabled && input.operatorId === input.actorId) {
    throw new AppError('CONFLICT', 'You cannot disable your own account: ask another operator.', {
      field: 'operatorId',
    });
  }
  return setStaffAccountDisabled(db, 'operator', {
    id: input.operatorId,
    disabled: input.disabled,
    actor: input.actor,
  });
}
