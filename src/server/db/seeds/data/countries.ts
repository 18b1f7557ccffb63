/**
 * Countries: India first, then the countries where most Indian families abroad live (roughly by
 * size of the Indian diaspora and how often they are chosen on matrimonial sites).
 * isoCode is ISO 3166-1 alpha-2; phoneCode is the international dialling prefix.
 * Ids are assigned by array order starting at 1.
 */
export interface CountrySeed {
  name: string;
  isoCode: string;
  phoneCode: string;
}

export const COUNTRIES: readonly CountrySeed[] = [
  { name: 'India', isoCode: 'IN', phoneCode: '+91' },
  { name: 'United States', isoCode: 'US', phoneCode: '+1' },
  { name: 'United Kingdom', isoCode: 'GB', phoneCode: '+44' },
  { name: 'Canada', isoCode: 'CA', phoneCode: '+1' },
  { name: 'Australia', isoCode: 'AU', phoneCode: '+61' },
  { name: 'United Arab Emirates', isoCode: 'AE', phoneCode: '+971' },
  { name: 'Saudi Arabia', isoCode: 'SA', phoneCode: '+966' },
  { name: 'Qatar', isoCode: 'QA', phoneCode: '+974' },
  { name: 'Kuwait', isoCode: 'KW', phoneCode: '+965' },
  { name: 'Oman', isoCode: 'OM', phoneCode: '+968' },
  { name: 'Bahrain', isoCode: 'BH', phoneCode: '+973' },
  { name: 'Singapore', isoCode: 'SG', phoneCode: '+65' },
  { name: 'Malaysia', isoCode: 'MY', phoneCode: '+60' },
  { name: 'New Zealand', isoCode: 'NZ', phoneCode: '+64' },
  { name: 'Germany', isoCode: 'DE', phoneCode: '+49' },
  { name: 'Nepal', isoCode: 'NP', phoneCode: '+977' },
  { name: 'South Africa', isoCode: 'ZA', phoneCode: '+27' },
  { name: 'Mauritius', isoCode: 'MU', phoneCode: '+230' },
  { name: 'Fiji', isoCode: 'FJ', phoneCode: '+679' },
  { name: 'Ireland', isoCode: 'IE', phoneCode: '+353' },
  { name: 'Netherlands', isoCode: 'NL', phoneCode: '+31' },
  { name: 'France', isoCode: 'FR', phoneCode: '+33' },
  { name: 'Italy', isoCode: 'IT', phoneCode: '+39' },
  { name: 'Switzerland', isoCode: 'CH', phoneCode: '+41' },
  { name: 'Sweden', isoCode: 'SE', phoneCode: '+46' },
  { name: 'Norway', isoCode: 'NO', phoneCode: '+47' },
  { name: 'Denmark', isoCode: 'DK', phoneCode: '+45' },
  { name: 'Belgium', isoCode: 'BE', phoneCode: '+32' },
  { name: 'Japan', isoCode: 'JP', phoneCode: '+81' },
  { name: 'Hong Kong', isoCode: 'HK', phoneCode: '+852' },
  { name: 'Sri Lanka', isoCode: 'LK', phoneCode: '+94' },
  { name: 'Bangladesh', isoCode: 'BD', phoneCode: '+880' },
  { name: 'Bhutan', isoCode: 'BT', phoneCode: '+975' },
  { name: 'Maldives', isoCode: 'MV', phoneCode: '+960' },
  { name: 'Kenya', isoCode: 'KE', phoneCode: '+254' },
  { name: 'Tanzania', isoCode: 'TZ', phoneCode: '+255' },
  { name: 'Uganda', isoCode: 'UG', phoneCode: '+256' },
  { name: 'Trinidad and Tobago', isoCode: 'TT', phoneCode: '+1-868' },
  { name: 'Guyana', isoCode: 'GY', phoneCode: '+592' },
  { name: 'Suriname', isoCode: 'SR', phoneCode: '+597' },
  { name: 'Thailand', isoCode: 'TH', phoneCode: '+66' },
  { name: 'Indonesia', isoCode: 'ID', phoneCode: '+62' },
  { name: 'Israel', isoCode: 'IL', phoneCode: '+972' },
];
