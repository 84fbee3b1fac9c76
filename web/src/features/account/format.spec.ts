import { formatDate, formatFileSize } from './format';

describe('formatting', () => {
  it('writes sizes in B, KB and MB', () => {
    expect(formatFileSize(0)).toBe('0 B');
    expect(formatFileSize(1023)).toBe('1023 B');
    expect(formatFileSize(1536)).toBe('1.5 KB');
    expect(formatFileSize(10 * 1024 * 1024)).toBe('10.0 MB');
  });

  it('writes a date with the month spelled out, and leaves a non-date alone', () => {
    expect(formatDate('2025-03-01T09:00:00.000Z', 'en-GB')).toBe('1 March 2025');
    expect(formatDate('not a date')).toBe('not a date');
  });
});
