import { describe, expect, it } from 'vitest';
import { CODED } from '../../shared/coded-messages';
import { OtpCodeSchema } from '../../shared/schemas/auth';
import { ReportBody, SendInterestBody } from '../../shared/schemas/interests';
import { SetupCodeSchema, TwoStepCodeSchema } from '../../shared/schemas/two-step';
import { textOf } from '../../shared/message-code';
import { checkWith } from './use-struct-form';

/** The checks the forms run before sending: the data sent, or each field's message as a person reads it. */
// The fields' messages carry their codes, as the shared schemas' checks give them.
const { JOIN_TEXT, TWO_STEP_TEXT } = CODED;

describe('checkWith', () => {
  const send = checkWith(SendInterestBody, (v: Record<'template' | 'note', string>) =>
    v.template === '-1' ? { targetUserId: 7, note: v.note } : { targetUserId: 7, template: v.template },
  );

  it('adds what the page knows and sends only the fields the choice asks for', () => {
    expect(send({ template: '2', note: 'left over' })).toEqual({ data: { targetUserId: 7, template: 2 }, fields: {} });
    expect(send({ template: '-1', note: 'Glad to talk.' })).toEqual({ data: { targetUserId: 7, note: 'Glad to talk.' }, fields: {} });
  });

  it("names the field at fault in the schema's words", () => {
    const long = send({ template: '-1', note: 'x'.repeat(301) });
    expect(long.data).toBeNull();
    // A refinement's message has no code: it is a text with no code, shown as it came.
    expect(long.fields.note).toEqual({ text: expect.stringMatching(/300 characters or fewer/) });
    const report = checkWith(ReportBody, (v: Record<'details', string>) => ({ reportedUserId: 7, reason: 'fake-profile', details: v.details }));
    expect(textOf(report({ details: 'short' }).fields.details ?? '')).toMatch(/at least 10 characters/);
  });
});

describe('the code boxes', () => {
  const check = checkWith(OtpCodeSchema, (v: Record<'code', string>) => v);
  it('asks for the whole one-time code, and passes it as typed', () => {
    expect(check({ code: '123' }).fields).toEqual({ code: JOIN_TEXT.enterCode({ digits: 6 }) });
    expect(check({ code: '' }).fields).toEqual({ code: JOIN_TEXT.enterCode({ digits: 6 }) });
    expect(check({ code: '123456' }).data).toEqual({ code: '123456' });
  });

  it("turning two-step on takes only the app's 6 digits; signing in takes a recovery code too", () => {
    const setup = checkWith(SetupCodeSchema, (v: Record<'code', string>) => v);
    expect(setup({ code: '12345' }).fields).toEqual({ code: TWO_STEP_TEXT.codeRequired });
    expect(setup({ code: 'abcde-23456' }).fields).toEqual({ code: TWO_STEP_TEXT.codeRequired });
    expect(setup({ code: '123456' }).data).toEqual({ code: '123456' });
    const signIn = checkWith(TwoStepCodeSchema, (v: Record<'code', string>) => v);
    expect(signIn({ code: '' }).fields).toEqual({ code: TWO_STEP_TEXT.codeRequired });
    expect(signIn({ code: ' ABCDE-23456 ' }).data).toEqual({ code: 'abcde-23456' });
  });
});
