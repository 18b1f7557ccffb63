import { describe, expect, it } from 'vitest';
import { masterWords } from '../../../shared/i18n/admin/masters';
import { resourceByPath } from '../../../shared/resources';
import { fieldMessage } from '../../../shared/validation/field-struct';
import { checkMessage } from './words';

const religion = resourceByPath('religion-master');
const name = religion.fields.find((f) => f.name === 'name')!;
const sortOrder = religion.fields.find((f) => f.name === 'sortOrder')!;

describe('a master form’s check messages', () => {
  it('stay as the shared check writes them in English', () => {
    const message = String(fieldMessage(name, '', true));
    expect(checkMessage(masterWords.en, religion, name, message)).toBe('Name is required');
  });

  it('read in Hindi and Tamil with the field’s label in that language', () => {
    expect(checkMessage(masterWords.hi, religion, name, String(fieldMessage(name, '', true)))).toBe('नाम भरना ज़रूरी है');
    expect(checkMessage(masterWords.ta, religion, name, String(fieldMessage(name, 'x'.repeat(201), true)))).toBe('பெயர் அதிகபட்சம் 200 எழுத்துகள் இருக்கலாம்');
    expect(checkMessage(masterWords.hi, religion, sortOrder, String(fieldMessage(sortOrder, -1, false)))).toBe('क्रम संख्या कम से कम 0 होना चाहिए');
  });

  it('leave any other message to the caller', () => {
    expect(checkMessage(masterWords.hi, religion, name, 'A religion with these details already exists.', () => 'other')).toBe('other');
  });
});
