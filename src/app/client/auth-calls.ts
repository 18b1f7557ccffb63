import { apiPost, request } from './api';
import type { CodeSentResult, LoginInput, LoginResult, MeResult, OtpSentTo, RegisterInput, RegisterResult, VerifyOtpResult } from '../../shared/schemas/auth';
import { replyMessage } from '../../shared/coded-reply';
import type { Message } from '../../shared/message-code';
import { REGISTRANT_ROLE_ID } from '../../shared/constants';
import type { TwoStepSetup } from '../../shared/schemas/two-step';

/** The account calls of the join and sign-in screens (docs/product/api.md). */
export const registerAccount = (input: RegisterInput) => apiPost<RegisterResult>('/auth/register', { ...input, userRoleId: REGISTRANT_ROLE_ID });

export const login = (input: LoginInput) => apiPost<LoginResult>('/auth/login', input);

export interface PendingVerification {
  userId: number;
  verificationToken: string;
  email: string;
  mobile: string;
  /** The code could not go by SMS (it is in the e-mail): said in the dialog, in the reader's language. */
  smsNotSent?: Message;
}

/** The reply's word that the SMS was not sent, with its code when the server gave one (an older server's has none). */
export const smsNotSentOf = (sentTo: OtpSentTo | undefined): Message | undefined =>
  sentTo?.smsNotSent === undefined
    ? undefined
    : replyMessage({ message: sentTo.smsNotSent, messageCode: sentTo.smsNotSentCode, messageValues: sentTo.smsNotSentValues });

export const verifyOtp = (pending: PendingVerification, emailOtpCode: string, mobileOtpCode: string) =>
  apiPost<VerifyOtpResult>('/auth/verify-otp', { ...pending, emailOtpCode, mobileOtpCode });

export const resendOtp = ({ userId, verificationToken }: PendingVerification) => apiPost<CodeSentResult>('/auth/resend-otp', { userId, verificationToken });

/** After 3 failed checks (docs/product/states.md); harmless when the server has already removed the account. */
export const deleteUnverified = ({ userId, verificationToken }: PendingVerification) =>
  request<unknown>(`/auth/unverified/${userId}`, { method: 'DELETE', headers: { 'X-Verification-Token': verificationToken } });

export const requestPasswordReset = (email: string) => apiPost<{ success: boolean; message: string }>('/auth/reset-password', { email });

export const completePasswordReset = (token: string, newPassword: string, confirmPassword: string) =>
  apiPost<{ success: boolean; message?: string }>('/auth/complete-reset', { token, newPassword, confirmPassword });

/** The second step of a sign-in (a challenge token from /auth/login, not a session). */
export const verifyTwoStep = (challengeToken: string, code: string) => apiPost<LoginResult>('/auth/two-step/challenge/verify', { challengeToken, code });
export const startTwoStepSetup = (challengeToken: string) => apiPost<TwoStepSetup>('/auth/two-step/challenge/setup', { challengeToken });
export const confirmTwoStepSetup = (challengeToken: string, code: string) => apiPost<LoginResult>('/auth/two-step/challenge/confirm', { challengeToken, code });

/** Who a session belongs to, asked with that session's token (the registration's, before it is stored). */
export const fetchMe = (token: string) => request<MeResult>('/auth/me', { method: 'GET', headers: { Authorization: `Bearer ${token}` } });
