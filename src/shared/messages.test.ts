import { describe, expect, it } from 'vitest';
import * as C from './constants';
import { MSG, PUBLIC_TEXT, VALIDATION } from './messages';

/**
 * The product's literal texts and figures (docs/product/messages.md, docs/product/limits.md), written out here rather than read from the
 * constants the UI renders: a typo in messages.ts or constants.ts fails this test even though
 * every other test (which compares against the same constants) would still pass.
 */
describe("the product's texts, verbatim (docs/product/messages.md)", () => {
  it.each([
    [MSG.fetchFailed, 'Failed to fetch'],
    [MSG.unknownError, 'Unknown error'],
    [MSG.apiError, 'API Error'],
    [MSG.registrationSuccess, 'Registration Success!'],
    [MSG.registrationFailed, 'Registration failed'],
    [MSG.somethingWentWrong, 'Something went wrong!'],
    [MSG.serverError, 'Server error'],
    [MSG.registering, 'Registering...'],
    [MSG.verifyOtpsTitle, 'Verify OTPs'],
    [MSG.completeProfileTitle, 'Complete Your Profile'],
    [MSG.loginSuccess, 'Login Successful!'],
    [MSG.loginFailedDefault, 'Login failed'],
    [MSG.loginAlert({ message: 'Login failed' }), 'ALERT: Login failed'],
    [MSG.networkError, 'Network error'],
    [MSG.logoutSuccess, 'Logout successful!'],
    [MSG.logoutFailed, 'Logout failed!'],
    [MSG.forgotPassword, 'Forgot password?'],
    [MSG.passwordUpdateFailed, 'Password update failed'],
    [MSG.resetEmailInvalid, 'Please enter a valid email address.'],
    [MSG.resetSuccess, 'Reset password sent to your email'],
    [MSG.resetFailed, 'Reset password failed'],
    [MSG.unexpectedError, 'An unexpected error occurred'],
    [MSG.otpSuccess, 'Verification successful!'],
    [MSG.otpSuccessLogin, 'Verification successful'],
    [MSG.otpFailedWarning, 'Otp verification failed!'],
    [MSG.otpFailed, 'OTP verification failed'],
    [MSG.otpFailed3, 'Verification failed for 3 times!'],
    [MSG.otpFailed3Login, 'Otp verification failed 3 times'],
    [MSG.userIdMissing, 'User ID not found. Please register again.'],
    [MSG.profileSaveFailed, 'Failed to save profile. Please try again.'],
    [MSG.profileSubmitFailed, 'Failed to submit profile.'],
    [MSG.profileSubmitUnexpected, 'An unexpected error occurred. Please try again.'],
    [MSG.profileSubmitted, 'Profile submitted successfully!'],
    [MSG.profileCreateFailed, 'Failed to create profile'],
    [MSG.submitProfile, 'Submit Profile'],
    [MSG.submitting, 'Submitting...'],
    [MSG.loadUsersFailed, 'Failed to load users'],
    [MSG.summaryFetchFailed, 'Fetch failed'],
    [MSG.noDocuments, 'No documents found for the user.'],
    [MSG.uploadFailed, 'Failed to upload document.'],
    [MSG.unexpectedApplicationError, 'Unexpected Application Error!'],
    [MSG.contactSuccess, 'Message sent successfully!'],
    [MSG.contactFailed, 'Failed to send message. Please try again.'],
    [MSG.contactUnexpected, 'An unexpected error occurred. Please try again.'],
    [VALIDATION.usernameRequired, 'Username is required'],
    [VALIDATION.passwordMin, 'Password must be at least 6 characters long'],
    [VALIDATION.emailInvalid, 'Please enter a valid email'],
    [VALIDATION.mobileInvalid, 'Please enter a valid 10-digit mobile number'],
    [VALIDATION.passwordsMismatch, 'Passwords do not match'],
    [PUBLIC_TEXT.browseProfiles, 'Browse Profiles'],
    [PUBLIC_TEXT.knowMore, 'KNOW MORE'],
    [PUBLIC_TEXT.readMore, 'READ MORE'],
    [PUBLIC_TEXT.joinNow, 'Join Matrimonial Now'],
    [PUBLIC_TEXT.eliteTitle, 'Elite Matrimony'],
  ])('%j reads %j', (actual, expected) => {
    expect(actual).toBe(expected);
  });

  it('and its figures', () => {
    expect({
      progressDenominator: C.PROFILE_PROGRESS_DENOMINATOR,
      requestTimeoutMs: C.REQUEST_TIMEOUT_MS,
      successCodes: [C.SUCCESS_CODE_MIN, C.SUCCESS_CODE_MAX],
      toastMs: [C.TOAST_SUCCESS_MS, C.TOAST_ERROR_MS, C.TOAST_DEFAULT_MS],
      toastLimit: C.TOAST_LIMIT,
      otpAttempts: C.OTP_ATTEMPTS_ALLOWED,
      passwordMin: C.PASSWORD_MIN,
      mobileDigits: C.MOBILE_DIGITS,
      pinCodeMax: C.PIN_CODE_MAX,
      contact: [C.CONTACT_NAME_MAX, C.CONTACT_EMAIL_MAX, C.CONTACT_MESSAGE_MAX],
      minMemberAge: C.MIN_MEMBER_AGE,
      carousels: [C.HERO_AUTOPLAY_MS, C.TESTIMONIAL_AUTOPLAY_MS, C.ASSISTED_IMAGE_ROTATION_MS],
      menuCloseMs: C.MOBILE_MENU_CLOSE_MS,
      touchHighlightMs: C.TOUCH_HIGHLIGHT_MS,
      authStorageKey: C.AUTH_STORAGE_KEY,
      registrantRoleId: C.REGISTRANT_ROLE_ID,
      neverMarried: C.MARITAL_STATUS_NEVER_MARRIED,
    }).toEqual({
      progressDenominator: 55,
      requestTimeoutMs: 30_000,
      successCodes: [200, 204],
      toastMs: [2_000, 4_000, 4_000],
      toastLimit: 20,
      otpAttempts: 3,
      passwordMin: 6,
      mobileDigits: 10,
      pinCodeMax: 6,
      contact: [50, 100, 1000],
      minMemberAge: 18,
      carousels: [6_000, 6_000, 5_000],
      menuCloseMs: 300,
      touchHighlightMs: 150,
      authStorageKey: 'authData',
      registrantRoleId: 2,
      neverMarried: 1,
    });
  });
});
