/**
 * The account commands of `npm run ops` (ops-cli.ts): add-pipeline-viewer, add-operator and the disable and
 * enable commands of operators and pipeline viewers (decisions 019 and 022).
 */
import { OPERATOR_SESSION_HOURS } from '@stairway/domain/operators';
import { emailSchema } from '@stairway/domain/validation';
import { SESSION_LIFETIMES_SECONDS } from '../lib/tokens';
import { addOperator, findOperatorByEmail, setOperatorDisabled } from '../services/operators';
import {
  addPipelineViewer,
  findPipelineViewerByEmail,
  setPipelineViewerDisabled,
} from '../services/pipeline-viewers';
import { ACCOUNT_CHANGE } from './ops-args';
import { actorOf, type OpsCommand } from './ops-command';

/** add-pipeline-viewer EMAIL: creates the viewer, or gives them a new password, and prints it once. */
const addPipelineViewerCommand: OpsCommand = async ({ args, config, database }) => {
  const viewer = await addPipelineViewer(database.db, {
    email: emailSchema.parse(args.target ?? ''),
    actor: actorOf(args),
  });
  console.log(
    `${viewer.created ? 'Added pipeline viewer' : 'New password for pipeline viewer'} ${viewer.email} (${viewer.id}).\n` +
      `Password (shown once; pass it on by phone or a password manager, not by e-mail): ${viewer.password}\n` +
      `They sign in at ${config.appUrl}/pipeline; a session lasts up to ${SESSION_LIFETIMES_SECONDS.pipelineViewer.absolute / 3600} hours, ending after ${SESSION_LIFETIMES_SECONDS.pipelineViewer.idle / 3600} hour without use.` +
      (viewer.created ? '' : ' Their earlier sessions are signed out.'),
  );
};

/** add-operator EMAIL: creates the operator, or gives them a new password, and prints it once. */
const addOperatorCommand: OpsCommand = async ({ args, config, database }) => {
  const added = await addOperator(database.db, {
    email: emailSchema.parse(args.target ?? ''),
    actor: actorOf(args),
  });
  console.log(
    `${added.created ? 'Added operator' : 'New password for operator'} ${added.operator.email} (${added.operator.id}).\n` +
      `Password (shown once; pass it on by phone or a password manager, not by e-mail): ${added.password}\n` +
      `They sign in at ${config.appUrl}/ops/sign-in with a code e-mailed to them; a session lasts up to ${OPERATOR_SESSION_HOURS} hours, ending after ${SESSION_LIFETIMES_SECONDS.operator.idle / 3600} hour without use.` +
      (added.created ? '' : ' Their earlier sessions are signed out.'),
  );
};

/** disable-operator, enable-operator, disable-pipeline-viewer, enable-pipeline-viewer EMAIL. */
const changeAccountCommand: OpsCommand = async ({ args, database }) => {
  const accountChange = ACCOUNT_CHANGE.exec(args.command ?? '')!;
  const email = emailSchema.parse(args.target ?? '');
  const disabled = accountChange[1] === 'disable';
  const actor = actorOf(args);
  const account =
    accountChange[2] === 'operator'
      ? await setOperatorDisabled(database.db, {
          operatorId: (await findOperatorByEmail(database.db, email)).id,
          disabled,
          actor,
        })
      : await setPipelineViewerDisabled(database.db, {
          pipelineViewerId: (await findPipelineViewerByEmail(database.db, email)).id,
          disabled,
          actor,
        });
  const kind = accountChange[2] === 'operator' ? 'Operator' : 'Pipeline viewer';
  console.log(
    account.disabledAt
      ? `${kind} ${account.email} (${account.id}) is disabled: they cannot sign in and their sessions are refused.`
      : `${kind} ${account.email} (${account.id}) is enabled: they can sign in again.`,
  );
};

/** The account commands by name. */
export const accountCommands: Record<string, OpsCommand> = {
  'add-pipeline-viewer': addPipelineViewerCommand,
  'add-operator': addOperatorCommand,
  'disable-operator': changeAccountCommand,
  'enable-operator': changeAccountCommand,
  'disable-pipeline-viewer': changeAccountCommand,
  'enable-pipeline-viewer': changeAccountCommand,
};
