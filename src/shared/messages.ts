import { english, icu } from './i18n/compile';
/**
 * Every user-visible text of the product, verbatim (docs/product/states.md, docs/product/validation.md
 * and docs/product/messages.md).
 * Browser and server import these; tests assert against the same constants.
 */
export const MSG = english({
  // lists and calls
  fetchFailed: 'Failed to fetch',
  unknownError: 'Unknown error',
  apiError: 'API Error',
  // a dependency (the database) briefly unreachable: HTTP 503 with Retry-After
  serviceUnavailable: 'The service is briefly unavailable. Please try again in a few seconds.',
  // registration
  registrationSuccess: 'Registration Success!',
  registrationFailed: 'Registration failed',
  somethingWentWrong: 'Something went wrong!',
  serverError: 'Server error',
  registering: 'Registering...',
  verifyOtpsTitle: 'Verify OTPs',
  completeProfileTitle: 'Complete Your Profile',
  // login / logout
  loginSuccess: 'Login Successful!',
  loginFailedDefault: 'Login failed',
  loginAlert: icu<'message'>('ALERT: {message}'),
  networkError: 'Network error',
  logoutSuccess: 'Logout successful!',
  logoutFailed: 'Logout failed!',
  sessionExpired: 'Your session has expired. Please sign in again.',
  forgotPassword: 'Forgot password?',
  // password
  passwordUpdateFailed: 'Password update failed',
  resetEmailInvalid: 'Please enter a valid email address.',
  resetSuccess: 'Reset password sent to your email',
  resetFailed: 'Reset password failed',
  unexpectedError: 'An unexpected error occurred',
  // OTP
  otpSuccess: 'Verification successful!',
  otpSuccessLogin: 'Verification successful',
  otpFailedWarning: 'Otp verification failed!',
  otpFailed: 'OTP verification failed',
  otpFailed3: 'Verification failed for 3 times!',
  otpFailed3Login: 'Otp verification failed 3 times',
  // profile
  userIdMissing: 'User ID not found. Please register again.',
  profileSaveFailed: 'Failed to save profile. Please try again.',
  profileSubmitFailed: 'Failed to submit profile.',
  profileSubmitUnexpected: 'An unexpected error occurred. Please try again.',
  profileSubmitted: 'Profile submitted successfully!',
  profileCreateFailed: 'Failed to create profile',
  submitProfile: 'Submit Profile',
  submitting: 'Submitting...',
  // matching, dashboard, documents
  loadUsersFailed: 'Failed to load users',
  summaryFetchFailed: 'Fetch failed',
  noDocuments: 'No documents found for the user.',
  uploadFailed: 'Failed to upload document.',
  unexpectedApplicationError: 'Unexpected Application Error!',
  // contact
  contactSuccess: 'Message sent successfully!',
  contactFailed: 'Failed to send message. Please try again.',
  contactUnexpected: 'An unexpected error occurred. Please try again.',
} as const);

/** Validation texts of docs/product/validation.md. */
export const VALIDATION = english({
  usernameRequired: 'Username is required',
  passwordMin: 'Password must be at least 6 characters long',
  emailInvalid: 'Please enter a valid email',
  mobileInvalid: 'Please enter a valid 10-digit mobile number',
  passwordsMismatch: 'Passwords do not match',
} as const);

/** Contact form field messages (docs/product/limits.md gives the limits, not the texts). */
export const CONTACT_VALIDATION = english({
  nameRequired: 'Name is required',
  nameMax: 'Name must be at most 50 characters',
  emailRequired: 'Email is required',
  emailInvalid: 'Please enter a valid email address',
  emailMax: 'Email must be at most 100 characters',
  contactNoRequired: 'Contact number is required',
  contactNoInvalid: 'Enter 10 to 15 digits, optionally starting with +',
  messageRequired: 'Message is required',
  messageMax: 'Message must be at most 1000 characters',
} as const);

/** Public-site texts that tests assert on. */
export const PUBLIC_TEXT = english({
  contactThanks: 'Thank you for writing to us. Our team will reply within one working day.',
  browseProfiles: 'Browse Profiles',
  knowMore: 'KNOW MORE',
  readMore: 'READ MORE',
  joinNow: 'Join Matrimonial Now',
  eliteTitle: 'Elite Matrimony',
  notFoundTitle: 'Page not found',
  registerFree: 'Register free',
} as const);

/** Profile field messages (docs/product/data.md gives the rules, not these texts). */
export const PROFILE_VALIDATION = english({
  required: icu<'label'>('{label} is required'),
  wholeNumber: icu<'label'>('{label} must be a whole number'),
  number: icu<'label'>('{label} must be a number'),
  chooseFromList: icu<'label'>('{label} must be chosen from the list'),
  atLeast: icu<'label' | 'min'>('{label} must be at least {min}'),
  atMost: icu<'label' | 'max'>('{label} must be at most {max}'),
  tooLong: icu<'label' | 'max'>('{label} must be at most {max} characters'),
  dateFormat: 'Date of birth must be a date like 1995-08-15',
  dobFuture: 'Date of birth cannot be in the future',
  dobUnderAge: 'You must be at least 18 years old to register',
  pinCode: 'Pin code must be exactly 6 digits',
  ageRange: 'Minimum age cannot be more than maximum age',
  childrenWhenNeverMarried: 'Number of children must be empty when marital status is Never Married',
  casteReligion: 'This caste does not belong to the chosen religion',
  stateCountry: 'This state does not belong to the chosen country',
  unknownOption: icu<'label'>('{label}: the chosen option does not exist'),
  invalidProfile: 'Please correct the highlighted fields.',
  sectionMissing: icu<'section'>('The {section} section is missing. Please fill it in and save again.'),
  notInProfile: 'This is not a field of the profile; please remove it.',
  userIdMissing: 'Please say which member this profile belongs to (their user ID).',
  profileNotObject: 'Please send the profile as a JSON object of its sections.',
  tooManyChoices: icu<'label' | 'max'>('{label}: choose at most {max}'),
  timeFormat: icu<'label'>('{label} must be a time like 06:45 (24-hour clock)'),
  heightRange: 'Minimum height cannot be more than maximum height',
  incomeRange: 'Minimum income cannot be more than maximum income',
} as const);

/** Document texts (docs/product/data.md names the formats; these words are ours). */
export const DOCUMENT_TEXT = english({
  uploadInProgress: 'Your previous upload is still being processed. Please wait for it to finish.',
  uploadsBusy: 'Many uploads are being processed right now. Please try again in a few seconds.',
  viewPdf: 'View PDF',
  wrongType: 'Only JPG, PNG or PDF files can be uploaded.',
  photoMustBeImage: 'Photos must be JPG or PNG images.',
  tooLarge: icu<'mb'>('The file is too large; the limit is {mb} MB.'),
  tooManyPixels: 'The image is too large; please upload a photo under 40 megapixels.',
  unreadableImage: 'The image could not be read; please upload a valid JPG or PNG.',
  fileRequired: 'Please choose a file to upload.',
  uploadUnreadable: 'The upload could not be read; send it as multipart/form-data with the file and its fields.',
  linkExpired: 'This link has expired or is not valid. Reload the page to get a fresh one.',
  photoPrivate: 'This member has not shared this photo with you.',
  notFound: 'This document does not exist.',
  gone: 'This document is no longer available.',
  purgeNeedsVerify: 'Verify this document before purging its file.',
  purgePhoto: 'Photos are part of the profile members see; only identity and certificate files are purged.',
  alreadyPurged: "This document's file has already been purged; its verified mark is kept.",
  verified: 'Document verified.',
  purged: 'File purged. The verified mark is kept.',
  removeTitle: 'Delete this document?',
  removeQuestion: icu<'label'>('{label} will be removed from your profile when you save it (Next or Submit Profile).'),
  removeConfirm: 'Delete',
} as const);

/** Terms and consent line under the registration form (docs/product/trust.md). */
export const JOIN_TEXT = english({
  marriageOnly: 'This site is only for people seeking marriage. By registering you agree to our',
  termsLink: 'Terms of Use',
  privacyLink: 'Privacy Policy',
  resetTitle: 'Set a new password',
  resetDone: 'Your password has been changed. Please sign in.',
  resetLinkMissing: 'This reset link is incomplete. Please request a new one from the login page.',
  signInInstead: 'Sign in instead',
  alreadyRegisteredHelp: 'Already have an account? Sign in to continue where you left off; an unverified account is asked for its code there.',
  profileSubmittedSignIn: 'Your profile was submitted. Sign in to see your matches.',
  completeProfileBanner: icu<'percent'>('Complete your profile ({percent}%)'),
  completeProfileHelp: 'Members see a profile only once its main sections are filled in.',
  enterCode: icu<'digits'>('Enter the {digits}-digit code.'),
  sendNewCode: 'Send a new code',
  sendNewCodeIn: icu<'seconds'>('Send a new code in {seconds} s'),
  newCodeSent: 'A new code has been sent.',
  removedAfterThreeRegister:
    'The code was wrong three times, so the unfinished account was removed and nothing was kept. Register again below to receive a new code.',
  removedAfterThreeLogin: 'The code was wrong three times, so the unverified account was removed. Register again to receive a new code.',
  registerAgain: 'Register again',
} as const);

/** Dashboard texts docs/product/messages.md leaves open. */
export const DASHBOARD_TEXT = english({
  notFoundHelp: 'There is no page at this address. It may have moved, or the link may be mistyped; the menu leads to every page.',
  welcome: icu<'name'>('Welcome, {name}.'),
  paymentCancelled: 'Payment cancelled. Nothing was charged.',
  testPaymentsTitle: 'Test payments — no money is charged',
  testPaymentsBody: 'This site takes payments through the test provider: buying a plan here activates it without charging anything.',
  roleChangeTitle: 'Change role?',
  roleChangeQuestion: icu<'member' | 'role' | 'article'>(
    "Make {member} {article, select, an {an} other {a}} {role}? The new role's pages and rights apply from their next request.",
  ),
  roleChangeConfirm: 'Change role',
  deactivateTitle: icu<'member'>('Deactivate {member}?'),
  deactivateQuestion: 'They are signed out everywhere and cannot sign in until made active again. They are e-mailed this reason and how to appeal.',
  deactivateReason: 'Reason (the member reads it)',
  deactivateConfirm: 'Deactivate',
} as const);

/** How document types read on screen; the stored names and their keys (aadharCard …) stay as docs/product/data.md has them. */
export const DOCUMENT_LABELS: Record<string, string> = {
  aadharCard: 'Aadhaar card',
  panCard: 'PAN card',
  voterId: 'Voter ID',
};

/** Account texts docs/product/messages.md leaves unshown (server answers and form messages). */
export const AUTH_TEXT = english({
  smsNotSent: 'We could not send the code by SMS just now. The same code is in your e-mail.',
  nameRequired: 'Name is required',
  nameMax: 'Name must be at most 100 characters',
  emailMax: 'Email must be at most 254 characters',
  passwordMax: 'Password must be at most 128 characters',
  passwordCommon:
    'This password is easy to guess: it is, or is close to, a password leaked from other sites. Add two or three words of your own, or make it longer.',
  currentPasswordRequired: 'Current password is required',
  currentPasswordWrong: 'Current password is not correct',
  emailOtpRequired: 'Email OTP is required',
  mobileOtpRequired: 'SMS OTP is required',
  otpFormat: 'The code must be 6 digits',
  otpWrong: icu<'left'>('The code is not correct. {left, plural, one {# attempt} other {# attempts}} left.'),
  otpExpired: 'This code has expired. Please ask for a new one.',
  codeSpent: 'Three wrong codes: this code no longer works. Ask for a new one.',
  userIdRequired: 'User ID is required',
  verificationTokenRequired: 'The verification token is missing. Please sign in again.',
  verificationTokenInvalid: 'This verification session is not valid. Please sign in again.',
  emailTaken: 'This email is already registered',
  mobileTaken: 'This mobile number is already registered',
  alreadyRegistered: 'This email or mobile number is already registered',
  alreadyVerified: 'This account is already verified.',
  invalidCredentials: 'Invalid email or password',
  // Only after the right password: a wrong one still answers invalidCredentials, so nothing leaks.
  accountDeactivated:
    'This account has been deactivated by an administrator. To appeal, write to support@matrimonial.example.in from the e-mail address of the account.',
  resetLinkInvalid: 'This reset link is invalid or has expired.',
  resendCooldown: icu<'seconds'>('Please wait {seconds} seconds before asking for a new code.'),
  tooManyRequests: icu<'seconds'>('Too many requests. Please try again in {seconds} seconds.'),
  tooManyProfileViews: icu<'max' | 'minutes'>(
    'You have opened {max} profiles in the last hour, the most we allow so that profiles cannot be copied in bulk. Please try again in {minutes, plural, one {# minute} other {# minutes}}.',
  ),
  resetTokenRequired: 'The reset link is incomplete. Please request a new one.',
} as const);

/**
 * The installed site without a connection, and its updates (docs/decisions/040). Held in their own
 * small module so the public pages' service worker registration does not bring every message of
 * this file into the home page's JavaScript (scripts/check-budgets.mjs).
 */
export { OFFLINE_TEXT, UPDATE_TEXT } from './offline-text';

/** What a blocked member, or anyone asking for a profile they may not see, reads (docs/product/member-loop.md). */
export const PROFILE_NOT_AVAILABLE = 'This profile is not available.';

/** Interests, shortlist, "not interested", block and report (docs/product/member-loop.md). */
export const MEMBER_LOOP_MSG = english({
  interestSelf: 'You cannot send an interest to yourself.',
  interestSenderNotDiscoverable: 'Only verified members with a visible profile can send or answer interests. Complete and verify your profile first.',
  interestNoteAndTemplate: 'Choose one of the notes or write your own, not both.',
  interestAlreadyPending: icu<'name'>('You have already sent an interest to {name}; it is waiting for an answer.'),
  interestAlreadyConnected: icu<'name'>('You and {name} are already connected.'),
  interestDeclinedBefore: icu<'name'>('{name} declined your earlier interest, so it cannot be sent again.'),
  interestDailyLimit: icu<'limit'>('You have sent {limit} interests today, the daily limit. You can send more tomorrow.'),
  interestNotFound: 'There is no such interest among yours.',
  interestOnlyReceiver: 'Only the member who received this interest can answer it.',
  interestOnlySender: 'Only the member who sent this interest can withdraw it.',
  interestExpired: icu<'days'>('This interest expired: it waited {days} days without an answer.'),
  interestAlreadyAnswered: icu<'status'>('This interest was already {status}; it cannot be answered again.'),
  interestNotPending: icu<'status'>('This interest is {status} and can no longer be withdrawn.'),
  interestSent: icu<'name'>('Interest sent to {name}'),
  interestConnected: icu<'name'>('You and {name} are now connected.'),
  memberSelf: 'That is your own profile.',
  notOnShortlist: 'This member is not on your shortlist.',
  notMarkedNotInterested: 'This member is not on your "not interested" list.',
  notBlocked: 'You have not blocked this member.',
  reportSelf: 'You cannot report your own profile.',
  reportOpen: 'You have already reported this profile; an administrator will review it.',
  reportReceived: 'Thank you. An administrator will review this profile.',
  reportNoMember: 'There is no such member to report.',
  reportDailyLimit: icu<'limit'>(
    'You have made {limit} reports today, the daily limit. You can report again tomorrow; if you are in danger, contact the police.',
  ),
  appealNotHidden: 'Your profile is not hidden by reports, so there is nothing to appeal.',
  appealOnce: 'You have already appealed; an administrator will review your profile and tell you the outcome.',
  reportNoMessage: 'That message is not one this member sent you.',
  moderationWarnNeedsNote: 'Say why: the member is told this reason with the warning.',
  moderationNotMember: 'There is no such member.',
  /** Matches and the home's match count, before the profile has what matching reads. */
  noMatchesYet: 'Complete the personal and partner-preference tabs of your profile to see matches.',
  outcomeOpen: 'An administrator will review this profile.',
  outcomeNoAction: 'We reviewed this profile and found no breach of our rules.',
  outcomeActioned: 'We reviewed this profile and took action. Thank you for telling us.',
} as const);

/** Two-step sign-in (an authenticator app's 6-digit code after the password) and the password meter. */
export const TWO_STEP_TEXT = english({
  title: 'Two-step sign-in',
  intro:
    'After your password, sign-in asks for a 6-digit code from an authenticator app on your phone (Google Authenticator, Microsoft Authenticator, 2FAS …).',
  stepTitle: 'Enter the code from your authenticator app',
  stepHelp: 'Open the authenticator app on your phone and type the 6-digit code it shows for this site.',
  useRecovery: 'Use a recovery code instead',
  useApp: 'Use the code from the app instead',
  recoveryStepTitle: 'Enter one of your recovery codes',
  recoveryHelp: 'Type one of the recovery codes you saved when you set up two-step sign-in. Each works once.',
  setupTitle: 'Set up two-step sign-in',
  setupRequired: 'Administrators and relationship managers must use two-step sign-in. Set it up now to finish signing in.',
  setupScan: 'Scan this QR code with your authenticator app, or type the key below into it.',
  setupKey: 'Key',
  setupConfirm: 'Then type the 6-digit code the app shows, to check it works.',
  qrAlt: 'QR code for your authenticator app',
  recoveryTitle: 'Save your recovery codes',
  recoveryIntro:
    'If you lose your phone, each of these codes signs you in once instead of the app. Keep them somewhere safe (printed, or in a password manager). They are shown only now.',
  recoverySaved: 'I have saved these codes',
  enabled: 'Two-step sign-in is on.',
  disabled: 'Two-step sign-in is off.',
  recoveryLeft: icu<'left'>('{left, plural, one {# recovery code} other {# recovery codes}} left.'),
  turnOn: 'Turn on two-step sign-in',
  turnOff: 'Turn off two-step sign-in',
  renewTitle: 'New recovery codes',
  renewHelp: 'Used some, or lost them? Type a current code from the app to get ten new ones; the old ones stop working.',
  renewAction: 'Get new recovery codes',
  turnOffHelp: 'To turn it off, confirm your password and a current code (or a recovery code).',
  turnedOff: 'Two-step sign-in has been turned off.',
  requiredForAdmins: 'Required for administrators and relationship managers: if you turn it off, your next sign-in asks you to set it up again.',
  codeRequired: 'Enter the 6-digit code from your app, or a recovery code',
  codeFormat: 'The code is 6 digits from your app, or a recovery code like abcde-12345',
  codeWrong: 'That code is not right. Check the time on your phone is set automatically, and type the newest code.',
  codeReplayed: 'That code has just been used. Wait for the next code in your app (they change every 30 seconds).',
  challengeInvalid: 'This sign-in has expired or had too many wrong codes. Please sign in again with your password.',
  challengeRequired: 'The sign-in step is missing. Please sign in again with your password.',
  alreadyOn: 'Two-step sign-in is already on for this account.',
  notOn: 'Two-step sign-in is not on for this account.',
  notStarted: 'Start the set-up first: ask for a new QR code.',
  tooManyWrongCodes: icu<'minutes'>('Too many wrong codes for this account. Please try again in {minutes, plural, one {# minute} other {# minutes}}.'),
  resetDone: 'Two-step sign-in has been reset for this member; they can sign in with their password and set it up again.',
  resetHelp:
    'If this person lost their phone and their recovery codes, clear their two-step sign-in. Their sessions end; they sign in with the password and set it up again (an administrator must).',
  resetAction: 'Reset two-step sign-in',
  resetQuestion: icu<'name'>('Clear two-step sign-in for {name}? They will be signed out everywhere.'),
} as const);

export const PASSWORD_METER_TEXT = english({
  label: 'Password strength',
  checking: 'Checking strength…',
  acceptable: 'This password can be used.',
  tooWeak: 'Too easy to guess: this password will be refused.',
} as const);

/** The one-time code field's own words (src/app/ui/code-field.tsx); the Hindi and Tamil pages show them through `say`. */
export const CODE_FIELD_TEXT = english({ label: 'Verification code', valid: 'Valid for 10 minutes' } as const);

/** Words of the shared components (code field, password meter, two-step sign-in) that are not in docs/product/messages.md. */
export const ISLAND_TEXT = english({
  codeLabel: CODE_FIELD_TEXT.label,
  codeValid: CODE_FIELD_TEXT.valid,
  attemptsLeft: icu<'left'>('{left, plural, one {# attempt} other {# attempts}} left'),
  backToSignIn: 'Back to sign in',
  signInAgain: 'Sign in again',
  recoveryCode: 'Recovery code',
  appCode: 'Code from the app',
  appOrRecoveryCode: 'Code from the app, or a recovery code',
  yourPassword: 'Your password',
  preparingKey: 'Preparing your key…',
  turnOn: 'Turn on',
  copyCodes: 'Copy the codes',
  copied: 'Copied',
  checking: 'Checking…',
  verifyAndSignIn: 'Verify and sign in',
  // The password meter's word for each score (STRENGTH_LABELS, src/shared/password-strength.ts).
  veryWeak: 'Very weak',
  weak: 'Weak',
  fair: 'Still weak',
  good: 'Good',
  strong: 'Strong',
} as const);

/** Photo privacy, requests, approval and pausing a profile (docs/product/documents-and-photos.md). */
export const PHOTO_MSG = english({
  noAccount: 'There is no such account.',
  requestSelf: 'These are your own photos.',
  requestNotNeeded: 'You can already see these photos.',
  requestDeclined: 'This member declined your earlier request for their photos, so it cannot be sent again.',
  requestDailyLimit: icu<'limit'>('You have asked {limit} members for their photos today, the daily limit. You can ask more tomorrow.'),
  requestNotFound: 'There is no such photo request among those you received.',
  requestSent: 'Photo request sent. You will see the photos once the member grants it.',
  photoNotFound: 'There is no such photo.',
  photoNotDecided: 'This photo is waiting for review; there is no decision to undo.',
  photoAlreadyReviewed: icu<'state'>('This photo was already {state}; it is no longer waiting for review.'),
  pendingForOthers: 'Waiting for approval: other members see this photo once an administrator approves it.',
  rejected: icu<'reason'>('Not approved: {reason} Please upload another photo.'),
} as const);

/** Conversations and notifications (docs/product/member-loop.md). */
export const CONVERSATION_MSG = english({
  self: 'You cannot send a message to yourself.',
  notConnected: icu<'name'>("You can message {name} once one of you accepts the other's interest."),
  staff: 'Messages are between members.',
  empty: 'Write a message before sending.',
  tooLong: icu<'max'>('Keep the message to {max, number} characters or fewer.'),
  minuteLimit: icu<'max'>('You have sent {max} messages in the last minute. Wait a moment before sending more.'),
  dailyLimit: icu<'max'>('You have sent {max, number} messages today, the daily limit. You can send more tomorrow.'),
  repeated: 'You sent this same message a few minutes ago. Write something new instead of repeating it.',
  newConversationLimit: icu<'max'>(
    'You have started {max} new conversations today, the daily limit. You can keep writing to members you already talk with, and start new conversations tomorrow.',
  ),
  notificationNotFound: 'That notification does not exist.',
} as const);

/** The server's answers about calls (docs/product/calls-and-push.md). */
export const CALL_MSG = english({
  self: 'You cannot call yourself.',
  staff: 'Calls are between members.',
  notConnected: icu<'name'>("You can call {name} once one of you accepts the other's interest."),
  yoursOff: 'You have turned calls off. Turn them on in Settings to call.',
  theirsOff: icu<'name'>('{name} does not take calls.'),
  youAreBusy: 'You are already in a call. End it before starting another.',
  theyAreBusy: icu<'name'>('{name} is in another call. Try again later.'),
  tooMany: icu<'max'>('You have started {max} calls in ten minutes. Wait a little before calling again.'),
  dailyLimit: icu<'max'>('You have started {max} calls today, the daily limit. You can call again tomorrow.'),
  notFound: 'That call does not exist.',
  onlyCallee: 'Only the member being called can answer.',
  over: 'This call has ended.',
  notAnswered: 'This call has not been answered yet.',
  ringingFull: 'This call has not been answered yet: nothing more can be sent on it until it is.',
} as const);

/** The server's answers about push notifications (docs/product/calls-and-push.md). */
export const PUSH_MSG = english({
  staff: 'Push notifications are for members.',
  off: 'Push notifications are not set up on this server.',
  unknownService: 'That is not the address of a browser push service.',
  bothOrNeither: 'Give both the start and the end of the quiet hours, or neither.',
} as const);

/** What each in-app notification says (docs/product/member-loop.md); `name` is the member it is about. */
export const NOTIFICATION_TEXT = english({
  interestReceived: icu<'name'>('{name} sent you an interest.'),
  interestAccepted: icu<'name'>('{name} accepted your interest. You can now send messages.'),
  interestDeclined: icu<'name'>('{name} declined your interest.'),
  message: icu<'name' | 'count'>('{count, plural, one {{name} sent you a message.} other {{name} sent you # messages.}}'),
  warning: icu<'reason'>('An administrator warned you: {reason}'),
  hidden:
    'Your profile is hidden from other members after reports from several members, until an administrator reviews it. You can appeal once from your dashboard.' as string,
  outcome: icu<'words'>('About your report: {words}'),
  profileViewed: icu<'name'>('{name} viewed your profile.'),
  photoRequested: icu<'name'>('{name} asked to see your photos.'),
  planExpiring: icu<'plan' | 'endsAt'>('Your {plan} plan ends on {endsAt}. Renew it to keep seeing contact details.'),
  // What an administrator did to the member's own account (docs/product/trust.md): always mailed too.
  photoRejected: icu<'reason'>('An administrator rejected your photo: {reason}'),
  twoStepReset:
    'An administrator turned off two-step sign-in on your account and signed you out everywhere. Sign in again and turn it back on under Settings. If you did not ask for this, write to support@matrimonial.example.in.',
  accountDeactivated:
    'An administrator deactivated your account. You can no longer sign in. To appeal, reply to this e-mail or write to support@matrimonial.example.in.',
  accountDeactivatedBecause: icu<'reason'>(
    'An administrator deactivated your account. Reason: {reason} You can no longer sign in. To appeal, reply to this e-mail or write to support@matrimonial.example.in.',
  ),
  roleChanged: icu<'role'>('An administrator changed the role of your account to: {role}. Sign in again to use it.'),
  // What the member did to their own account, confirmed by mail (docs/product/trust.md).
  passwordChanged:
    'Your password was changed. Your other sessions were signed out. If you did not change it, reset it at once from the sign-in page and write to support@matrimonial.example.in.',
  accountDeleted:
    'Your account was deleted. Your profile, photos, messages and interests were removed with it; paid invoices are kept as the tax law requires. You are welcome to register again at any time.',
  // A family helper's act in the member's name (docs/product/family.md).
  /** `action` is the act's code with '_' for '.' (interest_sent), as a select's keys are written. */
  familyActed: icu<'helper' | 'relation' | 'action' | 'name'>(
    '{action, select, interest_sent {{helper} ({relation}) sent an interest to {name} in your name.} interest_accepted {{helper} ({relation}) accepted the interest of {name} in your name.} interest_declined {{helper} ({relation}) declined the interest of {name} in your name.} interest_withdrawn {{helper} ({relation}) withdrew your interest to {name}.} other {{helper} ({relation}) signed in from a new device.}}',
  ),
  // The steps of the assisted service (docs/product/assisted-service.md); each is mailed too, by the step.
  /** To the member introduced to: `name` is the member introduced, by initials while an Elite member is kept confidential. */
  introduced: icu<'manager' | 'name'>(
    '{manager}, a relationship manager, would like to introduce {name} to you. Read the note and answer on My relationship manager.',
  ),
  /** To that member's own manager, who answers for them. */
  introducedForMember: icu<'manager' | 'name' | 'member'>(
    '{manager}, a relationship manager, would like to introduce {name} to your member {member}. Speak to them, then answer on the workbench.',
  ),
  /** To the member introduced for: the interest.accepted of an introduction. */
  introAccepted: icu<'name'>('{name} accepted the introduction. You can now send messages.'),
  introDeclined: icu<'name'>('{name} declined the introduction. Your relationship manager will keep looking for you.'),
  /** To the member's manager; `answer` is accepted or declined. */
  introAnswered: icu<'name' | 'member' | 'answer'>(
    '{answer, select, accepted {{name} accepted the introduction to {member}. Propose a meeting.} other {{name} declined the introduction to {member}.}}',
  ),
  meetingProposed: icu<'name'>('A meeting with {name} is proposed. Confirm it on My relationship manager.'),
  meetingSideConfirmed: icu<'name'>('{name} confirmed the meeting. Confirm it too on My relationship manager.'),
  meetingConfirmed: icu<'name'>('Your meeting with {name} is confirmed. Add it to your calendar from My relationship manager.'),
  meetingCancelled: icu<'name'>('Your meeting with {name} is cancelled.'),
  meetingHeld: icu<'name'>('How did the meeting with {name} go? Tell your relationship manager on My relationship manager.'),
  /** To the manager who arranged the meeting. */
  meetingFeedback: icu<'name'>('{name} left feedback on a meeting.'),
  /** To the manager a member is assigned to. */
  assistedAssigned: icu<'name'>('{name} asked for the assisted service and is now your member. Make the first call.'),
} as const);

/** The invitation mail a member sends a family helper (docs/product/family.md), in the member's language; `relation` is worded too. */
export const FAMILY_INVITE_TEXT = english({
  /** `gender` is the inviting member's: a language's words may agree with it. */
  summary: icu<'member' | 'gender'>('{member} invites you to help'),
  /** `gender` is the inviting member's: the pronouns agree with it. */
  text: icu<'member' | 'relation' | 'days' | 'gender'>(
    '{gender, select, male {{member} invites you, as his {relation}, to help with his search for a match.} female {{member} invites you, as her {relation}, to help with her search for a match.} other {{member} invites you, as their {relation}, to help with their search for a match.}} Open the link to join with your own sign-in. The link works for {days, plural, one {# day} other {# days}}.',
  ),
} as const);

/** E-mail notifications: preferences and the one-click unsubscribe link (docs/product/member-loop.md, docs/decisions/030). */
export const NOTIFICATION_MAIL_MSG = english({
  saved: 'E-mail settings saved.',
  noInstantForMatches: 'New matches come in the daily summary only: choose "Daily summary" or "Off".',
  emptyChange: 'Choose at least one e-mail setting to change.',
  linkMissing: 'This unsubscribe link is incomplete. Open the whole link from the e-mail, or change your e-mail settings under Settings after signing in.',
  linkInvalid:
    'This unsubscribe link is not valid: it may have been changed or cut short. Nothing was changed. Open the whole link from the e-mail, or change your e-mail settings under Settings after signing in.',
  linkExpired:
    'This unsubscribe link has expired. Nothing was changed. Use the link in a newer e-mail, or change your e-mail settings under Settings after signing in.',
  confirm: icu<'what'>('Stop e-mails about {what}? Confirm to unsubscribe; you can turn them on again under Settings.'),
  done: icu<'what'>('You will no longer receive e-mails about {what}. You can turn them on again under Settings.'),
  already: icu<'what'>('You already receive no e-mails about {what}. You can turn them on again under Settings.'),
  digestItems: icu<'count'>('{count, plural, one {# update} other {# updates}}'),
  digestMatches: icu<'count'>('{count, plural, one {# new match} other {# new matches}}'),
  newMatchesHeading: 'New matches for you',
  digestSavedResults: icu<'count'>('{count, plural, one {# new search result} other {# new search results}}'),
  savedSearchesHeading: 'New results for your saved searches',
  savedSearchLine: icu<'name' | 'total'>('"{name}" ({total} new):'),
  savedSearchLineShown: icu<'name' | 'total' | 'shown'>('"{name}" ({shown} of {total} new):'),
  theirNote: icu<'note'>('Their note: "{note}"'),
} as const);

/** Member search, profile codes and saved searches (docs/product/matching.md). */
export const SEARCH_MSG = english({
  staff: 'Search is for members.',
  needsProfile: 'Complete the personal tab of your profile to search: results are ranked against it.',
  idList: icu<'label'>('{label} must be one or more ids from the list, separated by commas'),
  tooManyChoices: icu<'label' | 'max'>('Choose at most {max} values for {label}.'),
  city: icu<'max'>('city must be 1 to {max} characters'),
  reversed: icu<'what' | 'low' | 'high'>('The lowest {what} ({low, number}) is above the highest ({high, number}). Swap them or widen the range.'),
  /** `ids` are the ids written out, joined with ', '. */
  unknownIds: icu<'what' | 'ids'>('There is no {what} with id {ids}. Choose from the list.'),
  pastEnd: icu<'pages'>(
    '{pages, plural, one {There is only # page of results for these filters.} other {There are only # pages of results for these filters.}}',
  ),
  pastLimit: icu<'max'>('Search shows the first {max, number} results. Narrow the filters to see others.'),
  codeFormat: 'A profile code is SM followed by six letters and digits, for example SM4K7Q2P.',
  codeNotFound: 'No member has this profile code, or the profile is not available.',
  savedLimit: icu<'max'>('You can keep {max} saved searches. Delete one before saving another.'),
  savedNotFound: 'There is no such saved search among yours.',
  savedName: 'Give the search a name others of yours do not have.',
  savedStale: 'This saved search names a choice that no longer exists. Run a new search and save it again.',
  manglikUnknown: 'Give your manglik status, or your date, time and place of birth, in your profile to search by manglik compatibility.',
} as const);

/** The birth chart and the places of birth (docs/product/horoscope.md). */
export const HOROSCOPE_MSG = english({
  placeQuery: 'Type 2 to 60 letters of the town or city of birth.',
  utcOffset: 'The UTC offset is in minutes east of UTC, from -720 (UTC−12:00) to 840 (UTC+14:00); India is 330.',
  unknownPlace: 'There is no such place in the list. Search for the town or city and choose it from the list.',
  needsProfile: 'Save your profile with your date of birth first.',
  forMembers: 'The birth chart is for members.',
  optIn: 'Turn on horoscope matching in Settings to see the charts of the members you view.',
} as const);

/** Biodata share links (docs/product/biodata.md): what the API answers about them. */
export const BIODATA_MSG = english({
  notAvailable: 'This biodata is not available.',
  days: icu<'min' | 'max'>('Choose how long the link works: {min} to {max} days.'),
  needsProfile: 'Save your profile first; the biodata is made from it.',
  tooManyLinks: icu<'max'>('You can have up to {max} share links working at once. Revoke one to make another.'),
  linkNotFound: 'There is no such share link of yours.',
  forMembers: 'Share links are for members.',
} as const);

/** Family helpers (docs/product/family.md): what the API answers about them. */
export const FAMILY_MSG = english({
  nameRequired: 'Enter the name of the family member (up to 100 characters).',
  relationInvalid: 'Choose how they are related to you.',
  contactRequired: 'Enter their e-mail address or their mobile number.',
  emailInvalid: 'Enter a valid e-mail address.',
  mobileInvalid: 'Enter a valid 10-digit mobile number.',
  tooManyHelpers: icu<'max'>('You can have up to {max} family helpers. Remove one to invite another.'),
  contactIsMember: 'This e-mail address or mobile number belongs to a member or staff account, which cannot be a family helper.',
  contactHelpsEnough: icu<'max'>('This family member already helps {max} members, the most one helper can.'),
  alreadyHelper: 'This family member already helps you or has an invitation waiting.',
  helperNotFound: 'There is no such family helper of yours.',
  inviteInvalid: 'This invitation link is not valid any more. Ask for a new one.',
  inviteEmailTaken: 'This e-mail address is used by another account.',
  inviteMobileTaken: 'This mobile number is used by another account.',
  inviteCodeFirst: 'Ask for a code first.',
  inviteCodeExpired: 'The code has expired. Ask for a new one.',
  inviteEmailCodeRequired: 'Enter the code sent to your e-mail address as well.',
  inviteMobileCodeRequired: 'Enter the code sent to your mobile as well.',
  invitePasswordRequired: 'Choose a password for your own sign-in.',
  notHelping: 'You are not helping this member.',
  onlyHelpers: 'Only family helpers choose whom they act for.',
  helperCannot: 'Family helpers cannot use this. It stays with the member.',
  helperNotAllowed: 'The member has not allowed their family helpers to do this.',
  helperHasNoMember: 'You are not helping any member at the moment.',
  activityNotFound: 'There is no such act of a family helper.',
  cannotUndo: 'This can no longer be undone.',
  inviteSent: icu<'name'>('{name} has been invited. They will receive a link to join.'),
} as const);
