import { IP_BREAKS, softBreakSegments } from './soft-breaks';

describe('softBreakSegments', () => {
  it('lets an e-mail break before its dots and @, and after its hyphens', () => {
    expect(softBreakSegments('rosa.rep@harbour-logistics.example')).toEqual([
      'rosa',
      '.rep',
      '@harbour-',
      'logistics',
      '.example',
    ]);
  });

  it('lets an action name break after its underscores only', () => {
    expect(softBreakSegments('admin_company_rep_updated')).toEqual([
      'admin_',
      'company_',
      'rep_',
      'updated',
    ]);
  });

  it('keeps an IPv4 address whole and breaks an IPv6 one after its colons', () => {
    expect(softBreakSegments('203.0.113.7', IP_BREAKS)).toEqual(['203.0.113.7']);
    expect(softBreakSegments('2001:db8::1', IP_BREAKS)).toEqual(['2001:', 'db8:', ':', '1']);
  });

  it('gives back the text it cut, whatever it is, with no empty piece', () => {
    for (const text of ['', '.', '@@', 'a-.b_@c', 'end-', 'plain']) {
      const segments = softBreakSegments(text);
      expect(segments.join('')).toBe(text);
      if (text) expect(segments).not.toContain('');
    }
  });
});
