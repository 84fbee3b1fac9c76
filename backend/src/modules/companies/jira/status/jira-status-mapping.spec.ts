import {
  jiraCategoryOfMission,
  MISSION_STATUS_OF_JIRA_CATEGORY,
  missionMoveFor,
} from './jira-status-mapping';

describe('Jira status category to mission status', () => {
  it('maps new, indeterminate and done to open, assigned and validated', () => {
    expect(MISSION_STATUS_OF_JIRA_CATEGORY).toEqual({
      new: 'open',
      indeterminate: 'assigned',
      done: 'validated',
    });
  });

  it('is the reverse of spec 03’s mission-to-Jira mapping', () => {
    for (const [category, status] of Object.entries(MISSION_STATUS_OF_JIRA_CATEGORY)) {
      expect(jiraCategoryOfMission(status)).toBe(category);
    }
    expect(jiraCategoryOfMission('submitted')).toBe('indeterminate');
    expect(jiraCategoryOfMission('paid')).toBe('done');
  });

  it('moves a mission nobody holds, and does nothing when it is there already', () => {
    expect(missionMoveFor('done', { held: false, category: 'new' })).toEqual({
      kind: 'move',
      status: 'validated',
    });
    expect(missionMoveFor('new', { held: false, category: 'indeterminate' })).toEqual({
      kind: 'move',
      status: 'open',
    });
    expect(missionMoveFor('new', { held: false, category: 'new' })).toEqual({
      kind: 'unchanged',
    });
  });

  it('refuses to move a mission an operator holds anywhere but where its work puts it', () => {
    expect(missionMoveFor('done', { held: true, category: 'indeterminate' })).toEqual({
      kind: 'refused',
    });
    expect(missionMoveFor('new', { held: true, category: 'done' })).toEqual({ kind: 'refused' });
    expect(missionMoveFor('indeterminate', { held: true, category: 'indeterminate' })).toEqual({
      kind: 'unchanged',
    });
  });
});
