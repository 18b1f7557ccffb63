import { describe, expect, it } from 'vitest';
import { create, object } from 'superstruct';
import { cleaned, cleanText } from './clean-text';

describe('cleanText', () => {
  it('drops control, direction and zero-width characters and keeps tab and new line', () => {
    expect(cleanText('a\u001b\u0007\u0008b\u007f\u0085\u009f')).toBe('ab');
    expect(cleanText('\u202agpj\u202e.exe\u202c\u2066x\u2069')).toBe('gpj.exex');
    expect(cleanText('Ra\u200bhul\u2060 \ufeffGupta')).toBe('Rahul Gupta');
    expect(cleanText('line one\n\tline two\r\n')).toBe('line one\n\tline two\r\n');
  });

  it('keeps the joiners inside Hindi and Tamil words and emoji, and drops them elsewhere', () => {
    expect(cleanText('क्\u200dष और क्\u200cष')).toBe('क्\u200dष और क्\u200cष');
    expect(cleanText('ஸ்\u200cரீ ஸ்\u200dரீ')).toBe('ஸ்\u200cரீ ஸ்\u200dரீ');
    expect(cleanText('👨\u200d👩\u200d👧')).toBe('👨\u200d👩\u200d👧');
    expect(cleanText('pay\u200dpal \u200cx')).toBe('paypal x');
  });

  it('is the forms’ coercion too', () => {
    expect(create({ name: 'Asha\u202e Rao' }, object({ name: cleaned() }))).toEqual({ name: 'Asha Rao' });
  });
});
