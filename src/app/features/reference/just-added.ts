/**
 * The row an Add just created, handed from the master form to the list it returns to, so the list
 * can mark it and name it (the list's own order may put it on another page). Kept in memory only
 * and forgotten when that list is left: a reload shows the plain list.
 */
interface JustAdded {
  resource: string;
  id: number;
  name: string;
}
let justAdded: JustAdded | null = null;

export function rememberJustAdded(resource: string, id: number, name: string): void {
  justAdded = { resource, id, name };
}

export const peekJustAdded = (): JustAdded | null => justAdded;

export function forgetJustAdded(): void {
  justAdded = null;
}
