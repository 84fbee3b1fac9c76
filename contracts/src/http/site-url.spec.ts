import { parseSiteUrl } from './site-url';

describe('parseSiteUrl', () => {
  it.each([
    ['https://Acme.Atlassian.net/', 'https://acme.atlassian.net'],
    ['  https://acme.atlassian.net:443//  ', 'https://acme.atlassian.net'],
    ['http://127.0.0.1:4100/dev/jira/northwind/', 'http://127.0.0.1:4100/dev/jira/northwind'],
    ['https://0x7f000001', 'https://127.0.0.1'],
    ['https://2130706433/', 'https://127.0.0.1'],
    ['https://[::FFFF:127.0.0.1]', 'https://[::ffff:7f00:1]'],
  ])('reads %s as %s', (text, url) => {
    expect(parseSiteUrl(text)).toEqual({ url });
  });

  it.each([
    ['acme.atlassian.net', 'format'],
    ['ftp://acme.example', 'format'],
    ['file:///etc/passwd', 'format'],
    ['javascript:alert(1)', 'format'],
    ['https://', 'format'],
    ['https://user:pw@acme.atlassian.net', 'credentials'],
    ['https://user@acme.atlassian.net', 'credentials'],
    ['https://acme.atlassian.net/?x=', 'query'],
    ['https://acme.atlassian.net?', 'query'],
    ['https://acme.atlassian.net/#top', 'query'],
  ])('refuses %s (%s)', (text, problem) => {
    expect(parseSiteUrl(text)).toEqual({ problem });
  });
});
