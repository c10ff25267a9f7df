/**
 * The Pothos schema builder: configuration only (STYLE.md §6). Fields are non-null by default; every
 * root field declares its `authScopes` (ARCHITECTURE.md §5), enforced by the scope-auth plugin, whose
 * refusals are AppErrors like every other expected error (lib/app-error.ts). Each mutation takes one `input`
 * (with-input), of a type named after the field (`createUpdateIncome` takes `CreateUpdateIncomeInput`). Every
 * mutation's selection is checked before its resolver runs (readable-selection-plugin.ts).
 */
import SchemaBuilder from '@pothos/core';
import ScopeAuthPlugin from '@pothos/plugin-scope-auth';
import WithInputPlugin from '@pothos/plugin-with-input';
import { DateTimeResolver, LocalDateResolver } from 'graphql-scalars';
import type { Context } from './context';
import { AppError } from './lib/app-error';
import { readableSelectionPluginName } from './readable-selection-plugin';

/** The context once the applicant scope has passed. */
export type ApplicantContext = Context & { actor: { kind: 'applicant'; userId: string } };

/** The context once the operator scope has passed (decision 022). */
export type OperatorContext = Context & { actor: { kind: 'operator'; operatorId: string } };
/** The context once the landlord scope has passed. */
export type LandlordContext = Context & { actor: { kind: 'landlord'; landlordId: string } };

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
    operator: boolean;
  };
  AuthContexts: {
    applicant: ApplicantContext;
    operator: OperatorContext;
    landlord: LandlordContext;
  };
}>({
  // Listed order is wrapping order: scope-auth's check of the root field runs before the selection's check.
  plugins: [ScopeAuthPlugin, WithInputPlugin, readableSelectionPluginName],
  defaultFieldNullability: false,
  defaultInputFieldRequiredness: true,
  scopeAuth: {
    authScopes: async (ctx) => ({
      public: true,
      applicant: ctx.actor?.kind === 'applicant',
      coApplicant: ctx.actor?.kind === 'coApplicant',
      landlord: ctx.actor?.kind === 'landlord',
      pipelineViewer: ctx.actor?.kind === 'pipelineViewer',
      operator: ctx.actor?.kind === 'operator',
    }),
    unauthorizedError: (_parent, ctx) =>
      ctx.actor
        ? new AppError('FORBIDDEN', 'You do not have access to this.')
        : new AppError('UNAUTHENTICATED', 'Please sign in to continue.'),
  },
  withInput: {
    argOptions: { required: true },
    // The input type is named after the field, so it says what it is (CreateUpdateIncomeInput), whichever
    // root type holds the field.
    typeOptions: { name: ({ fieldName }) => `${fieldName[0]?.toUpperCase()}${fieldName.slice(1)}Input` },
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
