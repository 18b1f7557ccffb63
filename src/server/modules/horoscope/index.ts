/** The horoscope module's door: everything other code may use of it. */
export { registerHoroscopeRoutes } from './horoscope.routes.ts';
export { gunaMilanFor, setHoroscopeSetting } from './horoscope.service.ts';
export { birthRow, chartFieldsFor, memberChart } from './birth-chart.service.ts';
