import { progressPercent, uploadProblem } from './submission-files';

const MB = 1024 * 1024;

describe('uploadProblem', () => {
  it('lets up to 10 files of up to 25 MB each go', () => {
    expect(uploadProblem(0, [{ size: 25 * MB }])).toBeNull();
    expect(uploadProblem(9, [{ size: 1 }])).toBeNull();
  });

  it('refuses an empty choice, a file over 25 MB, and an 11th file', () => {
    expect(uploadProblem(0, [])).toBe('Please choose at least one file to upload');
    expect(uploadProblem(0, [{ size: 1 }, { size: 25 * MB + 1 }])).toBe(
      'Each file must be at most 25 MB',
    );
    expect(uploadProblem(10, [{ size: 1 }])).toBe('An assignment holds at most 10 files');
    expect(uploadProblem(8, [{ size: 1 }, { size: 1 }, { size: 1 }])).toBe(
      'An assignment holds at most 10 files',
    );
  });
});

describe('progressPercent', () => {
  it('rounds and bounds the fraction', () => {
    expect(progressPercent(0)).toBe(0);
    expect(progressPercent(0.456)).toBe(46);
    expect(progressPercent(1.2)).toBe(100);
    expect(progressPercent(-1)).toBe(0);
  });
});
