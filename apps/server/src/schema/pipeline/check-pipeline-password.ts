/**
 * The pipeline viewer's sign-in (spec §6 "The pipeline viewer signs in with e-mail and password and receives a
 * token. The pipeline panel requires that token."; spec §7 checkPipelinePassword; decision 019).
 */
import { checkPipelinePasswordInputSchema } from '@stairway/domain/pipeline';
import { builder } from '../../builder';
import { checkPipelinePassword } from '../../services/pipeline-viewers';
import { parseInput } from '../validate-input';

const PipelineTokenPayloadRef = builder.objectRef<{ token: string }>('PipelineTokenPayload').implement({
  description: 'A pipeline viewer’s session.',
  fields: (t) => ({
    token: t.exposeString('token', {
      description:
        'The pipeline viewer’s session token (a JWT naming pipelineViewerId), valid for 1 hour, renewed while used up to 8 hours (decision 030), and only for the ' +
        'pipeline’s operations. Send it as "Authorization: Bearer {token}".',
    }),
  }),
});

builder.mutationFields((t) => ({
  checkPipelinePassword: t.withAuth({ public: true }).fieldWithInput({
    type: PipelineTokenPayloadRef,
    description:
      'Signs a pipeline viewer in with their e-mail and password (spec §7); returns a token (1 hour, renewed while used, up to 8 hours). Public. ' +
      'Errors: UNAUTHENTICATED (field password) for an unknown e-mail or a wrong password, never saying which; ' +
      'RATE_LIMITED only for a caller that has failed: after 5 failures for the address or 20 from its IP in 15 ' +
      'minutes, or while the address’s wait runs; BAD_USER_INPUT for a malformed address.',
    input: {
      email: t.input.string({ description: 'The viewer’s e-mail address, at most 254 characters.' }),
      password: t.input.string({
        description: 'The password the Stairway team gave the viewer, at most 200 characters.',
      }),
    },
    resolve: (_root, { input }, ctx) =>
      checkPipelinePassword(ctx, parseInput(checkPipelinePasswordInputSchema, input), ctx.ip),
  }),
}));
