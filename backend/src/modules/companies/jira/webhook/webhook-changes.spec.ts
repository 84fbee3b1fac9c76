import {
  addedAttachmentIds,
  changelogMeaning,
  customFieldName,
  movesStatus,
} from './webhook-changes';

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

  it('leaves a status or attachment change to who made it: not a mission field, never an echo by name', () => {
    const items = [{ field: 'Attachment', fieldId: 'attachment' }, { field: 'status' }];
    expect(changelogMeaning(items, null)).toEqual({ kind: 'other', customFieldId: null });
    expect(movesStatus(items)).toBe(true);
    expect(movesStatus([{ field: 'summary', fieldId: 'summary' }])).toBe(false);
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

describe('addedAttachmentIds', () => {
  it('names the attachments a change added, by the id Jira gives as the new value', () => {
    const items = [
      { field: 'Attachment', fieldId: 'attachment', to: '10021' },
      { field: 'Attachment', to: '10022' },
      { field: 'status', fieldId: 'status', to: '3' },
    ];
    expect(addedAttachmentIds(items)).toEqual(['10021', '10022']);
  });

  it('names none for a removed attachment (no new value) or a change of another field', () => {
    expect(addedAttachmentIds([{ field: 'Attachment', fieldId: 'attachment', to: null }])).toEqual(
      [],
    );
    expect(addedAttachmentIds([{ field: 'summary', fieldId: 'summary' }])).toEqual([]);
  });
});
