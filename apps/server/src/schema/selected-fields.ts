/**
 * Which fields a call selects of the object its field returns, so that a resolver can leave out work whose
 * answer nobody asked for (getHomesSelection reads no page of homes for a map that asks only for its clusters
 * and count).
 */
import { type GraphQLResolveInfo, Kind, type SelectionSetNode } from 'graphql';

/** Adds the names of a selection set's fields, through its fragments (each fragment once), to `names`. */
function collect(
  info: Pick<GraphQLResolveInfo, 'fragments'>,
  selectionSet: SelectionSetNode | undefined,
  names: Set<string>,
  seen: Set<string>,
): void {
  for (const selection of selectionSet?.selections ?? []) {
    if (selection.kind === Kind.FIELD) names.add(selection.name.value);
    else if (selection.kind === Kind.INLINE_FRAGMENT) collect(info, selection.selectionSet, names, seen);
    else if (!seen.has(selection.name.value)) {
      seen.add(selection.name.value);
      collect(info, info.fragments[selection.name.value]?.selectionSet, names, seen);
    }
  }
}

/**
 * The names of the fields selected directly on the resolved field's value (not deeper), through inline
 * fragments and named fragments, whatever their type condition or directives (a field under `@skip` counts as
 * selected: reading it anyway is only slower, never wrong).
 * @param info the resolver's info (its field nodes and the operation's fragments)
 * @returns the field names, e.g. {"totalCount", "clusters"}
 */
export function selectedFieldNames(info: Pick<GraphQLResolveInfo, 'fieldNodes' | 'fragments'>): Set<string> {
  const names = new Set<string>();
  const seen = new Set<string>();
  for (const node of info.fieldNodes) collect(info, node.selectionSet, names, seen);
  return names;
}
