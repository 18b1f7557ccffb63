import type { SmsProvider } from './sms-provider.ts';

export interface Msg91Options {
  /** Flow API endpoint; SMS_API_URL overrides it (tests point it at a local stand-in). */
  url: string | null;
  authKey: string;
  templateId: string | null;
  sender: string;
  /** How long a member's request waits for the gateway before the SMS counts as failed. */
  timeoutMs: number;
}

const DEFAULT_URL = 'https://control.msg91.com/api/v5/flow/';

/**
 * MSG91's Flow API (DLT-registered templates, the usual route for Indian OTP SMS):
 * POST { template_id, short_url, recipients: [{ mobiles: '91XXXXXXXXXX', <template vars> }] }
 * with the `authkey` header. MSG91 answers { type: 'success' | 'error', message }.
 */
export function msg91SmsProvider(options: Msg91Options): SmsProvider {
  return {
    name: 'msg91',
    async send({ to, vars }) {
      const response = await fetch(options.url ?? DEFAULT_URL, {
        method: 'POST',
        headers: { authkey: options.authKey, 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify({
          template_id: options.templateId,
          sender: options.sender,
          short_url: '0',
          recipients: [{ mobiles: `91${to}`, ...Object.fromEntries(Object.entries(vars).map(([k, v]) => [k, String(v)])) }],
        }),
        signal: AbortSignal.timeout(options.timeoutMs),
      }).catch((error: Error) => {
        throw new Error(error.name === 'TimeoutError' ? `MSG91 did not answer within ${options.timeoutMs} ms` : `MSG91 could not be reached: ${error.message}`);
      });
      const reply = (await response.json().catch(() => null)) as { type?: string; message?: string } | null;
      if (!response.ok || reply?.type !== 'success') {
        throw new Error(`MSG91 refused the message: HTTP ${response.status} ${reply?.message ?? ''}`.trim());
      }
    },
  };
}
