import { MASTER_MODES, type RouteName } from '../config/paths';
import { MASTER_SEGMENTS } from '../config/menu';

/** Router matches that the patterns alone cannot rule out: unknown masters, bad modes, ids. */
export function isRoutable(route: RouteName, params: Record<string, string | undefined>): boolean {
  if (route === 'workbenchMember') return /^[1-9]\d{0,9}$/.test(params.userId ?? '');
  if (route !== 'master' && route !== 'masterForm') return route !== 'viewProfile' || /^\d{1,10}$/.test(params.id ?? '');
  const master = params.master ?? '';
  if (!MASTER_SEGMENTS.includes(master)) return false;
  if (route === 'master') return true;
  const mode = params.mode as (typeof MASTER_MODES)[number];
  if (!MASTER_MODES.includes(mode)) return false;
  // The router gives an absent optional parameter as ''.
  if (mode === 'add') return !params.id;
  return /^\d{1,10}$/.test(params.id ?? '');
}
