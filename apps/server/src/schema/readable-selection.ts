/**
 * Refusing a call before it writes when its selection asks for a type the caller may not read. A
 * type can carry its own `authScopes` (UserApplication is read by applicants only: decision 015); the
 * scope-auth plugin checks them as the type's fields are resolved, which for a mutation is after its write. The
 * section operations that a co-applicant shares with the applicant return the application, so a co-applicant
 * who selected a field of it saw FORBIDDEN for a change that had been committed. Resolvers that write call
 * {@link assertSelectionReadable} first (every mutation, through readable-selection-plugin.ts), so a refused call
 * changes nothing, whatever it selects.
 */
import {
  type FieldNode,
  type GraphQLNamedType,
  type GraphQLResolveInfo,
  getNamedType,
  isNonNullType,
  isObjectType,
  Kind,
  type SelectionSetNode,
} from 'graphql';
import type { Context } from '../context';
import { AppError } from '../lib/app-error';

/** The scopes a type declares (`authScopes` in its Pothos options), when given as a plain map of scope names. */
function typeScopes(type: GraphQLNamedType): Record<string, boolean> | null {
  const options = (type.extensions as { pothosOptions?: { authScopes?: unknown } } | undefined)
    ?.pothosOptions;
  const scopes = options?.authScopes;
  return scopes && typeof scopes === 'object' ? (scopes as Record<string, boolean>) : null;
}

/** Whether the caller passes a type's declared scopes (the same names as the builder's scopes: builder.ts). */
function mayRead(ctx: Pick<Context, 'actor'>, scopes: Record<string, boolean>): boolean {
  if (scopes.public) return true;
  const kind = ctx.actor?.kind;
  return Boolean(kind && scopes[kind]);
}

/**
 * The first type of the selection, at any depth, of which a field other than `__typename` is selected and which
 * the caller may not read; null when there is none.
 */
function unreadableIn(
  ctx: Pick<Context, 'actor'>,
  info: GraphQLResolveInfo,
  type: GraphQLNamedType,
  selectionSet: SelectionSetNode | undefined,
  seen: Set<string>,
): string | null {
  if (!selectionSet) return null;
  for (const selection of selectionSet.selections) {
    if (selection.kind === Kind.FRAGMENT_SPREAD) {
      const fragment = info.fragments[selection.name.value];
      if (!fragment || seen.has(fragment.name.value)) continue;
      seen.add(fragment.name.value);
      const on = info.schema.getType(fragment.typeCondition.name.value) ?? type;
      const found = unreadableIn(ctx, info, on, fragment.selectionSet, seen);
      if (found) return found;
    } else if (selection.kind === Kind.INLINE_FRAGMENT) {
      const on = selection.typeCondition ? info.schema.getType(selection.typeCondition.name.value) : type;
      const found = unreadableIn(ctx, info, on ?? type, selection.selectionSet, seen);
      if (found) return found;
    } else {
      const found = unreadableField(ctx, info, type, selection, seen);
      if (found) return found;
    }
  }
  return null;
}

/** The type the caller may not read that a field of the selection reaches, or null. */
function unreadableField(
  ctx: Pick<Context, 'actor'>,
  info: GraphQLResolveInfo,
  type: GraphQLNamedType,
  field: FieldNode,
  seen: Set<string>,
): string | null {
  const name = field.name.value;
  if (name.startsWith('__')) return null;
  const scopes = typeScopes(type);
  if (scopes && !mayRead(ctx, scopes)) return type.name;
  if (!isObjectType(type)) return null;
  const definition = type.getFields()[name];
  if (!definition || !field.selectionSet) return null;
  // A nullable field may answer null to this caller (UpdateCoApplicantPayload.application does for a
  // co-applicant), so only a non-null path makes the refusal certain.
  if (!isNonNullType(definition.type)) return null;
  // An abstract type's members are reached through the selection's fragments (typeCondition).
  return unreadableIn(ctx, info, getNamedType(definition.type), field.selectionSet, seen);
}

/**
 * Refuses the call, before anything is written, when its selection asks for a field of a type the caller may
 * not read (a type-level `authScopes`, such as UserApplication's: applicants only), reached through non-null
 * fields only: such an answer is certain to be refused, whereas a nullable field may answer null to this caller by
 * design. Called for every mutation by readable-selection-plugin.ts.
 * @param ctx the request's context (its actor)
 * @param info the resolver's info: the root field's selection, the schema and the fragments
 * @throws FORBIDDEN ("You do not have access to this.", the scope check's own refusal) naming nothing, as the
 *   scope-auth plugin would have after the write
 */
export function assertSelectionReadable(ctx: Pick<Context, 'actor'>, info: GraphQLResolveInfo): void {
  if (!isNonNullType(info.returnType)) return;
  const type = getNamedType(info.returnType);
  for (const node of info.fieldNodes) {
    const found = unreadableIn(ctx, info, type, node.selectionSet, new Set());
    if (found) throw new AppError('FORBIDDEN', 'You do not have access to this.');
  }
}
