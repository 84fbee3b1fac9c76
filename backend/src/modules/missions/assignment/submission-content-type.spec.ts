import { minimalDocx, minimalPdf } from '../../../testing/cv-fixtures';
import { submissionContentType } from './submission-content-type';

describe('submissionContentType', () => {
  it('recognises formats by their magic bytes', async () => {
    expect(await submissionContentType(minimalPdf())).toBe('application/pdf');
    expect(await submissionContentType(minimalDocx())).toBe(
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    );
    const png = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');
    expect(await submissionContentType(png)).toBe('image/png');
  });

  it('calls UTF-8 text plain text whatever it claims to be, and anything else binary', async () => {
    expect(await submissionContentType(Buffer.from('print("hello")\n'))).toBe('text/plain');
    expect(await submissionContentType(Buffer.from('<html><script>x</script></html>'))).toBe(
      'text/plain',
    );
    expect(await submissionContentType(Buffer.alloc(0))).toBe('text/plain');
    expect(await submissionContentType(Buffer.from([0x01, 0x80, 0x81, 0x82]))).toBe(
      'application/octet-stream',
    );
  });

  it('answers for a truncated file as far as its content goes, without failing', async () => {
    expect(await submissionContentType(minimalDocx().subarray(0, 40))).toBe('application/zip');
    expect(await submissionContentType(minimalPdf().subarray(0, 3))).toBe('text/plain');
  });
});
