import { taskAskedBy } from './values';

describe('taskAskedBy', () => {
  it('ties a link to the character report page to the character report', () => {
    expect(taskAskedBy('/character-report')).toBe('character_report');
    expect(taskAskedBy('/character-report/?from=banner#skills')).toBe('character_report');
  });

  it('ties any other link, an outside one, or none to no task', () => {
    expect(taskAskedBy('/profile')).toBeNull();
    expect(taskAskedBy('/character-reports')).toBeNull();
    expect(taskAskedBy('https://example.com/character-report')).toBeNull();
    expect(taskAskedBy(null)).toBeNull();
  });
});
