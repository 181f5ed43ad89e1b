import { acceptsGzip } from './accepts-gzip';

describe('acceptsGzip', () => {
  it('accepts gzip when a browser lists it, at any quality above 0', () => {
    expect(acceptsGzip('gzip, deflate, br, zstd')).toBe(true);
    expect(acceptsGzip('br;q=1.0, GZIP;q=0.5')).toBe(true);
    expect(acceptsGzip('x-gzip')).toBe(true);
  });

  it('refuses gzip that is missing, or named with quality 0 even when * allows the rest', () => {
    expect(acceptsGzip(undefined)).toBe(false);
    expect(acceptsGzip('')).toBe(false);
    expect(acceptsGzip('br')).toBe(false);
    expect(acceptsGzip('identity')).toBe(false);
    expect(acceptsGzip('gzip;q=0')).toBe(false);
    expect(acceptsGzip('*, gzip;q=0')).toBe(false);
  });

  it('takes * as gzip when gzip is not named', () => {
    expect(acceptsGzip('*')).toBe(true);
    expect(acceptsGzip('br, *;q=0.1')).toBe(true);
    expect(acceptsGzip('*;q=0')).toBe(false);
  });
});
