import { beforeAll, describe, expect, it } from 'vitest';
import { CODED } from './coded-messages';
import { codedReply, replyMessage } from './coded-reply';
import { loadMessages, say } from './i18n/forms/messages';

beforeAll(async () => {
  await loadMessages('hi');
  await loadMessages('ta');
});

describe('a success reply’s message', () => {
  it('carries its code and values beside the English text', () => {
    expect(codedReply(CODED.MEMBER_LOOP_MSG.reportReceived)).toEqual({
      message: 'Thank you. An administrator will review this profile.',
      messageCode: 'MEMBER_LOOP_MSG.reportReceived',
      messageValues: {},
    });
  });

  it('is said by its code in English, Hindi and Tamil', () => {
    for (const said of [CODED.MEMBER_LOOP_MSG.reportReceived, CODED.TWO_STEP_TEXT.resetDone]) {
      const message = replyMessage(codedReply(said));
      expect(say('en', message)).toBe(said.text);
      expect(say('hi', message), said.code).toMatch(/[\u0900-\u097F]/);
      expect(say('ta', message), said.code).toMatch(/[\u0B80-\u0BFF]/);
    }
  });

  it('from an older server without a code, is shown as it came', () => {
    expect(say('hi', replyMessage({ message: 'Thank you.' }))).toBe('Thank you.');
  });
});
