import { createSearchDebouncer, normaliseSearch } from './search-debounce';

describe('marketplace search debounce', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('settles 400 ms after the last keystroke, once', () => {
    const settled: string[] = [];
    const debouncer = createSearchDebouncer((search) => settled.push(search));

    debouncer.push('r');
    jest.advanceTimersByTime(300);
    debouncer.push('re');
    jest.advanceTimersByTime(300);
    debouncer.push('react');
    jest.advanceTimersByTime(399);
    expect(settled).toEqual([]);

    jest.advanceTimersByTime(1);
    expect(settled).toEqual(['react']);
  });

  it('reports only a changed search', () => {
    const settled: string[] = [];
    const debouncer = createSearchDebouncer((search) => settled.push(search), 'react');

    debouncer.push(' react  ');
    jest.advanceTimersByTime(400);
    debouncer.push('react  native');
    jest.advanceTimersByTime(400);
    expect(settled).toEqual(['react native']);
  });

  it('drops a pending search when cancelled', () => {
    const settled: string[] = [];
    const debouncer = createSearchDebouncer((search) => settled.push(search));
    debouncer.push('python');
    debouncer.cancel();
    jest.advanceTimersByTime(1000);
    expect(settled).toEqual([]);
  });

  it('normalises spaces', () => {
    expect(normaliseSearch('  rate   limit ')).toBe('rate limit');
  });
});
