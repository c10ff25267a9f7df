/** Every root field declares who may call it (ARCHITECTURE.md §5). */
import { describe, expect, it } from 'vitest';
import { schema } from '../../src/schema/index';

describe('authorisation declarations', () => {
  it('every query and mutation has authScopes', () => {
    const missing: string[] = [];
    for (const type of [schema.getQueryType(), schema.getMutationType()]) {
      for (const field of Object.values(type?.getFields() ?? {})) {
        const options = (field.extensions as { pothosOptions?: { authScopes?: unknown } }).pothosOptions;
        if (!options?.authScopes) missing.push(`${type?.name}.${field.name}`);
      }
    }
    expect(missing).toEqual([]);
  });

  it('every root field has a description', () => {
    const missing: string[] = [];
    for (const type of [schema.getQueryType(), schema.getMutationType()]) {
      for (const field of Object.values(type?.getFields() ?? {})) {
        if (!field.description) missing.push(`${type?.name}.${field.name}`);
      }
    }
    expect(missing).toEqual([]);
  });
});
