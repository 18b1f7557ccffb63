import type { BirthChartView, HoroscopeSetting, MemberChartView, Place } from '../../../shared/schemas/horoscope';
import { dashboardApi } from '../../dashboard/helpers/session';

/** The member's opt-in to horoscope matching (docs/decisions/037-guna-milan.md). */
export const fetchHoroscopeSetting = () => dashboardApi.get<HoroscopeSetting>('/settings/horoscope-matching');
export const saveHoroscopeSetting = (horoscopeMatching: boolean) => dashboardApi.put<HoroscopeSetting>('/settings/horoscope-matching', { horoscopeMatching });

/** The member's own chart from her birth details, and another member's for a viewer who opted in (docs/product/horoscope.md). */
export const fetchOwnChart = () => dashboardApi.get<BirthChartView>('/horoscope/chart');
export const fetchMemberChart = (userId: number) => dashboardApi.get<MemberChartView>(`/horoscope/chart/${userId}`);
export const searchPlaces = (q: string) => dashboardApi.get<{ items: Place[]; attribution: string }>('/places', { q });
export const saveBirthDetails = (placeId: number | null, utcOffsetMinutes: number | null) =>
  dashboardApi.put<BirthChartView>('/horoscope/birth-details', { placeId, utcOffsetMinutes });
