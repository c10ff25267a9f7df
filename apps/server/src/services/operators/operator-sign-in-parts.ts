/** What both steps of an operator's sign-in share (operator-sign-in.ts, verify-operator-code.ts). */
import { OPERATOR_SIGN_IN_CODE_PURPOSE } from '@stairway/domain/operators';
import type { OperatorRow } from '../../db/rows';

/** The operator as the sign-in alert names them (services/sign-in-alerts.ts). */
export const ownerOf = (operator: OperatorRow) => ({
  id: operator.id,
  email: operator.email,
  account: 'operator' as const,
});

/** The one-time code's subject for an operator's sign-in. */
export const codeSubject = (operatorId: string) => ({
  subjectKind: 'operator' as const,
  subjectId: operatorId,
  purpose: OPERATOR_SIGN_IN_CODE_PURPOSE,
});
