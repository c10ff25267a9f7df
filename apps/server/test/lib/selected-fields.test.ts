/**
 * selectedFieldNames: the fields a call selects on a field's value, through fragments, one level deep; and
 * selectedFieldArguments: one such field's arguments, variables and defaults applied.
 */
import {
  buildSchema,
  type FragmentDefinitionNode,
  type GraphQLObjectType,
  Kind,
  type OperationDefinitionNode,
  parse,
} from 'graphql';
import { describe, expect, it } from 'vitest';
import { selectedFieldArguments, selectedFieldNames } from '../../src/schema/selected-fields';

/** The info a resolver of the operation's first root field would get (its field nodes and the fragments). */
function infoOf(document: string) {
  const parsed = parse(document);
  const operation = parsed.definitions.find(
    (d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION,
  );
  const fragments = Object.fromEntries(
    parsed.definitions
      .filter((d): d is FragmentDefinitionNode => d.kind === Kind.FRAGMENT_DEFINITION)
      .map((d) => [d.name.value, d]),
  );
  const root = operation?.selectionSet.selections[0];
  if (root?.kind !== Kind.FIELD) throw new Error('the operation must start with a field');
  return { fieldNodes: [root], fragments };
}

describe('selectedFieldNames', () => {
  it('names the fields selected directly, not those deeper down', () => {
    const info = infoOf('{ getHomesSelection(input: {}) { totalCount clusters { count listingId } } }');
    expect([...selectedFieldNames(info)].sort()).toEqual(['clusters', 'totalCount']);
  });

  it('reads through inline and named fragments, including a fragment inside a fragment', () => {
    const info = infoOf(`
      query { getHomesSelection(input: {}) { ... on HomesSelection { place { label } } ...Page } }
      fragment Page on HomesSelection { pageInfo { endCursor } ...Homes }
      fragment Homes on HomesSelection { listings { id } }
    `);
    expect([...selectedFieldNames(info)].sort()).toEqual(['listings', 'pageInfo', 'place']);
  });
});

describe('selectedFieldArguments', () => {
  const schema = buildSchema(`
    type Query { getHomesSelection: HomesSelection }
    type HomesSelection { totalCount: Int clusters(cells: Int = 8): [Int] }
  `);
  const returnType = (schema.getQueryType() as GraphQLObjectType).getFields().getHomesSelection?.type;
  const of = (document: string, variableValues: Record<string, unknown> = {}) => ({
    ...infoOf(document),
    returnType: returnType as NonNullable<typeof returnType>,
    variableValues,
  });

  it('reads literals, variables and defaults, once per selection, and nothing for a field not asked for', () => {
    expect(selectedFieldArguments(of('{ getHomesSelection { clusters(cells: 3) } }'), 'clusters')).toEqual([
      { cells: 3 },
    ]);
    const withVariable = of(
      'query($c: Int) { getHomesSelection { ...G } } fragment G on HomesSelection { clusters(cells: $c) }',
      {
        c: 12,
      },
    );
    expect(selectedFieldArguments(withVariable, 'clusters')).toEqual([{ cells: 12 }]);
    expect(selectedFieldArguments(of('{ getHomesSelection { clusters } }'), 'clusters')).toEqual([
      { cells: 8 },
    ]);
    expect(
      selectedFieldArguments(
        of('{ getHomesSelection { a: clusters(cells: 1) b: clusters(cells: 5) } }'),
        'clusters',
      ),
    ).toEqual([{ cells: 1 }, { cells: 5 }]);
    expect(selectedFieldArguments(of('{ getHomesSelection { totalCount } }'), 'clusters')).toEqual([]);
  });
});
