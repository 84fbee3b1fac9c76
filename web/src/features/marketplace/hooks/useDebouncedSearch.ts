import { useEffect, useRef, useState } from 'react';
import { createSearchDebouncer } from '../search-debounce';

/** The search box text, and the search it settles to 400 ms after the last keystroke. */
export function useDebouncedSearch() {
  const [text, setText] = useState('');
  const [search, setSearch] = useState('');
  const debouncer = useRef<ReturnType<typeof createSearchDebouncer> | null>(null);

  useEffect(() => {
    const current = createSearchDebouncer(setSearch);
    debouncer.current = current;
    return () => current.cancel();
  }, []);

  const change = (next: string): void => {
    setText(next);
    debouncer.current?.push(next);
  };
  const clear = (): void => {
    debouncer.current?.cancel();
    setText('');
    setSearch('');
  };
  return { text, search, change, clear };
}
