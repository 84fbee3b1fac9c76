import { ApiError } from '../../lib/api-client';
import { cvDownloadErrorText, cvUploadError, cvUploadErrorText } from './cv-files';

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

describe('a failed CV upload as an error', () => {
  it('rewords an ApiError with the CV texts, keeping its status and the server text', () => {
    const refused = cvUploadError(new ApiError('http', 'Request failed (401)', 401, 'Expired'));
    expect(refused).toEqual(
      expect.objectContaining({ kind: 'http', status: 401, serverError: 'Expired' }),
    );
    expect((refused as ApiError).message).toBe('Please log in again');

    const offline = cvUploadError(new ApiError('network', 'Network error', null, null));
    expect(offline).toEqual(expect.objectContaining({ kind: 'network', status: null }));
    expect((offline as ApiError).message).toBe('Failed to upload CV');
  });

  it('leaves any other error as it is', () => {
    const error = new Error('boom');
    expect(cvUploadError(error)).toBe(error);
  });
});

describe('CV download failures', () => {
  it('asks to log in again after a 401, else says the download failed', () => {
    expect(cvDownloadErrorText(401)).toBe('Please log in again');
    expect(cvDownloadErrorText(500)).toBe('Failed to download CV');
    expect(cvDownloadErrorText(null)).toBe('Failed to download CV');
  });
});
