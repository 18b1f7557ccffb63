import { describe, expect, it } from 'vitest';
import { masterWords } from '../../../shared/i18n/admin/masters';
import { MODULE_RESOURCES, resourceByPath } from '../../../shared/resources';
import { fieldMessage } from '../../../shared/validation/field-struct';
import { uncoded, type MessageOrText } from '../../../shared/message-code';
import { checkMessage } from './words';

const religion = resourceByPath('religion-master');
const plan = MODULE_RESOURCES.find((r) => r.path === 'SubscriptionPlan')!;
const users = resourceByPath('user-master');
const fieldOf = (resource: typeof religion, name: string) => resource.fields.find((f) => f.name === name)!;
const name = fieldOf(religion, 'name');
const sortOrder = fieldOf(religion, 'sortOrder');
const said = (message: ReturnType<typeof fieldMessage>) => message as MessageOrText;

describe('a master form’s check messages', () => {
  it('carry a code and the field’s name and limit, never its label', () => {
    expect(fieldMessage(name, 'x'.repeat(201), true)).toEqual({
      code: 'FIELD_CHECK.longest',
      values: { field: 'name', max: 200 },
      text: 'Name must be at most 200 characters',
    });
    expect(fieldMessage(name, '', true)).toMatchObject({ code: 'FIELD_CHECK.required', values: { field: 'name' } });
    expect(fieldMessage(sortOrder, -1, false)).toMatchObject({ code: 'FIELD_CHECK.least', values: { field: 'sortOrder', min: 0 } });
  });

  it('read in English as the shared check writes them', () => {
    expect(checkMessage(masterWords.en, religion, said(fieldMessage(name, '', true)))).toBe('Name is required');
    expect(checkMessage(masterWords.en, religion, said(fieldMessage(sortOrder, -1, false)))).toBe('Sort order must be at least 0');
  });

  it('read in Hindi and Tamil with the field’s label in that language, found by the field’s name', () => {
    expect(checkMessage(masterWords.hi, religion, said(fieldMessage(name, '', true)))).toBe('नाम भरना ज़रूरी है');
    expect(checkMessage(masterWords.ta, religion, said(fieldMessage(name, 'x'.repeat(201), true)))).toBe('பெயர் அதிகபட்சம் 200 எழுத்துகள் இருக்கலாம்');
    expect(checkMessage(masterWords.hi, religion, said(fieldMessage(sortOrder, -1, false)))).toBe('क्रम संख्या कम से कम 0 होना चाहिए');
    // The same field name on another screen takes that screen's label.
    const planName = fieldOf(plan, 'name');
    expect(checkMessage(masterWords.hi, plan, said(fieldMessage(planName, '', true)))).toBe(
      masterWords.hi.checks.required({ label: masterWords.hi.fields.SubscriptionPlan.name }),
    );
  });

  it('word every check the resource fields can fail, in each language', () => {
    const cases: Array<[typeof religion, string, unknown]> = [
      [users, 'email', 'not-an-address'],
      [users, 'isVerified', 7],
      [users, 'userRoleId', 0],
      [users, 'name', 42],
      [plan, 'price', 'ten'],
      [religion, 'sortOrder', 1.5],
    ];
    for (const [resource, fieldName, value] of cases) {
      const message = fieldMessage(fieldOf(resource, fieldName), value, true);
      expect(message, fieldName).toMatchObject({ code: expect.stringMatching(/^FIELD_CHECK\./), values: { field: fieldName } });
      expect(checkMessage(masterWords.hi, resource, said(message)), fieldName).toMatch(/[\u0900-\u097F]/);
      expect(checkMessage(masterWords.ta, resource, said(message)), fieldName).toMatch(/[\u0B80-\u0BFF]/);
    }
  });

  it('leave any other message to the caller', () => {
    expect(checkMessage(masterWords.hi, religion, uncoded('A religion with these details already exists.'), () => 'other')).toBe('other');
    expect(checkMessage(masterWords.hi, religion, { code: 'FIELD_CHECK.required', values: { field: 'noSuchField' }, text: 'x' }, () => 'other')).toBe('other');
  });
});
