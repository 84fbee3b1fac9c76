import { changelogMeaning, customFieldName } from './webhook-changes';

describe('changelogMeaning', () => {
  it('gives the mission an edit of a field missions are made from, or of the price field', () => {
    expect(changelogMeaning([{ field: 'summary', fieldId: 'summary' }], null)).toEqual({
      kind: 'mission',
      customFieldId: null,
    });
    expect(
      changelogMeaning(
        [{ field: 'Story price', fieldId: 'customfield_10050' }],
        'customfield_10050',
      ),
    ).toEqual({ kind: 'mission', customFieldId: 'customfield_10050' });
  });

  it('recognises the echo of the platform’s own status and attachment pushes', () => {
    expect(changelogMeaning([{ field: 'status', fieldId: 'status' }], null)).toEqual({
      kind: 'echo',
    });
    expect(
      changelogMeaning([{ field: 'Attachment', fieldId: 'attachment' }, { field: 'status' }], null),
    ).toEqual({ kind: 'echo' });
  });

  it('leaves other changes alone, naming a custom field for calibration', () => {
    expect(changelogMeaning([{ field: 'priority', fieldId: 'priority' }], null)).toEqual({
      kind: 'other',
      customFieldId: null,
    });
    const items = [{ field: 'Story price', fieldId: 'customfield_10050', fieldtype: 'custom' }];
    expect(changelogMeaning(items, null)).toEqual({
      kind: 'other',
      customFieldId: 'customfield_10050',
    });
    expect(customFieldName(items, 'customfield_10050')).toBe('Story price');
    expect(changelogMeaning([], null)).toEqual({ kind: 'other', customFieldId: null });
  });
});
