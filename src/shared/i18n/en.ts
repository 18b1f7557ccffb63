import { english, icu } from './compile';
import { JOIN_TEXT, PUBLIC_TEXT } from '../messages';
import { MIN_MARRIAGE_AGE_FEMALE, MIN_MARRIAGE_AGE_MALE, MIN_MEMBER_AGE } from '../constants';
import { CONTACT_EMAIL, FOUNDED_YEAR, GRIEVANCE_OFFICER as G, POSTAL_ADDRESS, SITE_NAME, SITE_TAGLINE } from '../site';
import { enForms } from './forms/en';
import type { Widen } from './widen';

/**
 * The public site in English: the source every other catalogue follows key for key. The
 * product's own texts (docs/product/messages.md) come from src/shared/messages.ts, so they stay verbatim here.
 */
export const en = english({
  site: {
    tagline: SITE_TAGLINE,
    grievanceHours: G.hours,
    footerAbout: 'A matrimonial service for people seeking marriage, nothing else.',
    rights: 'All rights reserved.',
  },
  nav: {
    language: 'Language',
    skipToMain: 'Skip to main content',
    main: 'Main',
    home: 'Home',
    mobileMenu: 'Mobile menu',
    openMenu: 'Open menu',
    closeMenu: 'Close menu',
    darkTheme: 'Dark theme',
    registerFree: PUBLIC_TEXT.registerFree,
    login: 'Login',
    myAccount: 'My account',
    dashboard: 'Dashboard',
    logout: 'Logout',
    company: 'Company',
    writeToUs: 'Visit or write to us',
    followUs: 'Follow us',
    aboutUs: 'About us',
    contactUs: 'Contact us',
    privacyPolicy: 'Privacy policy',
    termsOfUse: 'Terms of use',
    safety: 'Safety centre',
  },
  home: {
    description:
      'Free registration and matchmaking for Indian brides and grooms. Verified profiles, an assisted service with a relationship manager, and search by age, location and religion.',
    highlights: 'Highlights',
    play: 'Play',
    pause: 'Pause',
    // What a screen reader hears of a slideshow: Splide's own labels, in its key names.
    slideshow: {
      play: 'Play slideshow',
      pause: 'Pause slideshow',
      select: 'Select a slide to show',
      slideX: 'Go to slide %s',
      pageX: 'Go to page %s',
      slideLabel: '%s of %s',
      carousel: 'carousel',
      slide: 'slide',
    },
    browseProfiles: PUBLIC_TEXT.browseProfiles,
    banners: [
      {
        badge: 'Free registration',
        title: 'Find a life partner your whole family will bless',
        subtitle: 'Register free, tell us what matters to you, and meet verified brides and grooms from your community and across India.',
        alt: 'Illustration of a bride and groom in wedding clothes under a marigold toran',
      },
      {
        badge: 'Verified profiles',
        title: 'Every profile checked by mobile OTP and e-mail',
        subtitle: 'Members confirm their mobile number and e-mail before they can contact anyone, so you talk to real people with serious intentions.',
        alt: 'Illustration of a phone showing a profile with a green verified shield',
      },
      {
        badge: 'Matchmaking',
        title: 'Matches chosen for your values, not just your photo',
        subtitle: 'Religion, community, education, profession and family background all count. See why each match was suggested.',
        alt: 'Illustration of a couple standing between their parents',
      },
    ],
    assistedEyebrow: 'Assisted service',
    assistedTitle: 'Find your match with a manager of your own',
    assistedLead:
      'Busy with work, or searching for a son or daughter abroad? A personal relationship manager searches, shortlists and speaks to families for you.',
    assistedPoints: [
      'A relationship manager who knows your family’s expectations',
      'Hand-picked profiles shortlisted every week',
      'Meetings arranged with the other family on your behalf',
    ],
    knowMore: PUBLIC_TEXT.knowMore,
    knowMoreAbout: ' about the assisted service',
    assistedAlt: 'Illustration of our assisted matchmaking service',
    storiesEyebrow: 'Happy couples',
    storiesTitle: 'Stories that began here',
    storiesRegion: 'Couple stories',
    readMore: PUBLIC_TEXT.readMore,
    readMoreOf: icu<'name'>(' of {name}’s story'),
    weddingDay: icu<'name'>('{name} on their wedding day, illustrated'),
    illustrated: icu<'name'>('{name}, illustrated'),
    rated: icu<'stars'>('Rated {stars} out of 5'),
    couples: [
      {
        name: 'Priya & Arjun',
        source: 'Pune, married December 2023',
        quote:
          'Our parents first spoke on the phone, then we met over coffee at FC Road. The relationship manager helped both families with every question about horoscopes and dates. We were married within seven months.',
      },
      {
        name: 'Sneha & Rahul',
        source: 'Bengaluru, married February 2024',
        quote:
          'I was tired of apps that were not serious about marriage. Here every profile was verified, and Rahul’s family details were clear from day one. We spoke for three months before our families met in Mysuru.',
      },
      {
        name: 'Fatima & Imran',
        source: 'Hyderabad, married November 2024',
        quote:
          'My mother managed my profile with me. The search by community and city saved us so much time, and the privacy settings meant my photos were only seen by families we were comfortable with.',
      },
      {
        name: 'Harpreet & Manpreet',
        source: 'Ludhiana, married March 2025',
        quote:
          'Manpreet was working in Canada and I was in Ludhiana. Video calls arranged through the site and a patient relationship manager made a long-distance rishta feel easy for both our families.',
      },
    ],
    featuresEyebrow: 'Why families choose us',
    featuresTitle: 'Built for marriage, and only marriage',
    features: [
      {
        title: 'Verified profiles',
        text: 'Mobile number and e-mail confirmed by one-time code; our team reviews photos and documents before a profile is marked verified.',
      },
      { title: 'Advanced search', text: 'Search by age, location and religion, then narrow by community, education and profession.' },
      { title: 'Secure messaging', text: 'Talk inside the site without sharing your phone number until you are ready.' },
      { title: 'Community support', text: 'Help in English, Hindi and Marathi from people who understand families, gotra and horoscope questions.' },
    ],
    statsLabel: 'Our numbers',
    stats: ['registered members', 'marriages celebrated', 'profiles OTP-verified', 'cities and towns'],
    premium: 'Premium',
    eliteTitle: PUBLIC_TEXT.eliteTitle,
    eliteLead: 'For accomplished professionals, business families and NRIs who want a discreet, personal search.',
    elitePoints: ['A large pool of elite profiles', 'Relationship managers who shortlist matches', '100% confidentiality'],
    eliteCta: 'Explore Elite Matrimony',
    eliteAlt: 'Illustration of a couple in royal wedding attire beneath a golden crown',
  },
  about: {
    title: 'About us',
    description: `${SITE_NAME} has helped Indian families find life partners since ${FOUNDED_YEAR}: our mission, our story and the values behind every verified match.`,
    heading: 'Bringing families together, one verified match at a time',
    lead: `${SITE_NAME} is a matrimonial service, only for people seeking marriage. We combine the care of a family matchmaker with the reach of the internet.`,
    imageAlt: 'Illustration of a couple with both their families under a marigold toran',
    missionAndStory: 'Mission and story',
    missionTitle: 'Our mission',
    mission:
      'To help every Indian find a life partner with honesty, dignity and the blessing of their family, whatever their religion, community, language or city, at a price a family can afford.',
    storyTitle: 'Our story',
    story: `${SITE_NAME} was founded in Pune in ${FOUNDED_YEAR} by a small team who had watched their own families struggle with unverified profiles and endless phone calls. We started with a simple promise: every member verified, every family respected. Since then families from more than 600 cities and towns have joined us, and thousands of couples have married.`,
    valuesTitle: 'What we stand for',
    values: [
      {
        title: 'Trust',
        text: 'Every member verifies a mobile number and e-mail; our team reviews documents before a profile is marked verified, and we act on every report.',
      },
      {
        title: 'Family first',
        text: 'In India a marriage joins two families. Parents and siblings can manage profiles with the member’s consent and join every step.',
      },
      { title: 'Privacy', text: 'Your contact details and documents stay private. You decide who sees your photographs and when to share your number.' },
    ],
    couplesTitle: 'Happy couples',
    nextTitle: 'Your story could be next',
    nextText: 'Registration is free and takes five minutes. Verify your mobile number, complete your profile and start receiving matches.',
    joinNow: PUBLIC_TEXT.joinNow,
  },
  assisted: {
    title: 'Assisted service',
    description: `Personalised matchmaking from a dedicated ${SITE_NAME} relationship manager: guaranteed verified matches, less effort and better responses from families.`,
    heading: 'A relationship manager who searches with you',
    lead: 'Personalised matchmaking for busy professionals and families: one experienced manager understands what you are looking for and shortlists profiles for you every week.',
    imageAlt: 'Illustration of a relationship manager wearing a headset',
    cta: 'Talk to a relationship manager',
    benefitsTitle: 'Why families choose assisted service',
    benefits: [
      {
        title: 'Guaranteed matches',
        text: 'Your relationship manager sends you a fixed number of hand-picked, verified profiles every month of your plan, each one checked against your family’s preferences.',
      },
      {
        title: 'Save time and effort',
        text: 'No more scrolling through hundreds of profiles. We search, call the families, confirm interest and share only the ones that are worth your time.',
      },
      {
        title: 'Better response',
        text: 'Families reply faster to a personal call from a relationship manager than to a message from a stranger, so more of your interests turn into conversations.',
      },
    ],
    stepsTitle: 'How it works',
    steps: [
      { title: 'Tell us about your family', text: 'A one-hour call in your language about background, values, horoscope needs and the partner you hope for.' },
      { title: 'Weekly shortlists', text: 'Your manager shares profiles with notes on why each one fits, and you decide which families to approach.' },
      { title: 'We speak to the other family', text: 'We introduce you, share details with consent and arrange a phone call, a video call or a meeting.' },
      { title: 'Until you say yes', text: 'Feedback after every meeting sharpens the search. Your manager stays with you until you find your match.' },
    ],
    closingTitle: 'Ready for a personal search?',
    closingText: 'Register free, then ask for assisted service from your dashboard or write to us. A manager will call you within one working day.',
    closingCta: 'Register free',
  },
  elite: {
    title: PUBLIC_TEXT.eliteTitle,
    description:
      'Elite Matrimony: a premium, confidential matchmaking service with a dedicated relationship manager and an exclusive community of verified profiles.',
    eyebrow: 'Premium service',
    lead: 'For accomplished professionals, business families and NRIs who want a discreet, personal search: premium profiles, complete confidentiality and a senior relationship manager of your own.',
    imageAlt: 'Illustration of a couple in royal wedding attire beneath a golden crown',
    cta: 'Request a private consultation',
    pointsTitle: 'What Elite Matrimony offers',
    points: [
      {
        title: 'Premium profiles',
        text: 'A large pool of elite profiles: doctors, founders, senior professionals, business families and NRIs, each personally verified.',
      },
      {
        title: 'Completely confidential',
        text: '100% confidentiality. Your profile is never listed publicly; it is shown only to families your manager has screened and you have approved.',
      },
      {
        title: 'Dedicated relationship manager',
        text: 'A senior relationship manager who shortlists matches, meets families in person where needed and coordinates every step discreetly.',
      },
      { title: 'Exclusive community', text: 'Membership by invitation and review, so you meet people with similar education, values and ambitions.' },
    ],
    closingTitle: 'Begin a private search',
    closingText: 'Tell us a little about yourself and a senior relationship manager will call you, in confidence, within one working day.',
    closingCta: 'Contact us',
  },
  comingSoon: {
    title: 'Coming soon',
    description: `${SITE_NAME} on Facebook, Whatsapp, Instagram and LinkedIn is coming soon. Until then, write to us from the contact page.`,
    heading: 'Our social pages are on their way',
    lead: `We are preparing ${SITE_NAME} on Facebook, Whatsapp, Instagram and LinkedIn, with wedding stories, safety tips and news. Until then, the best way to reach us is the contact page.`,
    imageAlt: 'Two linked wedding rings on a pink mandala',
    cta: 'Contact us',
  },
  contact: {
    title: 'Contact us',
    description: `Write to ${SITE_NAME} about your profile, a subscription or a complaint. We reply within one working day; grievances are acknowledged within 24 hours.`,
    heading: 'We are here to help',
    lead: 'Questions about your profile, a subscription or the assisted service? Send us a message and our team will reply within one working day.',
    otherWays: 'Other ways to reach us',
    writeDirectly: 'Write to us directly',
    grievanceTitle: 'Grievance Officer',
    grievanceLead: 'To report a profile or raise a complaint under the IT Rules, 2021.',
    grievanceTimes: `We acknowledge complaints within ${G.acknowledgeWithinHours} hours and resolve them within ${G.resolveWithinDays} days.`,
  },
  policy: {
    lastUpdated: 'Last updated',
    contents: 'Contents',
  },
  privacy: {
    title: 'Privacy policy',
    description: `How ${SITE_NAME} collects, uses and protects your personal data, who can see your profile, and your rights under India's DPDP Act 2023.`,
    intro: `Your trust matters more to us than anything else. This policy explains what ${SITE_NAME} collects, why, who sees it, and how you stay in control.`,
    sections: [
      {
        heading: 'Information we collect',
        paragraphs: [`${SITE_NAME} is a matrimonial service: we collect only what is needed to help you find a life partner.`],
        list: [
          'Account details: name, e-mail address, mobile number and a password that we store only as a one-way hash.',
          'Profile details you choose to give: date of birth, gender, religion, caste or community, height, marital status, education, occupation, annual income, family details, partner preferences, lifestyle and photographs.',
          'Documents you upload for verification, such as Aadhaar, voter ID, PAN or certificates.',
          'Usage records: login times, IP address, profiles you view and subscription payments (we never see or store your card or UPI PIN).',
        ],
      },
      {
        heading: 'How we use your information',
        paragraphs: ['We use your information only to run the matrimonial service you signed up for:'],
        list: [
          'to verify your mobile number and e-mail by one-time code, and to verify your identity when you ask us to;',
          'to suggest matches and show your profile to members whose preferences fit yours;',
          'to process subscriptions and send you service messages;',
          'to keep the site safe, detect fake profiles and meet our legal obligations.',
        ],
      },
      {
        heading: 'Profile visibility and sharing',
        paragraphs: [
          'Other registered members can see your personal, education, family and lifestyle details and your photographs. Your mobile number, e-mail and address are shown only to members with an active paid subscription. Identity and certificate documents are never shown to other members; only you and our verification team can see them.',
          'We do not sell your personal data. We share it only with service providers who help us run the site (hosting, SMS and e-mail delivery, payment processing) under written contracts, or when an Indian law or court order requires it.',
        ],
        list: [],
      },
      {
        heading: 'Data security',
        paragraphs: [
          'Data travels over encrypted connections. Passwords are hashed, identity documents are encrypted at rest, and every access to them is logged. Staff access is limited to people who need it for verification or support. No system is perfectly secure; if a breach affects you, we will inform you and the Data Protection Board of India as the law requires.',
        ],
        list: [],
      },
      {
        heading: 'Cookies and local storage',
        paragraphs: [
          'We use your browser’s storage to keep you signed in and to remember your light or dark theme. We do not use advertising cookies or third-party trackers.',
        ],
        list: [],
      },
      {
        heading: 'Your rights',
        paragraphs: ['Under the Digital Personal Data Protection Act, 2023 you have the right:'],
        list: [
          'to obtain a summary of the personal data we hold about you and how we process it;',
          'to correct, complete or update your data, which you can do from your dashboard at any time;',
          'to withdraw consent and have your account and data erased, except records we must keep by law;',
          'to nominate a person to exercise these rights on your behalf in case of death or incapacity;',
          'to have your grievances addressed by our Grievance Officer, and then to approach the Data Protection Board of India.',
        ],
      },
      {
        heading: 'Changes to this policy',
        paragraphs: [
          'If we change this policy we will update the date below and, for important changes, tell you by e-mail or on your dashboard before they take effect.',
        ],
        list: [],
      },
      {
        heading: 'Contact and Grievance Officer',
        paragraphs: [
          `For privacy questions write to ${CONTACT_EMAIL}. Our Grievance Officer is ${G.name}, reachable at ${G.email} or ${G.phone} (${G.hours}), or by post at ${POSTAL_ADDRESS}.`,
          `Complaints are acknowledged within ${G.acknowledgeWithinHours} hours and resolved within ${G.resolveWithinDays} days, as the Information Technology Rules, 2021 require.`,
        ],
        list: [],
      },
    ],
  },
  terms: {
    title: 'Terms of use',
    description: `The rules for using ${SITE_NAME}: a matrimonial service for adults aged 18 and over who intend to marry, governed by Indian law.`,
    intro: `Please read these terms before you register. They keep ${SITE_NAME} a safe, serious place for families looking for a life partner.`,
    sections: [
      {
        heading: 'Acceptance of terms',
        paragraphs: [
          `By registering with or using ${SITE_NAME} you agree to these terms and to our privacy policy. ${SITE_NAME} is a matrimonial service for people who genuinely intend to marry. It is not a dating or social networking site, and it must not be used for any other purpose.`,
        ],
        list: [],
      },
      {
        heading: 'Eligibility',
        paragraphs: [
          `You must be at least ${MIN_MEMBER_AGE} years old and legally capable of entering into a marriage under the laws that apply to you. Indian law sets the minimum age of marriage at ${MIN_MARRIAGE_AGE_MALE} for men and ${MIN_MARRIAGE_AGE_FEMALE} for women, and we show matches only above these ages. You must not be currently married unless your personal law permits remarriage and you say so in your profile. A parent, sibling or relative may manage a profile on the member’s behalf with the member’s consent.`,
        ],
        list: [],
      },
      {
        heading: 'Your responsibilities',
        paragraphs: ['You agree to:'],
        list: [
          'give true, current information about yourself, including marital status, and keep it up to date;',
          'upload only photographs of yourself and documents that belong to you;',
          'treat other members and their families with respect, and never harass, threaten or ask anyone for money;',
          'keep your password secret and tell us at once if you think someone else has used your account;',
          'not copy, scrape or misuse other members’ details, or use the site for commercial purposes.',
        ],
      },
      {
        heading: 'Content ownership',
        paragraphs: [
          `You keep ownership of the text and photographs you upload. You give ${SITE_NAME} a limited licence to display them to other members as your privacy settings allow, only for as long as your profile is active. The site’s design, software, illustrations and name belong to ${SITE_NAME}.`,
        ],
        list: [],
      },
      {
        heading: 'Account termination',
        paragraphs: [
          'You may delete your account at any time from your dashboard. We may suspend or remove a profile that is fake, misleading, posted by someone already married without disclosure, or that breaks these terms, and we may report unlawful activity to the authorities. Fees for a subscription already used are not refundable, except where the law requires.',
        ],
        list: [],
      },
      {
        heading: 'Limitation of liability',
        paragraphs: [
          `We verify mobile numbers and e-mail addresses and review documents members submit, but we cannot guarantee every statement a member makes. Please take the usual care, involve your family, and meet in public places. To the extent the law allows, ${SITE_NAME}’s liability for any claim is limited to the fees you paid us in the twelve months before the claim.`,
        ],
        list: [],
      },
      {
        heading: 'Changes to these terms',
        paragraphs: [
          'We may update these terms. We will change the date below and tell you of important changes before they apply; continuing to use the site afterwards means you accept them.',
        ],
        list: [],
      },
      {
        heading: 'Governing law',
        paragraphs: [
          'These terms are governed by the laws of India. Courts at Pune, Maharashtra have exclusive jurisdiction over any dispute, after you have first tried to resolve it with our Grievance Officer.',
        ],
        list: [],
      },
      {
        heading: 'Contact and Grievance Officer',
        paragraphs: [
          `Questions about these terms: ${CONTACT_EMAIL}. To report a profile or make a complaint, contact our Grievance Officer ${G.name} at ${G.email} or ${G.phone} (${G.hours}), or write to ${POSTAL_ADDRESS}.`,
          `We acknowledge every complaint within ${G.acknowledgeWithinHours} hours and resolve it within ${G.resolveWithinDays} days, in line with the Information Technology (Intermediary Guidelines and Digital Media Ethics Code) Rules, 2021.`,
        ],
        list: [],
      },
    ],
  },
  login: {
    title: 'Login',
    description: `Sign in to ${SITE_NAME} to see your matches, who viewed your profile and your subscription.`,
    aside: 'Welcome back. Your matches are waiting.',
    eyebrow: 'Members',
    heading: 'Sign in',
    lead: 'Use the e-mail address and password you registered with.',
  },
  register: {
    title: 'Register free',
    description: `Create your free ${SITE_NAME} profile: register, verify your e-mail and mobile, and meet verified Indian families looking for marriage.`,
    aside: 'Begin your search for a life partner.',
    eyebrow: 'Free registration',
  },
  reset: {
    title: 'Reset password',
    description: 'Choose a new password for your account.',
    eyebrow: 'Account',
    heading: JOIN_TEXT.resetTitle,
    lead: 'Choose a password of at least 6 characters that you do not use elsewhere.',
  },
  notFound: {
    title: PUBLIC_TEXT.notFoundTitle,
    description: 'The page you asked for does not exist or has moved.',
    lead: 'The page you were looking for does not exist or has moved. Your perfect match is still out there.',
    home: 'Go to the home page',
    contact: 'Contact us',
  },
  joinAside: {
    label: `Why families trust ${SITE_NAME}`,
    points: [
      'Every profile verified by mobile OTP and e-mail',
      'Identity documents encrypted; only you and our verification team see them',
      'Your contact details stay hidden until you choose to share them',
    ],
  },
  forms: enForms,
});

/** The shape every language's catalogue has: a missing or extra key is a type error. */
export type Catalogue = Widen<typeof en>;
