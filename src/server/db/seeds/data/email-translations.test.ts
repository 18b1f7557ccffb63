import { describe, expect, it } from 'vitest';
import { EMAIL_TEMPLATES, SMS_TEMPLATES } from './email';
import { TRANSLATED_EMAIL_TEMPLATES, TRANSLATED_SMS_TEMPLATES } from './email-translations';

const placeholders = (text: string) => [...new Set(text.match(/\{\{\w+\}\}/g) ?? [])].sort();
const SCRIPT = { hi: /[\u0900-\u097F]/, ta: /[\u0B80-\u0BFF]/ } as const;

describe('the Hindi and Tamil member mails', () => {
  it('give every member mail in both languages, with unique names', () => {
    const members = EMAIL_TEMPLATES.filter((t) => t.typeCode !== 'contact' && t.typeCode !== 'contact-ack').map((t) => t.typeCode);
    for (const locale of ['hi', 'ta'] as const) {
      expect(TRANSLATED_EMAIL_TEMPLATES.filter((t) => t.locale === locale).map((t) => t.typeCode).sort()).toEqual([...members].sort());
    }
    const names = [...EMAIL_TEMPLATES, ...TRANSLATED_EMAIL_TEMPLATES].map((t) => t.name);
    expect(new Set(names).size).toBe(names.length);
  });

  it('carry exactly the placeholders of the English text, written in their own script', () => {
    for (const t of TRANSLATED_EMAIL_TEMPLATES) {
      const english = EMAIL_TEMPLATES.find((e) => e.typeCode === t.typeCode)!;
      expect(placeholders(t.subject), `${t.name} subject`).toEqual(placeholders(english.subject));
      expect(placeholders(t.body), `${t.name} body`).toEqual(placeholders(english.body));
      expect(t.body).toMatch(SCRIPT[t.locale as 'hi' | 'ta']);
    }
    for (const locale of ['hi', 'ta'] as const) {
      expect(placeholders(TRANSLATED_SMS_TEMPLATES[locale].otp)).toEqual(placeholders(SMS_TEMPLATES.otp));
      expect(TRANSLATED_SMS_TEMPLATES[locale].otp).toMatch(SCRIPT[locale]);
    }
  });
});
