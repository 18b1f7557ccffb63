/**
 * Every user-visible text of the specification, verbatim (sections 4, 5 and 8).
 * Browser and server import these; tests assert against the same constants.
 */
export const MSG = {
  // lists and calls
  fetchFailed: 'Failed to fetch',
  unknownError: 'Unknown error',
  apiError: 'API Error',
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
} as const;
