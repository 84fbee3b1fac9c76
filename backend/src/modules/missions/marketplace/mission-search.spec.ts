import { matchesSearch } from './mission-search';

const mission = {
  title: 'Rate-limit the Telemetry API',
  description: 'Token bucket per robot.',
  domain_tags: ['backend_development', 'api'],
};

describe('marketplace search', () => {
  it('matches title, description and tags, case-insensitively', () => {
    expect(matchesSearch(mission, 'telemetry')).toBe(true);
    expect(matchesSearch(mission, 'TOKEN bucket')).toBe(true);
    expect(matchesSearch(mission, 'backend_dev')).toBe(true);
  });

  it('needs every word to match', () => {
    expect(matchesSearch(mission, 'telemetry react')).toBe(false);
  });

  it('matches everything when the search is empty', () => {
    expect(matchesSearch(mission, undefined)).toBe(true);
    expect(matchesSearch(mission, '   ')).toBe(true);
  });
});
