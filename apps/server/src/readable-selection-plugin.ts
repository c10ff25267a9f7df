/**
 * A Pothos plugin that checks every mutation's selection before its resolver runs: a mutation whose selection
 * asks for a type the caller may not read (UserApplication: applicants only, decision 015) is refused with
 * FORBIDDEN before anything is written, whichever resolver it is. Without it, the scope-auth plugin refuses
 * such a type only as its fields resolve, after the write was committed.
 *
 * It runs inside the scope-auth plugin's own check of the root field (plugins wrap resolvers outermost first,
 * in the order builder.ts lists them), so a caller without the root field's scope is still told
 * UNAUTHENTICATED or FORBIDDEN by scope-auth.
 */
import SchemaBuilder, { BasePlugin, type PothosOutputFieldConfig, type SchemaTypes } from '@pothos/core';
import type { GraphQLFieldResolver } from 'graphql';
import type { Context } from './context';
import { assertSelectionReadable } from './schema/readable-selection';

/** The plugin's name, as listed in builder.ts's `plugins`. */
export const readableSelectionPluginName = 'readableSelection';

/** Wraps each root Mutation field's resolver with {@link assertSelectionReadable}. */
export class ReadableSelectionPlugin<Types extends SchemaTypes> extends BasePlugin<Types> {
  /**
   * The resolver of a root Mutation field, preceded by the check of its selection; any other field's as it is.
   * @param resolver the field's resolver (after the plugins listed after this one)
   * @param fieldConfig the field's configuration (its parent type's name)
   * @returns the resolver to run
   * @throws FORBIDDEN (from the returned resolver) when the selection reaches a type the caller may not read
   */
  override wrapResolve(
    resolver: GraphQLFieldResolver<unknown, Types['Context'], object>,
    fieldConfig: PothosOutputFieldConfig<Types>,
  ): GraphQLFieldResolver<unknown, Types['Context'], object> {
    if (fieldConfig.kind !== 'Mutation') return resolver;
    return (parent, args, ctx, info) => {
      assertSelectionReadable(ctx as Context, info);
      return resolver(parent, args, ctx, info);
    };
  }
}

declare global {
  export namespace PothosSchemaTypes {
    export interface Plugins<Types extends SchemaTypes> {
      readableSelection: ReadableSelectionPlugin<Types>;
    }
  }
}

SchemaBuilder.registerPlugin(readableSelectionPluginName, ReadableSelectionPlugin);
