// The reference positions the birth chart is tested against (src/shared/horoscope/chart.test.ts):
// a second, independent computation by the Swiss Ephemeris (the `sweph` package, a dev
// dependency) with its built-in Moshier ephemeris, so no data files are needed. Run once, and
// again only when the births change:
//
//   npx tsx scripts/make-horoscope-reference.ts
//
// Each birth is given as its local date and time, the UTC offset that was the law there and
// then (stated by hand, from the history of each country's clocks), the IANA time zone, and the
// place's coordinates. The Swiss Ephemeris turns the local time into UT with that offset, and
// gives the sidereal (Lahiri, SE_SIDM_LAHIRI) longitudes and the ascendant.
import { writeFileSync } from 'node:fs';
import sweph from 'sweph';

interface Birth {
  name: string;
  date: string;
  time: string;
  utcOffsetMinutes: number;
  zone: string;
  latitude: number;
  longitude: number;
}

const BIRTHS: Birth[] = [
  { name: 'Delhi 1950', date: '1950-01-26', time: '10:15', utcOffsetMinutes: 330, zone: 'Asia/Kolkata', latitude: 28.6139, longitude: 77.209 },
  { name: 'Mumbai 1952', date: '1952-08-15', time: '06:40', utcOffsetMinutes: 330, zone: 'Asia/Kolkata', latitude: 19.076, longitude: 72.8777 },
  { name: 'Chennai 1955', date: '1955-03-03', time: '23:50', utcOffsetMinutes: 330, zone: 'Asia/Kolkata', latitude: 13.0827, longitude: 80.2707 },
  { name: 'Karachi 1957', date: '1957-04-10', time: '09:00', utcOffsetMinutes: 300, zone: 'Asia/Karachi', latitude: 24.8607, longitude: 67.0011 },
  { name: 'Kolkata 1958', date: '1958-11-11', time: '14:05', utcOffsetMinutes: 330, zone: 'Asia/Kolkata', latitude: 22.5726, longitude: 88.3639 },
  { name: 'Bengaluru 1961', date: '1961-06-21', time: '04:30', utcOffsetMinutes: 330, zone: 'Asia/Kolkata', latitude: 12.9716, longitude: 77.5946 },
  { name: 'Varanasi 1963', date: '1963-09-09', time: '18:20', utcOffsetMinutes: 330, zone: 'Asia/Kolkata', latitude: 25.3176, longitude: 82.9739 },
  { name: 'Patna 1966', date: '1966-12-31', time: '23:59', utcOffsetMinutes: 330, zone: 'Asia/Kolkata', latitude: 25.5941, longitude: 85.1376 },
  { name: 'London 1968', date: '1968-11-10', time: '09:30', utcOffsetMinutes: 60, zone: 'Europe/London', latitude: 51.5074, longitude: -0.1278 },
  { name: 'Jaipur 1969', date: '1969-07-20', time: '20:17', utcOffsetMinutes: 330, zone: 'Asia/Kolkata', latitude: 26.9124, longitude: 75.7873 },
  { name: 'Guwahati 1971', date: '1971-02-14', time: '07:45', utcOffsetMinutes: 330, zone: 'Asia/Kolkata', latitude: 26.1445, longitude: 91.7362 },
  { name: 'Kochi 1974', date: '1974-05-18', time: '08:05', utcOffsetMinutes: 330, zone: 'Asia/Kolkata', latitude: 9.9312, longitude: 76.2673 },
  { name: 'New York 1975', date: '1975-07-04', time: '13:20', utcOffsetMinutes: -240, zone: 'America/New_York', latitude: 40.7128, longitude: -74.006 },
  { name: 'Amritsar 1977', date: '1977-10-02', time: '12:00', utcOffsetMinutes: 330, zone: 'Asia/Kolkata', latitude: 31.634, longitude: 74.8723 },
  { name: 'Ahmedabad 1980', date: '1980-04-13', time: '03:33', utcOffsetMinutes: 330, zone: 'Asia/Kolkata', latitude: 23.0225, longitude: 72.5714 },
  { name: 'Toronto 1982', date: '1982-02-20', time: '22:10', utcOffsetMinutes: -300, zone: 'America/Toronto', latitude: 43.6532, longitude: -79.3832 },
  { name: 'Hyderabad 1983', date: '1983-06-25', time: '16:45', utcOffsetMinutes: 330, zone: 'Asia/Kolkata', latitude: 17.385, longitude: 78.4867 },
  { name: 'Bhopal 1986', date: '1986-01-01', time: '00:10', utcOffsetMinutes: 330, zone: 'Asia/Kolkata', latitude: 23.2599, longitude: 77.4126 },
  { name: 'Lucknow 1989', date: '1989-08-29', time: '21:30', utcOffsetMinutes: 330, zone: 'Asia/Kolkata', latitude: 26.8467, longitude: 80.9462 },
  { name: 'Dubai 1990', date: '1990-09-15', time: '10:00', utcOffsetMinutes: 240, zone: 'Asia/Dubai', latitude: 25.2048, longitude: 55.2708 },
  { name: 'Pune 1992', date: '1992-03-15', time: '11:11', utcOffsetMinutes: 330, zone: 'Asia/Kolkata', latitude: 18.5204, longitude: 73.8567 },
  { name: 'Thiruvananthapuram 1995', date: '1995-11-23', time: '05:55', utcOffsetMinutes: 330, zone: 'Asia/Kolkata', latitude: 8.5241, longitude: 76.9366 },
  { name: 'Singapore 1996', date: '1996-04-01', time: '17:35', utcOffsetMinutes: 480, zone: 'Asia/Singapore', latitude: 1.3521, longitude: 103.8198 },
  { name: 'Madurai 1998', date: '1998-05-11', time: '15:45', utcOffsetMinutes: 330, zone: 'Asia/Kolkata', latitude: 9.9252, longitude: 78.1198 },
  { name: 'Sydney 1999', date: '1999-12-31', time: '23:30', utcOffsetMinutes: 660, zone: 'Australia/Sydney', latitude: -33.8688, longitude: 151.2093 },
  { name: 'Bhuj 2001', date: '2001-01-26', time: '08:46', utcOffsetMinutes: 330, zone: 'Asia/Kolkata', latitude: 23.242, longitude: 69.6669 },
  { name: 'Nairobi 2003', date: '2003-03-08', time: '06:15', utcOffsetMinutes: 180, zone: 'Africa/Nairobi', latitude: -1.2921, longitude: 36.8219 },
  { name: 'Nagapattinam 2004', date: '2004-12-26', time: '06:29', utcOffsetMinutes: 330, zone: 'Asia/Kolkata', latitude: 10.7672, longitude: 79.8449 },
  {
    name: 'San Francisco 2007',
    date: '2007-06-30',
    time: '12:45',
    utcOffsetMinutes: -420,
    zone: 'America/Los_Angeles',
    latitude: 37.7749,
    longitude: -122.4194,
  },
  { name: 'Chandigarh 2008', date: '2008-08-08', time: '08:08', utcOffsetMinutes: 330, zone: 'Asia/Kolkata', latitude: 30.7333, longitude: 76.7794 },
  { name: 'Delhi 2010', date: '2010-10-03', time: '19:00', utcOffsetMinutes: 330, zone: 'Asia/Kolkata', latitude: 28.6139, longitude: 77.209 },
];

const C = sweph.constants;
const BODIES = {
  sun: C.SE_SUN,
  moon: C.SE_MOON,
  mars: C.SE_MARS,
  mercury: C.SE_MERCURY,
  jupiter: C.SE_JUPITER,
  venus: C.SE_VENUS,
  saturn: C.SE_SATURN,
  rahu: C.SE_MEAN_NODE,
};
const round = (degrees: number) => Math.round(degrees * 1e6) / 1e6;

sweph.set_sid_mode(C.SE_SIDM_LAHIRI, 0, 0);
const births = BIRTHS.map((birth) => {
  const [y, m, d] = birth.date.split('-').map(Number);
  const [hh, mm] = birth.time.split(':').map(Number);
  const utc = sweph.utc_time_zone(y, m, d, hh, mm, 0, birth.utcOffsetMinutes / 60);
  const { year: uy, month: um, day: ud, hour: uh, minute: umin, second: us } = utc;
  const jd = sweph.utc_to_jd(uy, um, ud, uh, umin, us, C.SE_GREG_CAL);
  if (jd.flag !== C.OK) throw new Error(jd.error);
  const jdUt = jd.data[1];
  const flags = C.SEFLG_MOSEPH | C.SEFLG_SIDEREAL | C.SEFLG_SPEED;
  const longitudes = Object.fromEntries(
    Object.entries(BODIES).map(([name, body]) => {
      const result = sweph.calc_ut(jdUt, body, flags);
      if (result.error) throw new Error(result.error);
      return [name, round(result.data[0])];
    }),
  );
  const houses = sweph.houses_ex2(jdUt, C.SEFLG_SIDEREAL, birth.latitude, birth.longitude, 'W');
  const ayanamsa = sweph.get_ayanamsa_ex_ut(jdUt, C.SEFLG_MOSEPH);
  const instant = new Date(Date.UTC(uy, um - 1, ud, uh, umin, Math.round(us))).toISOString();
  return { ...birth, instant, ayanamsa: round(ayanamsa.data), ascendant: round(houses.data.points[0]), longitudes };
});

const out = new URL('../src/shared/horoscope/reference-births.json', import.meta.url);
const source = `Swiss Ephemeris ${sweph.version()} (npm sweph), Moshier ephemeris, SE_SIDM_LAHIRI, ascendant from swe_houses_ex2 (sidereal); made by scripts/make-horoscope-reference.ts`;
writeFileSync(out, `${JSON.stringify({ source, births }, null, 2)}\n`);
console.log(`${births.length} births written to ${out.pathname}`);
