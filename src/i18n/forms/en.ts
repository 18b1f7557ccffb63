import { JOIN_TEXT, MSG, PUBLIC_TEXT } from '../../shared/messages';
import type { Widen } from '../widen';

/**
 * The React islands' words on the public pages (login, registration, password reset, contact).
 * The product's texts (MSG, JOIN_TEXT; docs/product/messages.md) are used as they are, so English stays verbatim.
 */
export const enForms = {
  login: {
    formName: 'Sign in',
    email: 'Email',
    password: 'Password',
    forgotPassword: MSG.forgotPassword,
    submit: 'Sign in',
    submitting: 'Signing in...',
    newHere: 'New here?',
    createAccount: 'Create a free account',
    loading: 'Loading…',
    profileSubmitted: JOIN_TEXT.profileSubmittedSignIn,
    removedAfterThree: JOIN_TEXT.removedAfterThreeLogin,
    registerAgain: JOIN_TEXT.registerAgain,
    loginSuccess: MSG.loginSuccess,
    alert: MSG.loginAlert,
  },
  register: {
    accountTitle: 'Create your free account',
    accountLead: 'Register in a minute, verify your e-mail and mobile with one code, then complete your profile.',
    profileTitle: MSG.completeProfileTitle,
    profileLead: 'Tell families about yourself. Each step is saved as you go; you can change everything later from your dashboard.',
    loadingProfile: 'Loading your profile form...',
    waiting: 'Your account is waiting for verification.',
    enterCode: 'Enter the code',
    removedAfterThree: JOIN_TEXT.removedAfterThreeRegister,
    formName: 'Registration form',
    fullName: 'Full name',
    email: 'Email',
    mobile: 'Mobile number',
    mobileHint: '10 digits, without +91',
    password: 'Password',
    passwordHint: 'At least 6 characters',
    confirmPassword: 'Confirm password',
    submit: 'Register',
    submitting: MSG.registering,
    marriageOnly: JOIN_TEXT.marriageOnly,
    termsLink: JOIN_TEXT.termsLink,
    and: 'and',
    privacyLink: JOIN_TEXT.privacyLink,
    /** Closes the sentence after the privacy link; begins with a space where the language needs one. */
    agreeEnd: '.',
    alreadyRegisteredShort: 'Already registered?',
    signIn: 'Sign in',
    success: MSG.registrationSuccess,
    alreadyRegistered: JOIN_TEXT.alreadyRegisteredHelp,
    signInInstead: JOIN_TEXT.signInInstead,
  },
  /**
   * The sign-in and registration dialogs. The e-mail address (and mobile number) go between the
   * parts; each part takes the code's length so each language can say it where its grammar puts it.
   */
  dialogs: {
    resetTitle: 'Reset your password',
    resetLead: 'Enter the e-mail address you registered with. If it has an account, we will send a link to set a new password.',
    resetSubmit: 'Send reset link',
    resetSubmitting: 'Sending...',
    verify: 'Verify',
    verifying: 'Verifying...',
    loginVerifyTitle: 'Verify your account',
    loginCodeBefore: (digits: string) => `Your account is not verified yet. We sent a fresh ${digits}-digit code to`,
    loginCodeAfter: (_digits: string) => ' and to your mobile. The same code verifies both.',
    registerVerifyTitle: MSG.verifyOtpsTitle,
    codeBefore: (digits: string) => `We sent a ${digits}-digit code to`,
    codeMiddle: 'and to your mobile',
    codeAfter: (_digits: string) => '. The same code verifies both.',
  },
  reset: {
    formName: JOIN_TEXT.resetTitle,
    linkMissing: JOIN_TEXT.resetLinkMissing,
    goToLogin: 'Go to login',
    requestNewLink: 'Request a new link',
    newPassword: 'New password',
    newPasswordHint: 'At least 6 characters',
    confirmPassword: 'Confirm new password',
    submit: 'Set new password',
    submitting: 'Saving...',
    done: JOIN_TEXT.resetDone,
  },
  contact: {
    formName: 'Contact form',
    name: 'Your name',
    email: 'Email',
    contactNo: 'Contact number',
    contactNoHint: '10 to 15 digits, for example +919876543210',
    message: 'Message',
    characters: (count: string, max: string) => `${count} / ${max} characters`,
    submit: 'Send message',
    submitting: 'Sending...',
    sent: MSG.contactSuccess,
    failed: MSG.contactFailed,
    unexpected: MSG.contactUnexpected,
    thanks: PUBLIC_TEXT.contactThanks,
  },
};

export type FormsText = Widen<typeof enForms>;
