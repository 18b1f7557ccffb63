import type { Expression, ExpressionBuilder, ReferenceExpression, SqlBool } from 'kysely';

/** A member id, or a reference to one in the outer query (`eb.ref('u.id')`). */
type Side = number | Expression<unknown>;

/**
 * A row that joins `a` and `b` in either direction through its pair of columns `[from, to]`
 * (a block, an interest): `(from = a and to = b) or (from = b and to = a)`.
 */
export function eitherWay<DB, TB extends keyof DB>(
  eb: ExpressionBuilder<DB, TB>,
  [from, to]: readonly [ReferenceExpression<DB, TB>, ReferenceExpression<DB, TB>],
  a: Side,
  b: Side,
): Expression<SqlBool> {
  return eb.or([eb.and([eb(from, '=', a), eb(to, '=', b)]), eb.and([eb(from, '=', b), eb(to, '=', a)])]);
}
