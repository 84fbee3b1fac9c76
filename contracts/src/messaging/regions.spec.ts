import { regionOfTimezone } from './regions';

describe('regionOfTimezone', () => {
  it.each([
    ['America/New_York', 'US'],
    ['America/Argentina/Buenos_Aires', 'US'],
    ['US/Pacific', 'US'],
    ['Europe/Berlin', 'EU'],
    ['Atlantic/Reykjavik', 'EU'],
    ['Asia/Tokyo', 'AS'],
    ['Indian/Maldives', 'AS'],
    ['Africa/Lagos', 'AF'],
    ['Indian/Mauritius', 'AF'],
    ['Australia/Sydney', 'OC'],
    ['Pacific/Auckland', 'OC'],
  ])('puts %s in %s', (timezone, region) => {
    expect(regionOfTimezone(timezone)).toBe(region);
  });

  it.each([
    'UTC',
    'Etc/GMT+3',
    'Antarctica/Troll',
    'Mars/Olympus',
    '',
    '  ',
    null,
    undefined,
    'constructor',
  ])('gives no region for %p', (timezone) => {
    expect(regionOfTimezone(timezone)).toBeNull();
  });
});
