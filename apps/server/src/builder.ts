/**
 * The Pothos schema builder: configuration only (STYLE.md §6). Fields are non-null by default; every
 * root field declares its `authScopes` (ARCHITECTURE.md §5), enforced by the scope-auth plugin.
 */
import SchemaBuilder from '@pothos/core';
import ScopeAuthPlugin from '@pothos/plugin-scope-auth';
import WithInputPlugin from '@pothos/plugin-with-input';
import { DateTimeResolver, LocalDateResolver } from 'graphql-scalars';
import type { Context } from './context';
import { appError } from './lib/errors';

/** The context once the applicant scope has passed. */
export type ApplicantContext = Context & { actor: { kind: 'applicant'; userId: string } };

export const builder = new SchemaBuilder<{
  Context: Context;
  DefaultFieldNullability: false;
  DefaultInputFieldRequiredness: true;
  Scalars: {
    Date: { Input: string; Output: string };
    DateTime: { Input: Date; Output: Date };
  };
  AuthScopes: {
    public: boolean;
    applicant: boolean;
    coApplicant: boolean;
    landlord: boolean;
    pipelineViewer: boolean;
  };
  AuthContexts: {
    applicant: ApplicantContext;
  };
}>({
  plugins: [ScopeAuthPlugin, WithInputPlugin],
  defaultFieldNullability: false,
  defaultInputFieldRequiredness: true,
  scopeAuth: {
    authScopes: async (ctx) => ({
      public: true,
      applicant: ctx.actor?.kind === 'applicant',
      coApplicant: ctx.actor?.kind === 'coApplicant',
      landlord: ctx.actor?.kind === 'landlord',
      pipelineViewer: ctx.actor?.kind === 'pipelineViewer',
    }),
    unauthorizedError: (_parent, ctx) =>
      ctx.actor
        ? appError('FORBIDDEN', 'You do not have access to this.')
        : appError('UNAUTHENTICATED', 'Please sign in to continue.'),
  },
  withInput: {
    argOptions: { required: true },
  },
});

builder.addScalarType('Date', LocalDateResolver, {
  description: 'A calendar date, YYYY-MM-DD (UK local date, no time zone).',
});
builder.addScalarType('DateTime', DateTimeResolver, {
  description: 'An instant, ISO 8601 with time zone.',
});

builder.queryType({ description: 'Reads. Each field says who may call it.' });
builder.mutationType({ description: 'Changes. Each takes a single input object unless noted (spec §7).' });
