import { cvUploadErrorText, fileNameFromDisposition } from './cv-files';

describe('CV upload failures', () => {
  it("asks to log in again after a 401, else shows the server's text, else the spec's defaults", () => {
    expect(cvUploadErrorText({ status: 401, serverError: 'Token expired' })).toBe(
      'Please log in again',
    );
    expect(cvUploadErrorText({ status: 400, serverError: 'CV must be a PDF or DOCX file' })).toBe(
      'CV must be a PDF or DOCX file',
    );
    expect(cvUploadErrorText({ status: 500, serverError: null })).toBe('Upload failed');
    expect(cvUploadErrorText({ status: null, serverError: null })).toBe('Failed to upload CV');
  });
});

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
