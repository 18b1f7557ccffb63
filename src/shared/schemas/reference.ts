import { array, integer, string, type } from 'superstruct';

/** A reference list under a parent (castes of a religion, states of a country): its entries with the parent's id under `parent`. */
export const referenceChildrenReply = (parent: string) =>
  array(type({ id: integer(), name: string(), isActive: integer(), sortOrder: integer(), [parent]: integer() }));
