/**
 * Input validation at the schema edge (ARCHITECTURE.md §2 "one schema for server input validation, the form
 * and the tests"): a resolver parses its `input` with the domain's zod schema before calling a service, so
 * services receive typed, parsed (trimmed, normalised) input and never see raw client data. Schemas that
 * need today's date take the request's Europe/London date (`ctx.today`).
 */
import { formatZodIssues } from '@stairway/domain/validation';
import type { z } from 'zod';
import { inputError } from '../lib/app-error';

/**
 * Parses a resolver's input with a zod schema from packages/domain.
 * @param schema e.g. incomeInputSchema, or updateApplicationInputSchema(ctx.today)
 * @param input the field's `input` argument as GraphQL coerced it
 * @returns the parsed (transformed) value, typed as the schema's output
 * @throws AppError BAD_USER_INPUT naming every invalid field, e.g. `preferredLocations.1` (`field` is the
 *   first, `fields` all of them; `input` when the problem is the input as a whole)
 */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  throw inputError(
    formatZodIssues(result.error).map((issue) => ({ ...issue, field: issue.field || 'input' })),
  );
}

/**
 * Keeps the schema a date-dependent schema builder made for the last date asked for, so that a schema such
 * as updateApplicationInputSchema(today) is built once a day, not on every request (the load benchmark found
 * zod's schema building at about 3% of the server's CPU).
 * @param build makes the schema for a Europe/London date, `YYYY-MM-DD`
 * @returns a function of the date that answers the kept schema while the date is the same
 */
export function schemaOfTheDay<S>(build: (today: string) => S): (today: string) => S {
  let day: string | undefined;
  let schema: S | undefined;
  return (today) => {
    if (today !== day || schema === undefined) {
      schema = build(today);
      day = today;
    }
    return schema;
  };
}
