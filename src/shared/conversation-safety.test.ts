import { describe, expect, it } from 'vitest';
import { hadMet, MET_AFTER_DAYS, MET_AFTER_MESSAGES_EACH, safetyConcernOf } from './conversation-safety.ts';

describe('the conversation safety rules', () => {
  it('leave ordinary messages alone', () => {
    for (const text of [
      'Hello! I read your profile, you like music too.',
      'My parents live in Chennai; we visit every Diwali.',
      'I work 9 to 6 and my office is 10 km away.',
      'नमस्ते, आपका परिवार कहाँ रहता है?',
      'வணக்கம், நீங்கள் எந்த ஊர்?',
      'Our family paid a visit to the temple on Sunday.',
      'I was born in 1994 and have two sisters.',
    ])
      expect(safetyConcernOf(text), text).toBeNull();
  });

  it('see a payment link: UPI ids, upi:// links, payment apps and bank details', () => {
    for (const text of [
      'my id is ravi.kumar@okaxis',
      'send to 9876543210@ybl',
      'priya@paytm please',
      'upi://pay?pa=someone@oksbi&am=5000',
      'Just GPay me',
      'I use PhonePe',
      'share your bank details',
      'What is your account number and IFSC?',
    ])
      expect(safetyConcernOf(text), text).toBe('payment-link');
  });

  it('see money asked for: an amount or a word for money with a word that asks, in English, Hindi and Tamil', () => {
    for (const text of [
      'Please send ₹5000 urgently',
      'I need Rs. 20,000 for my mother',
      'Can you transfer 10k rupees',
      'I need money for the hospital',
      'Can you lend me some cash?',
      'mujhe paise bhejo',
      'मुझे पैसे चाहिए',
      'कृपया 5000 रुपये भेजो',
      'எனக்கு பணம் வேண்டும்',
      'ரூபாய் அனுப்புங்கள்',
    ])
      expect(safetyConcernOf(text), text).toBe('money');
  });

  it('see a move off the site: WhatsApp, Telegram, call me on, a mobile number, an e-mail address', () => {
    for (const text of [
      'WhatsApp me',
      "let's talk on whatsapp",
      'Are you on Telegram?',
      'call me on this number',
      'my number is 98765 43210',
      'reach me at +91-9876543210',
      'write to priya.sharma@gmail.com',
      'व्हाट्सएप पर बात करें',
      'टेलीग्राम पर आओ',
      'வாட்ஸ்அப்பில் பேசலாம்',
    ])
      expect(safetyConcernOf(text), text).toBe('off-site');
  });

  it('name a payment link before money, and money before a move off the site', () => {
    expect(safetyConcernOf('Send ₹2000 to me@ybl and WhatsApp me')).toBe('payment-link');
    expect(safetyConcernOf('Send ₹2000, WhatsApp me when done')).toBe('money');
  });

  it('count two members as met once their conversation is old enough and each has written enough', () => {
    const start = '2026-11-01T10:00:00.000Z';
    const later = new Date(Date.parse(start) + MET_AFTER_DAYS * 86_400_000).toISOString();
    const enough = MET_AFTER_MESSAGES_EACH;
    expect(hadMet({ conversationStartedAt: start, sentAt: later, writtenBefore: [enough, enough] })).toBe(true);
    expect(hadMet({ conversationStartedAt: start, sentAt: later, writtenBefore: [enough, enough - 1] })).toBe(false);
    expect(hadMet({ conversationStartedAt: start, sentAt: '2026-11-02T10:00:00.000Z', writtenBefore: [50, 50] })).toBe(false);
  });
});
