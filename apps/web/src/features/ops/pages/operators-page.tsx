/**
 * /ops/operators: the operator accounts, adding one, and disabling or enabling one (decisions 022, 025). A new operator
 * gets a generated password, shown here once, to pass on by phone or a password manager; they sign in with it and an
 * e-mailed code. A disabled operator cannot sign in and is signed out at once; an operator cannot disable their own
 * account.
 */
import { useMutation, useQuery } from '@apollo/client/react';
import { addOperatorInputSchema } from '@stairway/domain/operators';
import { loadFailed } from '../components/load-failed';
import { StaffAccounts } from '../components/staff-accounts';
import { AddOperatorMutation } from '../graphql/addOperator';
import { OperatorsQuery } from '../graphql/operators';
import { SetOperatorDisabledMutation } from '../graphql/setOperatorDisabled';
import { useOpsSession } from '../hooks/use-ops-session';

/** The operators list and the add form. */
export function OperatorsPage() {
  const { data, loading, error, refetch } = useQuery(OperatorsQuery, { fetchPolicy: 'cache-and-network' });
  const [add] = useMutation(AddOperatorMutation);
  const [setDisabled] = useMutation(SetOperatorDisabledMutation);
  const session = useOpsSession();
  return (
    <StaffAccounts
      copy={{
        title: 'Operators',
        addHeading: 'Add an operator',
        addButton: 'Add operator',
        addedTitle: 'Operator added',
        signInHint: 'They sign in at /ops/sign-in with it and a code e-mailed to them.',
        loadingLabel: 'Loading operators',
      }}
      accounts={data?.operators}
      loading={loading}
      failed={loadFailed({ error, data })}
      onRetry={refetch}
      inputSchema={addOperatorInputSchema}
      selfEmail={session.email}
      onAdd={async (input) => {
        const result = await add({ variables: { input }, refetchQueries: ['Operators'] });
        const payload = result.data?.addOperator;
        return (
          payload && { email: payload.operator.email, password: payload.password, created: payload.created }
        );
      }}
      onSetDisabled={(operatorId, disabled) =>
        setDisabled({ variables: { input: { operatorId, disabled } }, refetchQueries: ['Operators'] })
      }
    />
  );
}
