/** Role checks (docs/product/access.md): admin compared case-insensitively; an absent role reads as Guest. */
export const normaliseRole = (role: string | undefined | null) => (role ?? '').trim().toLowerCase();
export const isAdminRole = (role: string | undefined | null) => normaliseRole(role) === 'admin';
export const roleLabel = (role: string | undefined | null) =>
  role && role.trim() ? role.trim().charAt(0).toUpperCase() + role.trim().slice(1).toLowerCase() : 'Guest';
