import { useCallback, useEffect, useRef, useState } from 'react';
import { useAuth } from '../../../app/machine-hooks';
import { browserProgressStore, type ProgressBook } from '../../../../machines/comics/comic-progress';
import { memberProgressWriter, withMemberProgress } from '../../../../machines/comics/comic-progress-sync';

const store = browserProgressStore();

/**
 * The reading progress: the browser's for everyone, merged with the server's for a member (read when
 * the page opens or the visitor signs in), and a way to save a place (a page read), which a member's
 * browser also sends to the server.
 */
export function useReadingProgress(): { book: ProgressBook; save: (slug: string, chapter: number, page: number) => void } {
  const [book, setBook] = useState<ProgressBook>(() => store.read());
  const member = useAuth().status === 'member';
  const writer = useRef<ReturnType<typeof memberProgressWriter> | null>(null);

  useEffect(() => {
    if (!member) return;
    const controller = new AbortController();
    void withMemberProgress(store.read(), controller.signal).then((merged) => {
      if (controller.signal.aborted) return;
      for (const [slug, p] of Object.entries(merged)) store.save(slug, p.chapter, p.page, p.at);
      setBook(store.read());
    });
    const w = memberProgressWriter();
    writer.current = w;
    return () => {
      controller.abort();
      w.flush();
      writer.current = null;
    };
  }, [member]);

  const save = useCallback((slug: string, chapter: number, page: number) => {
    store.save(slug, chapter, page, Date.now());
    writer.current?.write(slug, chapter, page);
    setBook(store.read());
  }, []);
  return { book, save };
}
