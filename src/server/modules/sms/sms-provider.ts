/** One SMS as the application asks for it; providers decide how it travels. */
export interface SmsMessage {
  /** 10-digit Indian mobile number. */
  to: string;
  /** Rendered text (the outbox and plain-text gateways send it as is). */
  body: string;
  /** Template name, e.g. 'otp'; DLT-registered gateways send the template id and its variables instead of the text. */
  template: string;
  vars: Record<string, string | number>;
}

export interface SmsProvider {
  name: string;
  send(message: SmsMessage): Promise<void>;
}
