import { fileNameFromDisposition } from './download-file';

describe('file name from Content-Disposition', () => {
  it('prefers the UTF-8 name (RFC 6266), then the plain one', () => {
    expect(
      fileNameFromDisposition(
        `attachment; filename="Ada ?ovelace CV.pdf"; filename*=UTF-8''Ada%20%C5%81ovelace%20CV.pdf`,
      ),
    ).toBe('Ada Łovelace CV.pdf');
    expect(fileNameFromDisposition('attachment; filename="cv \\"final\\".docx"')).toBe(
      'cv "final".docx',
    );
    expect(fileNameFromDisposition('attachment; filename=cv.pdf')).toBe('cv.pdf');
  });

  it('gives null when there is no usable name', () => {
    expect(fileNameFromDisposition(null)).toBeNull();
    expect(fileNameFromDisposition('attachment')).toBeNull();
    expect(fileNameFromDisposition(`attachment; filename*=UTF-8''%E0%A4%A`)).toBeNull();
  });
});
