import { cvFileKindOf } from './cv-file-kind';

const bytes = (text: string) => new TextEncoder().encode(text);

describe('CV kind by content', () => {
  it('recognises a PDF by its %PDF- header', () => {
    expect(cvFileKindOf(bytes('%PDF-1.7\n%...'))).toBe('pdf');
  });

  it('recognises a DOCX as a zip with word/ entries', () => {
    expect(cvFileKindOf(bytes('PK\u0003\u0004....[Content_Types].xml....word/document.xml'))).toBe(
      'docx',
    );
  });

  it('refuses other zips, renamed text files and empty files', () => {
    expect(cvFileKindOf(bytes('PK\u0003\u0004....xl/workbook.xml'))).toBeNull();
    expect(cvFileKindOf(bytes('Just a text file called cv.pdf'))).toBeNull();
    expect(cvFileKindOf(bytes(' %PDF-1.7'))).toBeNull();
    expect(cvFileKindOf(new Uint8Array())).toBeNull();
  });
});
