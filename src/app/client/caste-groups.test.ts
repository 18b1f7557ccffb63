import { describe, expect, it } from 'vitest';
import { casteChoices, groupCastes, keepCastesOf } from './caste-groups';

const religions = [
  { id: 1, name: 'Hindu' },
  { id: 2, name: 'Muslim' },
  { id: 3, name: 'Other' },
  { id: 4, name: 'Christian' },
];

describe('the caste filter grouped by religion', () => {
  it('puts each caste under its religion, groups sorted with Other last', () => {
    const groups = groupCastes(
      [
        { id: 10, name: 'Other', religionId: 1 },
        { id: 11, name: 'Yadav', religionId: 1 },
        { id: 12, name: 'Agarwal', religionId: 1 },
        { id: 20, name: 'Sunni', religionId: 2 },
        { id: 21, name: 'Other', religionId: 2 },
        { id: 30, name: 'Other', religionId: 3 },
        { id: 40, name: 'Syrian Catholic', religionId: 4 },
      ],
      religions,
    );
    expect(groups.map((g) => g.label)).toEqual(['Christian', 'Hindu', 'Muslim', 'Other']);
    expect(groups[1]).toEqual({
      label: 'Hindu',
      options: [
        { id: 12, name: 'Agarwal' },
        { id: 11, name: 'Yadav' },
        { id: 10, name: 'Other' },
      ],
    });
  });

  it("sorts names alphabetically, ignoring case, with 'Caste no bar' then 'Other' at the end", () => {
    const [group] = groupCastes(
      ['Other', 'Caste no bar', 'brahmin - Iyer', 'Arora', 'Brahmin - Gaur'].map((name, i) => ({ id: i + 1, name, religionId: 1 })),
      religions,
    );
    expect(group.options.map((o) => o.name)).toEqual(['Arora', 'Brahmin - Gaur', 'brahmin - Iyer', 'Caste no bar', 'Other']);
  });

  it('gathers castes of an unknown or missing religion in the Other group', () => {
    const groups = groupCastes(
      [
        { id: 1, name: 'Kodava', religionId: 99 },
        { id: 2, name: 'Parsi', religionId: null },
        { id: 3, name: 'Agarwal', religionId: 1 },
      ],
      religions,
    );
    expect(groups).toEqual([
      { label: 'Hindu', options: [{ id: 3, name: 'Agarwal' }] },
      {
        label: 'Other',
        options: [
          { id: 1, name: 'Kodava' },
          { id: 2, name: 'Parsi' },
        ],
      },
    ]);
  });
});

describe('the castes offered for the chosen religions', () => {
  const castes = [
    { id: 1, name: 'Other', religionId: 1 },
    { id: 2, name: 'Arora', religionId: 1 },
    { id: 3, name: 'Agarwal', religionId: 1 },
    { id: 4, name: 'Sunni', religionId: 2 },
    { id: 5, name: 'Other', religionId: 2 },
    { id: 6, name: 'Arora', religionId: 5 },
  ];
  const all = [...religions, { id: 5, name: 'Sikh' }];

  it('offers only the chosen religion’s castes, sorted, in one list', () => {
    expect(casteChoices(castes, all, ['1'])).toEqual({
      options: [
        { id: 3, name: 'Agarwal' },
        { id: 2, name: 'Arora' },
        { id: 1, name: 'Other' },
      ],
      groups: null,
    });
  });

  it('groups several religions’ castes and says whose a shared name is', () => {
    const { options, groups } = casteChoices(castes, all, ['1', '5']);
    expect(groups?.map((g) => g.label)).toEqual(['Hindu', 'Sikh']);
    expect(options.map((o) => o.name)).toEqual(['Agarwal', 'Arora (Hindu)', 'Other', 'Arora (Sikh)']);
  });

  it('offers every caste, grouped, when no religion is chosen', () => {
    const { options, groups } = casteChoices(castes, all, []);
    expect(options).toHaveLength(castes.length);
    expect(groups?.map((g) => g.label)).toEqual(['Hindu', 'Muslim', 'Sikh']);
    expect(options.filter((o) => o.name.startsWith('Other')).map((o) => o.name)).toEqual(['Other (Hindu)', 'Other (Muslim)']);
  });

  it('keeps only the chosen castes of the religions still chosen', () => {
    expect(keepCastesOf('2,4,6', castes, ['1'])).toBe('2');
    expect(keepCastesOf('2,4,6', castes, [])).toBe('2,4,6');
    expect(keepCastesOf('', castes, ['1'])).toBe('');
  });
});
