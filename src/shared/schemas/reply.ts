import { array, boolean, integer, literal, record, string, Struct, type, union, type Infer } from 'superstruct';
import type { AnyStruct } from '../validation/any-struct.ts';

/**
 * Building blocks of the reply structs. A reply is declared once, as a superstruct struct beside
 * the request structs of its area: the browser and the server read its type (`Infer<typeof X>`),
 * and the API description converts it to the JSON Schema of the route's reply
 * (src/server/lib/openapi/struct-schema.ts). Replies are not validated at run time.
 *
 * Reply objects are `type()` structs: they list what a client can rely on and stay open to more
 * keys, so a field added to a reply is not a breaking change.
 */

type ObjectSchema = Record<string, AnyStruct>;

/**
 * Descriptions, by the struct's coercer: optional() and nullable() make a new struct but keep the
 * coercer, so a description given inside them is still found.
 */
const DESCRIPTIONS = new WeakMap<object, string>();

/** The struct with a description the API description shows beside it. */
export function described<T, S>(struct: Struct<T, S>, description: string): Struct<T, S> {
  const coercer: Struct<T, S>['coercer'] = (value, context) => struct.coercer(value, context);
  DESCRIPTIONS.set(coercer, description);
  return new Struct<T, S>({ ...struct, coercer });
}

/** The description given with described(), if any. */
export const descriptionOf = (struct: AnyStruct): string | undefined => DESCRIPTIONS.get(struct.coercer);

/** One of the structs, described as such (superstruct's union() keeps no members to read). */
type InferAll<B extends AnyStruct[]> = { [K in keyof B]: B[K] extends AnyStruct ? Infer<B[K]> : never }[number];
export function anyOf<A extends AnyStruct, B extends AnyStruct[]>(structs: [A, ...B]): Struct<Infer<A> | InferAll<B>, AnyStruct[]> {
  const struct = union(structs) as unknown as Struct<Infer<A> | InferAll<B>, AnyStruct[]>;
  struct.schema = structs;
  return struct;
}

/** An object of any keys whose values match `value` (superstruct's record() keeps no value to read). */
export function recordOf<V, S>(value: Struct<V, S>): Struct<Record<string, V>, Struct<V, S>> {
  const struct = record(string(), value) as unknown as Struct<Record<string, V>, Struct<V, S>>;
  struct.schema = value;
  return struct;
}

/** What every paged list answers: the items of one page and where it is in the whole. */
export function pageOf<I extends AnyStruct, E extends ObjectSchema = Record<never, never>>(item: I, extra?: E) {
  return type({ items: array(item), page: integer(), pageSize: integer(), total: integer(), ...(extra as E) });
}

/** `{ id, deleted: true }`: a record was deleted. */
export const DeletedReply = type({ id: integer(), deleted: literal(true) });

/** `{ deleted: true, userId }`: an account was deleted. */
export const DeletedUserReply = type({ deleted: literal(true), userId: integer() });

/** `{ [flag]: boolean, message }`: an action done, and a sentence about it. */
export function flagMessage<K extends string>(flag: K) {
  return type({ [flag]: boolean(), message: string() } as { [P in K]: Struct<boolean, null> } & { message: Struct<string, null> });
}
