import { parseCompanyTasksFilter } from './task-filters';

describe('parseCompanyTasksFilter', () => {
  it('keeps the spec’s filters and reads anything else as all', () => {
    for (const filter of ['all', 'open', 'assigned', 'in_progress', 'completed']) {
      expect(parseCompanyTasksFilter(filter)).toBe(filter);
    }
    for (const other of ['paid', 'submitted', '', undefined, 3]) {
      expect(parseCompanyTasksFilter(other)).toBe('all');
    }
  });
});
