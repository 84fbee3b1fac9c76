import { minimalDocx, minimalPdf } from '../../testing/cv-fixtures';
import { DomainRuleViolation } from '../commands/decider';
import { checkCvFile, cvFileKind } from './cv-file';

const upload = (buffer: Buffer, size = buffer.length) => ({ buffer, size, originalname: 'cv' });

describe('CV checks by content', () => {
  it('recognises a real PDF and a real DOCX', async () => {
    expect(await cvFileKind(minimalPdf())).toBe('pdf');
    expect(await cvFileKind(minimalDocx())).toBe('docx');
    expect(await checkCvFile(upload(minimalDocx()))).toBe('docx');
  });

  it('refuses other content whatever the file is called', async () => {
    for (const content of [
      Buffer.from('plain text named cv.pdf'),
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      Buffer.alloc(0),
    ]) {
      await expect(checkCvFile(upload(content))).rejects.toEqual(
        new DomainRuleViolation('invalid', 'CV must be a PDF or DOCX file'),
      );
    }
  });

  it('refuses more than 10 MB, after the type', async () => {
    await expect(checkCvFile(upload(minimalPdf(), 10 * 1024 * 1024 + 1))).rejects.toEqual(
      new DomainRuleViolation('invalid', 'CV file too large (max 10MB)'),
    );
    expect(await checkCvFile(upload(minimalPdf(), 10 * 1024 * 1024))).toBe('pdf');
  });
});

describe('CV checks on truncated files', () => {
  it('refuses a zip cut off inside its first entry', async () => {
    const truncated = minimalDocx().subarray(0, 40);
    expect(await cvFileKind(truncated)).toBeNull();
  });
});
