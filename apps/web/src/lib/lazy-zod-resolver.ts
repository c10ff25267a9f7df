/**
 * A react-hook-form resolver for a domain zod schema that is loaded when the form first validates, not with
 * the page: zod and the domain's schemas are about 40 KB gzip, too much for the first load of a page whose
 * form is validated only after the person has typed (scripts/check-first-load.mjs checks /login). It validates exactly
 * as `zodResolver(schema)` does, with the same schema from packages/domain.
 */
import type { FieldValues, Resolver } from 'react-hook-form';
import type * as z4 from 'zod/v4/core';

/**
 * @param loadSchema loads the schema, e.g. `() => import('@stairway/domain/validation').then((m) => m.signInInputSchema)`
 * @returns a resolver typed by the schema's input and output; the schema and @hookform/resolvers load on the
 *   first validation and are kept; a failed load rejects that validation (react-hook-form reports it) and is
 *   tried again on the next one
 */
export function lazyZodResolver<Schema extends z4.$ZodType<unknown, FieldValues>, Context = unknown>(
  loadSchema: () => Promise<Schema>,
): Resolver<z4.input<Schema>, Context, z4.output<Schema>> {
  let loaded: Promise<Resolver<z4.input<Schema>, Context, z4.output<Schema>>> | undefined;
  const load = () => {
    loaded ??= Promise.all([loadSchema(), import('@hookform/resolvers/zod')])
      .then(
        ([schema, { zodResolver }]) =>
          zodResolver(schema) as Resolver<z4.input<Schema>, Context, z4.output<Schema>>,
      )
      .catch((error: unknown) => {
        loaded = undefined;
        throw error;
      });
    return loaded;
  };
  return async (values, context, options) => (await load())(values, context, options);
}
