import type { HoroscopeSetting } from '../../../shared/schemas/horoscope';
import { dashboardApi } from '../../dashboard/helpers/session';

/** The member's opt-in to horoscope matching (docs/decisions/037-guna-milan.md). */
export const fetchHoroscopeSetting = () => dashboardApi.get<HoroscopeSetting>('/settings/horoscope-matching');
export const saveHoroscopeSetting = (horoscopeMatching: boolean) => dashboardApi.put<HoroscopeSetting>('/settings/horoscope-matching', { horoscopeMatching });
