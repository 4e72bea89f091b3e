import { useCallback, useState } from 'react';
import { browserProgressStore, type ProgressBook } from '../../../../machines/comics/comic-progress';

const store = browserProgressStore();

/** The reading progress kept in this browser, and a way to save a place (a page read). */
export function useReadingProgress(): { book: ProgressBook; save: (slug: string, chapter: number, page: number) => void } {
  const [book, setBook] = useState<ProgressBook>(() => store.read());
  const save = useCallback((slug: string, chapter: number, page: number) => {
    store.save(slug, chapter, page, Date.now());
    setBook(store.read());
  }, []);
  return { book, save };
}
