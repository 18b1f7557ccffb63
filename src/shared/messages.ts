/**
 * Every user-visible text of the specification, verbatim (sections 4, 5 and 8).
 * Browser and server import these; tests assert against the same constants.
 */
export const MSG = {
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
  loginAlert: (message: string) => `ALERT: ${message}`,
  networkError: 'Network error',
  logoutSuccess: 'Logout successful!',
  logoutFailed: 'Logout failed!',
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
} as const;

/** Validation texts of specification section 5. */
export const VALIDATION = {
  usernameRequired: 'Username is required',
  passwordMin: 'Password must be at least 6 characters long',
  emailInvalid: 'Please enter a valid email',
  mobileInvalid: 'Please enter a valid 10-digit mobile number',
  passwordsMismatch: 'Passwords do not match',
} as const;

/** Contact form field messages (the specification gives the limits, not the texts). */
export const CONTACT_VALIDATION = {
  nameRequired: 'Name is required',
  nameMax: 'Name must be at most 50 characters',
  emailRequired: 'Email is required',
  emailInvalid: 'Please enter a valid email address',
  emailMax: 'Email must be at most 100 characters',
  contactNoRequired: 'Contact number is required',
  contactNoInvalid: 'Enter 10 to 15 digits, optionally starting with +',
  messageRequired: 'Message is required',
  messageMax: 'Message must be at most 1000 characters',
} as const;

/** Public-site texts that tests assert on. */
export const PUBLIC_TEXT = {
  contactThanks: 'Thank you for writing to us. Our team will reply within one working day.',
  browseProfiles: 'Browse Profiles',
  knowMore: 'KNOW MORE',
  readMore: 'READ MORE',
  joinNow: 'Join Matrimonial Now',
  eliteTitle: 'Elite Matrimony',
  notFoundTitle: 'Page not found',
  registerFree: 'Register free',
} as const;

/** Profile field messages (the specification gives the rules of section 3, not these texts). */
export const PROFILE_VALIDATION = {
  required: (label: string) => `${label} is required`,
  wholeNumber: (label: string) => `${label} must be a whole number`,
  number: (label: string) => `${label} must be a number`,
  chooseFromList: (label: string) => `${label} must be chosen from the list`,
  atLeast: (label: string, min: number) => `${label} must be at least ${min}`,
  atMost: (label: string, max: number) => `${label} must be at most ${max}`,
  tooLong: (label: string, max: number) => `${label} must be at most ${max} characters`,
  dateFormat: 'Date of birth must be a date like 1995-08-15',
  dobFuture: 'Date of birth cannot be in the future',
  dobUnderAge: 'You must be at least 18 years old to register',
  pinCode: 'Pin code must be exactly 6 digits',
  ageRange: 'Minimum age cannot be more than maximum age',
  childrenWhenNeverMarried: 'Number of children must be empty when marital status is Never Married',
  casteReligion: 'This caste does not belong to the chosen religion',
  stateCountry: 'This state does not belong to the chosen country',
  unknownOption: (label: string) => `${label}: the chosen option does not exist`,
  invalidProfile: 'Please correct the highlighted fields.',
  sectionMissing: (section: string) => `The ${section} section is missing. Please fill it in and save again.`,
  notInProfile: 'This is not a field of the profile; please remove it.',
  userIdMissing: 'Please say which member this profile belongs to (their user ID).',
  profileNotObject: 'Please send the profile as a JSON object of its sections.',
} as const;

/** Document texts (the specification names the formats; these words are ours). */
export const DOCUMENT_TEXT = {
  uploadInProgress: 'Your previous upload is still being processed. Please wait for it to finish.',
  uploadsBusy: 'Many uploads are being processed right now. Please try again in a few seconds.',
  viewPdf: 'View PDF',
  wrongType: 'Only JPG, PNG or PDF files can be uploaded.',
  photoMustBeImage: 'Photos must be JPG or PNG images.',
  tooLarge: (mb: number) => `The file is too large; the limit is ${mb} MB.`,
  tooManyPixels: 'The image is too large; please upload a photo under 40 megapixels.',
  unreadableImage: 'The image could not be read; please upload a valid JPG or PNG.',
  fileRequired: 'Please choose a file to upload.',
  uploadUnreadable: 'The upload could not be read; send it as multipart/form-data with the file and its fields.',
  linkExpired: 'This link has expired or is not valid. Reload the page to get a fresh one.',
  notFound: 'This document does not exist.',
  gone: 'This document is no longer available.',
  purgeNeedsVerify: 'Verify this document before purging its file.',
  purgePhoto: 'Photos are part of the profile members see; only identity and certificate files are purged.',
  alreadyPurged: "This document's file has already been purged; its verified mark is kept.",
  verified: 'Document verified.',
  purged: 'File purged. The verified mark is kept.',
  removeTitle: 'Delete this document?',
  removeQuestion: (label: string) => `${label} will be removed from your profile when you save it (Next or Submit Profile).`,
  removeConfirm: 'Delete',
} as const;

/** Terms and consent line under the registration form (DESIGN §14). */
export const JOIN_TEXT = {
  marriageOnly: 'This site is only for people seeking marriage. By registering you agree to our',
  termsLink: 'Terms of Use',
  privacyLink: 'Privacy Policy',
  resetTitle: 'Set a new password',
  resetDone: 'Your password has been changed. Please sign in.',
  resetLinkMissing: 'This reset link is incomplete. Please request a new one from the login page.',
  signInInstead: 'Sign in instead',
  alreadyRegisteredHelp: 'Already have an account? Sign in to continue where you left off; an unverified account is asked for its code there.',
  profileSubmittedSignIn: 'Your profile was submitted. Sign in to see your matches.',
  completeProfileBanner: (percent: number) => `Complete your profile (${percent} %)`,
  completeProfileHelp: 'Members see a profile only once its main sections are filled in.',
  enterCode: (digits: number) => `Enter the ${digits}-digit code.`,
  sendNewCode: 'Send a new code',
  sendNewCodeIn: (seconds: number) => `Send a new code in ${seconds} s`,
  newCodeSent: 'A new code has been sent.',
  removedAfterThreeRegister:
    'The code was wrong three times, so the unfinished account was removed and nothing was kept. Register again below to receive a new code.',
  removedAfterThreeLogin: 'The code was wrong three times, so the unverified account was removed. Register again to receive a new code.',
  registerAgain: 'Register again',
} as const;

/** Dashboard texts the specification leaves open. */
export const DASHBOARD_TEXT = {
  notFoundHelp: 'There is no page at this address. It may have moved, or the link may be mistyped; the menu leads to every page.',
  welcome: (name: string) => `Welcome, ${name}.`,
  paymentCancelled: 'Payment cancelled. Nothing was charged.',
  roleChangeTitle: 'Change role?',
  roleChangeQuestion: (member: string, role: string) =>
    `Make ${member} ${/^[aeiou]/i.test(role) ? 'an' : 'a'} ${role}? The new role's pages and rights apply from their next request.`,
  roleChangeConfirm: 'Change role',
} as const;

/** How document types read on screen; the stored names and their keys (aadharCard …) stay as specified. */
export const DOCUMENT_LABELS: Record<string, string> = {
  aadharCard: 'Aadhaar card',
  panCard: 'PAN card',
  voterId: 'Voter ID',
};

/** Account texts the specification leaves unshown (server answers and form messages). */
export const AUTH_TEXT = {
  smsNotSent: 'We could not send the code by SMS just now. The same code is in your e-mail.',
  nameRequired: 'Name is required',
  nameMax: 'Name must be at most 100 characters',
  emailMax: 'Email must be at most 254 characters',
  passwordMax: 'Password must be at most 128 characters',
  passwordCommon: 'This password is too common. Please choose another.',
  currentPasswordRequired: 'Current password is required',
  currentPasswordWrong: 'Current password is not correct',
  emailOtpRequired: 'Email OTP is required',
  mobileOtpRequired: 'SMS OTP is required',
  otpFormat: 'The code must be 6 digits',
  otpWrong: (attemptsLeft: number) => `The code is not correct. ${attemptsLeft} attempt${attemptsLeft === 1 ? '' : 's'} left.`,
  otpExpired: 'This code has expired. Please ask for a new one.',
  userIdRequired: 'User ID is required',
  verificationTokenRequired: 'The verification token is missing. Please sign in again.',
  verificationTokenInvalid: 'This verification session is not valid. Please sign in again.',
  emailTaken: 'This email is already registered',
  mobileTaken: 'This mobile number is already registered',
  alreadyRegistered: 'This email or mobile number is already registered',
  alreadyVerified: 'This account is already verified.',
  invalidCredentials: 'Invalid email or password',
  resetLinkInvalid: 'This reset link is invalid or has expired.',
  resendCooldown: (seconds: number) => `Please wait ${seconds} seconds before asking for a new code.`,
  tooManyRequests: (seconds: number) => `Too many requests. Please try again in ${seconds} seconds.`,
  tooManyProfileViews: (max: number, seconds: number) =>
    `You have opened ${max} profiles in the last hour, the most we allow so that profiles cannot be copied in bulk. Please try again in ${Math.ceil(seconds / 60)} minutes.`,
  resetTokenRequired: 'The reset link is incomplete. Please request a new one.',
} as const;
