/**
 * Simple reference lists (id and name masters). Ids are assigned by array order starting at 1,
 * so several orders here are contracts of docs/product/data.md:
 * - MARITAL_STATUSES[0] is 'Never Married' (id 1 disables the number-of-children input);
 * - TITLES 1 Mr., 2 Ms., 3 Dr.; GENDERS 1 Male, 2 Female, 3 Other; ROLES 1 admin, 2 user,
 *   3 editor (registrants get role 2), 4 family (a member's family helper);
 * - DOCUMENT_TYPES names camelCase to the document keys of docs/product/data.md, in their order.
 * Elsewhere: most common first, 'Other' (or "Don't know") last.
 */

export const TITLES: readonly string[] = ['Mr.', 'Ms.', 'Dr.'];

export const GENDERS: readonly string[] = ['Male', 'Female', 'Other'];

export const ROLES: readonly string[] = ['admin', 'user', 'editor', 'family'];

export const COMPLEXIONS: readonly string[] = [
  'Very Fair',
  'Fair',
  'Wheatish',
  'Wheatish Brown',
  'Dark',
];

export const MARITAL_STATUSES: readonly string[] = [
  'Never Married',
  'Divorced',
  'Widowed',
  'Awaiting Divorce',
  'Annulled',
];

/** Ordered from school level up to doctorate, the way the dropdown is read. */
export const QUALIFICATIONS: readonly string[] = [
  '10th',
  '12th',
  'Diploma',
  'ITI',
  'B.A.',
  'B.Com',
  'B.Sc',
  'BBA',
  'BCA',
  'B.E./B.Tech',
  'B.Arch',
  'B.Des',
  'BFA',
  'B.Ed',
  'B.Pharm',
  'B.Sc Nursing',
  'BHM (Hotel Management)',
  'LLB',
  'MBBS',
  'BDS',
  'BAMS',
  'BHMS',
  'BUMS',
  'BPT (Physiotherapy)',
  'CA',
  'CS',
  'ICWA/CMA',
  'M.A.',
  'M.Com',
  'M.Sc',
  'MBA/PGDM',
  'MCA',
  'M.E./M.Tech',
  'M.Arch',
  'M.Ed',
  'M.Pharm',
  'MSW',
  'LLM',
  'MD/MS',
  'MDS',
  'M.Phil',
  'Ph.D.',
  'Other',
];

export const OCCUPATIONS: readonly string[] = [
  'Software Professional',
  'Engineer',
  'Doctor',
  'Dentist',
  'Nurse',
  'Pharmacist',
  'Healthcare Professional',
  'Teacher',
  'Professor/Lecturer',
  'Chartered Accountant',
  'Company Secretary',
  'Finance/Accounts Professional',
  'Banking Professional',
  'Insurance Professional',
  'Civil Services (IAS/IPS/IRS)',
  'Defence Services',
  'Police',
  'Government Employee',
  'PSU Employee',
  'Business Owner',
  'Entrepreneur',
  'Self Employed',
  'Lawyer',
  'Judge/Legal Professional',
  'Architect',
  'Interior Designer',
  'Scientist',
  'Researcher',
  'Manager',
  'Consultant',
  'Sales/Marketing',
  'HR Professional',
  'Administrative/Office Staff',
  'Customer Service/BPO',
  'Media/Journalist',
  'Advertising/PR Professional',
  'Fashion Designer',
  'Artist/Creative Professional',
  'Hotel/Hospitality Professional',
  'Pilot/Aviation Professional',
  'Merchant Navy',
  'Social Worker/NGO',
  'Real Estate Professional',
  'Transport/Logistics Professional',
  'Sportsperson',
  'Farmer/Agriculture',
  'Homemaker',
  'Retired',
  'Not Working',
  'Student',
  'Other',
];

export const EMPLOYMENT_TYPES: readonly string[] = [
  'Private Sector',
  'Government/Public Sector',
  'Defence',
  'Civil Services',
  'Business/Self Employed',
  'Freelancer/Consultant',
  'Not Working',
];

export const FAMILY_TYPES: readonly string[] = [
  'Joint Family',
  'Nuclear Family',
  'Extended Family',
  'Other',
];

export const DIETARY_HABITS: readonly string[] = [
  'Vegetarian',
  'Non-Vegetarian',
  'Eggetarian',
  'Occasionally Non-Vegetarian',
  'Jain Vegetarian',
  'Vegan',
];

export const SMOKING_HABITS: readonly string[] = ['No', 'Occasionally', 'Yes'];

export const DRINKING_HABITS: readonly string[] = ['No', 'Occasionally / Socially', 'Yes'];

/**
 * Common gotras, alphabetical: the rishi gotras used across most communities plus the
 * best-known Agarwal/Baniya gotras (Bansal, Goyal, Mittal ...). "Don't know" last.
 */
export const GOTRAS: readonly string[] = [
  'Agastya',
  'Airan',
  'Angirasa',
  'Atri',
  'Bansal',
  'Bharadwaj',
  'Bhargava',
  'Bhrigu',
  'Bindal',
  'Dhananjaya',
  'Garg',
  'Gautam',
  'Goyal',
  'Harita',
  'Jamadagni',
  'Jindal',
  'Kanva',
  'Kapil',
  'Kansal',
  'Kashyap',
  'Katyayan',
  'Kaundinya',
  'Kaushal',
  'Kaushik',
  'Kuchhal',
  'Kutsa',
  'Mandavya',
  'Mangal',
  'Marichi',
  'Mittal',
  'Mudgal',
  'Parashar',
  'Pulastya',
  'Sankhyayan',
  'Shandilya',
  'Shaunak',
  'Singhal',
  'Srivatsa',
  'Tayal',
  'Upamanyu',
  'Vashistha',
  'Vatsa',
  'Vishwamitra',
  "Don't know",
];

/** The 27 nakshatras in their traditional order, then "Don't know". */
export const MOOLS: readonly string[] = [
  'Ashwini',
  'Bharani',
  'Krittika',
  'Rohini',
  'Mrigashira',
  'Ardra',
  'Punarvasu',
  'Pushya',
  'Ashlesha',
  'Magha',
  'Purva Phalguni',
  'Uttara Phalguni',
  'Hasta',
  'Chitra',
  'Swati',
  'Vishakha',
  'Anuradha',
  'Jyeshtha',
  'Mula',
  'Purva Ashadha',
  'Uttara Ashadha',
  'Shravana',
  'Dhanishta',
  'Shatabhisha',
  'Purva Bhadrapada',
  'Uttara Bhadrapada',
  'Revati',
  "Don't know",
];

/** Hindi, English, then the other 21 scheduled languages of India alphabetically. */
export const LANGUAGES: readonly string[] = [
  'Hindi',
  'English',
  'Assamese',
  'Bengali',
  'Bodo',
  'Dogri',
  'Gujarati',
  'Kannada',
  'Kashmiri',
  'Konkani',
  'Maithili',
  'Malayalam',
  'Manipuri',
  'Marathi',
  'Nepali',
  'Odia',
  'Punjabi',
  'Sanskrit',
  'Santali',
  'Sindhi',
  'Tamil',
  'Telugu',
  'Urdu',
];

/**
 * The 11 document types of docs/product/data.md; each name camelCases to its key
 * ('Close Up Photo' -> closeUpPhoto ... 'Other Supporting Document' -> otherSupportingDocument).
 */
export const DOCUMENT_TYPES: readonly string[] = [
  'Close Up Photo',
  'Full Photo',
  'Sideways Photo',
  'Aadhar Card',
  'Voter Id',
  'Pan Card',
  'Caste Certificate',
  'Income Certificate',
  'Education Certificate',
  'Horoscope',
  'Other Supporting Document',
];

export const MENU_TYPES: readonly string[] = ['Header', 'Footer', 'Sidebar'];

export const ACTIONS: readonly string[] = ['View', 'Add', 'Edit', 'Delete', 'Export', 'Approve'];
