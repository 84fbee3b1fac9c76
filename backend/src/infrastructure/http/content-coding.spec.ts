import { acceptedCodings, PRECOMPRESSED_CODINGS } from './content-coding';

const namesFor = (acceptEncoding: string | undefined) =>
  acceptedCodings(acceptEncoding, PRECOMPRESSED_CODINGS).map((coding) => coding.name);

describe('acceptedCodings', () => {
  it('prefers brotli when the browser weighs both the same, whatever their order', () => {
    expect(namesFor('gzip, deflate, br, zstd')).toEqual(['br', 'gzip']);
  });

  it('follows the weights a request gives', () => {
    expect(namesFor('br;q=0.5, gzip;q=0.8')).toEqual(['gzip', 'br']);
    expect(namesFor('gzip, br;q=0')).toEqual(['gzip']);
  });

  it('gives a coding the header does not name the weight of *', () => {
    expect(namesFor('gzip;q=0.5, *')).toEqual(['br', 'gzip']);
    expect(namesFor('*;q=0')).toEqual([]);
  });

  it('accepts none without the header, or with identity only', () => {
    expect(namesFor(undefined)).toEqual([]);
    expect(namesFor('identity')).toEqual([]);
    expect(namesFor('')).toEqual([]);
  });
});
