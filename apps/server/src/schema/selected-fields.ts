/**
 * Which fields a call selects of the object its field returns, so that a resolver can leave out work whose
 * answer nobody asked for (getHomesSelection reads no page of homes for a map that asks only for its clusters
 * and count), or start early the work a child field will ask for (the map's clusters beside the page).
 */
import {
  type FieldNode,
  type GraphQLResolveInfo,
  getArgumentValues,
  getNamedType,
  isObjectType,
  Kind,
  type SelectionSetNode,
} from 'graphql';

/** Adds the fields of a selection set, through its fragments (each fragment once), to `fields` by name. */
function collect(
  info: Pick<GraphQLResolveInfo, 'fragments'>,
  selectionSet: SelectionSetNode | undefined,
  fields: Map<string, FieldNode[]>,
  seen: Set<string>,
): void {
  for (const selection of selectionSet?.selections ?? []) {
    if (selection.kind === Kind.FIELD) {
      const name = selection.name.value;
      fields.set(name, [...(fields.get(name) ?? []), selection]);
    } else if (selection.kind === Kind.INLINE_FRAGMENT) collect(info, selection.selectionSet, fields, seen);
    else if (!seen.has(selection.name.value)) {
      seen.add(selection.name.value);
      collect(info, info.fragments[selection.name.value]?.selectionSet, fields, seen);
    }
  }
}

/** The fields selected directly on the resolved field's value, by name (each name's nodes, aliases apart). */
function selectedFields(
  info: Pick<GraphQLResolveInfo, 'fieldNodes' | 'fragments'>,
): Map<string, FieldNode[]> {
  const fields = new Map<string, FieldNode[]>();
  const seen = new Set<string>();
  for (const node of info.fieldNodes) collect(info, node.selectionSet, fields, seen);
  return fields;
}

/**
 * The names of the fields selected directly on the resolved field's value (not deeper), through inline
 * fragments and named fragments, whatever their type condition or directives (a field under `@skip` counts as
 * selected: reading it anyway is only slower, never wrong).
 * @param info the resolver's info (its field nodes and the operation's fragments)
 * @returns the field names, e.g. {"totalCount", "clusters"}
 */
export function selectedFieldNames(info: Pick<GraphQLResolveInfo, 'fieldNodes' | 'fragments'>): Set<string> {
  return new Set(selectedFields(info).keys());
}

/**
 * The arguments of each selection of one field of the resolved field's value (several when it is selected
 * under several aliases), with variables and defaults applied, as that field's own resolver will get them.
 * @param info the resolver's info
 * @param name the child field, e.g. "clusters"
 * @returns one object of arguments per selection (empty when the field is not selected); a selection whose
 *   arguments cannot be read (a bad variable) is left out, for the field's own resolver to report
 */
export function selectedFieldArguments(
  info: Pick<GraphQLResolveInfo, 'fieldNodes' | 'fragments' | 'returnType' | 'variableValues'>,
  name: string,
): Array<Record<string, unknown>> {
  const type = getNamedType(info.returnType);
  const definition = isObjectType(type) ? type.getFields()[name] : undefined;
  if (!definition) return [];
  const answers: Array<Record<string, unknown>> = [];
  for (const node of selectedFields(info).get(name) ?? []) {
    try {
      answers.push(getArgumentValues(definition, node, info.variableValues));
    } catch {
      // Reported by the field's own resolver, which reads the same arguments.
    }
  }
  return answers;
}
