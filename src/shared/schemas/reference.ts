import { array, integer, nullable, string, type } from 'superstruct';

/** A reference list under a parent (castes of a religion, states of a country): its entries with the parent's id under `parent`. */
export const referenceChildrenReply = (parent: string) =>
  array(
    type({
      id: integer(),
      name: string(),
      nameHi: nullable(string()),
      nameTa: nullable(string()),
      /** The name in the reader's language, else the English one (docs/decisions/073-reference-data-in-languages.md). */
      localName: string(),
      isActive: integer(),
      sortOrder: integer(),
      [parent]: integer(),
    }),
  );
