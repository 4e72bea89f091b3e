import { useMachine } from '@xstate/react';
import { useEffect, useRef, type PointerEvent } from 'react';
import { useLocation } from 'wouter';
import { useIntl } from '../../../lib/intl-context';
import { css } from '../../../../styled-system/css';
import { button } from '../../../../styled-system/recipes';
import { AppLink } from '../../../components/ui/app-link';
import { Icon } from '../../../components/ui/icon';
import { isTypingTarget } from '../../../components/player/player-state';
import { LoadFailed, SectionNotice } from '../../../components/ui/section-states';
import { useLoader } from '../../../components/ui/use-loader';
import { href } from '../../../../contracts/href';
import { comicChapterLoader } from '../../../../machines/comics/comics.loaders';
import { comicReaderMachine, readerKey, type ReaderEvent } from '../../../../machines/comics/comic-reader.machine';
import { comicSearch } from '../../../../machines/comics/comic-query';
import type { ComicReading } from '../../../../contracts/schemas/content/comics';
import { muted, stack } from './comic-styles';

const bar = css({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: '2',
  flexWrap: 'wrap',
});
const titles = css({ display: 'flex', flexDirection: 'column', gap: '0.5', minW: '0' });
const seriesLink = css({ fontSize: 'sm', color: 'accent.text', fontWeight: 'semibold', _hover: { textDecoration: 'underline' } });
const chapterName = css({ fontSize: { base: 'lg', sm: 'xl' }, fontWeight: 'bold', lineHeight: 'tight', overflowWrap: 'anywhere' });
const chapterNav = css({ display: 'flex', gap: '2' });
const stage = css({
  position: 'relative',
  display: 'flex',
  justifyContent: 'center',
  bg: 'bg.subtle',
  borderRadius: { base: 'lg', sm: 'xl' },
  p: { base: '0', sm: '3' },
  touchAction: 'pan-y',
  userSelect: 'none',
});
const pageBox = css({ position: 'relative', w: 'full', maxW: '[min(100%, calc((100dvh - 12rem) * 2 / 3))]', minW: { sm: '[20rem]' } });
const pageImage = css({ display: 'block', w: 'full', h: 'auto', aspectRatio: '[2 / 3]', bg: 'white', borderRadius: 'md', boxShadow: 'elevated' });
const turn = css({
  position: 'absolute',
  top: '0',
  bottom: '0',
  w: '[30%]',
  display: 'flex',
  alignItems: 'center',
  px: '2',
  color: 'fg.onLive',
  opacity: '[0]',
  cursor: 'pointer',
  _hover: { opacity: '[1]' },
  _focusVisible: { opacity: '[1]' },
  '& > span': { display: 'inline-flex', p: '2', borderRadius: 'full', bg: 'bg.overlay' },
});
const controls = css({ display: 'grid', gridTemplateColumns: '[auto 1fr auto]', alignItems: 'center', gap: '3' });
const slider = css({ display: 'flex', flexDirection: 'column', gap: '1', alignItems: 'center', fontSize: 'sm', fontVariantNumeric: 'tabular-nums' });
const range = css({ w: 'full', accentColor: '[var(--colors-accent-default)]' });
const endCard = css({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: '3',
  textAlign: 'center',
  w: 'full',
  maxW: '[min(100%, calc((100dvh - 12rem) * 2 / 3))]',
  aspectRatio: '[2 / 3]',
  p: '6',
  bg: 'bg.surface',
  borderRadius: 'md',
});
const endTitle = css({ fontSize: 'xl', fontWeight: 'bold' });
const hint = css({ color: 'fg.muted', fontSize: 'xs', textAlign: 'center', display: { base: 'none', md: 'block' } });
const stageSkeleton = css({ w: 'full', maxW: '[min(100%, calc((100dvh - 12rem) * 2 / 3))]', aspectRatio: '[2 / 3]', mx: 'auto', borderRadius: 'md', bg: 'bg.surface', animation: 'livePulse' });
const barSkeleton = css({ h: '14', borderRadius: 'lg', bg: 'bg.surface', animation: 'livePulse' });

const SWIPE_MIN_PX = 50;
const readerHref = (slug: string, chapter: number) => `${href('comics')}${comicSearch({ view: 'reader', slug, chapter, page: null })}`;

interface PagesProps {
  reading: ComicReading;
  startPage: number;
  onPage: (page: number) => void;
}

/** The pages of a loaded chapter, turned by the reader machine. */
function ReaderPages({ reading, startPage, onPage }: PagesProps) {
  const intl = useIntl();
  const [, navigate] = useLocation();
  const { series, chapter, pages, previous, next } = reading;
  const stageRef = useRef<HTMLDivElement>(null);
  const [snapshot, send] = useMachine(
    comicReaderMachine.provide({
      actions: {
        pageShown: (_, params) => onPage(params.page),
        openChapter: (_, params) => {
          const target = params.direction === 'next' ? next : previous;
          if (target) navigate(readerHref(series.slug, target.number));
        },
      },
    }),
    { input: { pages: pages.length, page: startPage, hasPrevious: previous !== null, hasNext: next !== null } },
  );
  const page = snapshot.context.page;
  const atEnd = snapshot.matches('chapterEnd');

  // The keyboard turns pages anywhere on the page (not while typing).
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.altKey || event.ctrlKey || event.metaKey || isTypingTarget(event.target)) return;
      const type = readerKey(event.key);
      if (!type) return;
      event.preventDefault();
      send({ type });
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [send]);

  // Bring the page's top into view on a turn, and fetch the next page ahead.
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
    } else {
      const top = stageRef.current?.getBoundingClientRect().top ?? 0;
      if (top < 0) stageRef.current?.scrollIntoView({ block: 'start' });
    }
    const ahead = pages[page];
    if (ahead) new Image().src = ahead.image;
  }, [page, atEnd, pages]);

  const start = useRef<{ x: number; y: number } | null>(null);
  // A swipe that ends on a turn button is not also a click on it.
  const swiped = useRef(false);
  const turnBy = (type: ReaderEvent['type']) => () => {
    if (swiped.current) swiped.current = false;
    else send({ type } as ReaderEvent);
  };
  const onPointerDown = (event: PointerEvent) => {
    start.current = { x: event.clientX, y: event.clientY };
  };
  const onPointerUp = (event: PointerEvent) => {
    const from = start.current;
    start.current = null;
    if (!from) return;
    const dx = event.clientX - from.x;
    const dy = event.clientY - from.y;
    if (Math.abs(dx) < SWIPE_MIN_PX || Math.abs(dx) < Math.abs(dy) * 1.5) return;
    swiped.current = true;
    window.setTimeout(() => (swiped.current = false), 0);
    send({ type: dx < 0 ? 'reader.next' : 'reader.previous' });
  };

  const shown = pages[page - 1]!;
  return (
    <div className={stack} data-testid="comic-reader" data-state={atEnd ? 'end' : 'reading'} data-page={page} data-pages={pages.length} data-chapter={chapter.number}>
      <div className={bar}>
        <div className={titles}>
          <AppLink className={seriesLink} href={`${href('comics')}${comicSearch({ view: 'detail', slug: series.slug })}`} data-testid="reader-series">
            {series.title}
          </AppLink>
          <h2 className={chapterName} data-testid="reader-chapter-title">
            {chapter.title}
          </h2>
        </div>
        <nav className={chapterNav} aria-label={intl.formatMessage({ id: 'comics.reader.chapterNav' })}>
          {previous ? (
            <AppLink className={button({ variant: 'outline', size: 'sm' })} href={readerHref(series.slug, previous.number)} data-testid="reader-previous-chapter">
              <Icon name="arrowLeft" size={16} />
              {intl.formatMessage({ id: 'comics.reader.previousChapter' })}
            </AppLink>
          ) : null}
          {next ? (
            <AppLink className={button({ variant: 'outline', size: 'sm' })} href={readerHref(series.slug, next.number)} data-testid="reader-next-chapter">
              {intl.formatMessage({ id: 'comics.reader.nextChapter' })}
              <Icon name="chevronRight" size={16} />
            </AppLink>
          ) : null}
        </nav>
      </div>
      <div
        className={stage}
        ref={stageRef}
        onPointerDown={onPointerDown}
        onPointerUp={onPointerUp}
        onPointerCancel={() => (start.current = null)}
        data-testid="reader-stage"
        role="region"
        aria-roledescription={intl.formatMessage({ id: 'comics.reader.roleDescription' })}
        aria-label={intl.formatMessage({ id: 'comics.reader.pageOf' }, { page, pages: pages.length })}
      >
        {atEnd ? (
          <div className={endCard} data-testid="reader-end">
            <Icon name="comics" size={40} />
            <p className={endTitle}>{intl.formatMessage({ id: 'comics.reader.endOf' }, { chapter: chapter.number })}</p>
            {next ? (
              <AppLink className={button({ size: 'lg' })} href={readerHref(series.slug, next.number)} data-testid="reader-end-next">
                {intl.formatMessage({ id: 'comics.reader.readNext' }, { chapter: next.number })}
              </AppLink>
            ) : (
              <p className={muted}>{intl.formatMessage({ id: 'comics.reader.caughtUp' })}</p>
            )}
            <button type="button" className={button({ variant: 'ghost', size: 'sm' })} onClick={() => send({ type: 'reader.go', page: pages.length })}>
              {intl.formatMessage({ id: 'comics.reader.backToLastPage' })}
            </button>
          </div>
        ) : (
          <div className={pageBox}>
            <img
              key={shown.image}
              className={pageImage}
              src={shown.image}
              width={shown.width}
              height={shown.height}
              alt={intl.formatMessage({ id: 'comics.reader.pageAlt' }, { page, pages: pages.length, chapter: chapter.title })}
              draggable={false}
              data-testid="reader-page"
            />
            <button
              type="button"
              className={turn}
              style={{ left: 0 }}
              onClick={turnBy('reader.previous')}
              aria-label={intl.formatMessage({ id: 'comics.reader.previousPage' })}
              tabIndex={-1}
            >
              <span>
                <Icon name="arrowLeft" size={20} />
              </span>
            </button>
            <button
              type="button"
              className={turn}
              style={{ right: 0, justifyContent: 'flex-end' }}
              onClick={turnBy('reader.next')}
              aria-label={intl.formatMessage({ id: 'comics.reader.nextPage' })}
              tabIndex={-1}
            >
              <span>
                <Icon name="chevronRight" size={20} />
              </span>
            </button>
          </div>
        )}
      </div>
      <div className={controls}>
        <button
          type="button"
          className={button({ variant: 'outline', size: 'md' })}
          onClick={() => send({ type: 'reader.previous' })}
          disabled={!atEnd && page === 1 && !previous}
          data-testid="reader-previous"
          aria-label={intl.formatMessage({ id: 'comics.reader.previousPage' })}
        >
          <Icon name="arrowLeft" size={18} />
          <span className={css({ display: { base: 'none', sm: 'inline' } })} aria-hidden="true">
            {intl.formatMessage({ id: 'comics.reader.previousPage' })}
          </span>
        </button>
        <label className={slider}>
          <span data-testid="reader-page-number" aria-live="polite">
            {intl.formatMessage({ id: 'comics.reader.pageOf' }, { page, pages: pages.length })}
          </span>
          <input
            className={range}
            type="range"
            min={1}
            max={pages.length}
            value={page}
            onChange={(event) => send({ type: 'reader.go', page: Number(event.target.value) })}
            aria-label={intl.formatMessage({ id: 'comics.reader.goToPage' })}
          />
        </label>
        <button
          type="button"
          className={button({ variant: 'outline', size: 'md' })}
          onClick={() => send({ type: 'reader.next' })}
          disabled={atEnd && !next}
          data-testid="reader-next"
          aria-label={intl.formatMessage({ id: 'comics.reader.nextPage' })}
        >
          <span className={css({ display: { base: 'none', sm: 'inline' } })} aria-hidden="true">
            {intl.formatMessage({ id: 'comics.reader.nextPage' })}
          </span>
          <Icon name="chevronRight" size={18} />
        </button>
      </div>
      <p className={hint}>{intl.formatMessage({ id: 'comics.reader.keys' })}</p>
    </div>
  );
}

interface ReaderViewProps {
  slug: string;
  chapter: number;
  /** The page asked for in the address, else the remembered one of this chapter, else 1. */
  startPage: number;
  onPage: (page: number) => void;
}

/** A chapter to read: its pages (loaded), or its skeleton, failure or "not found". */
export function ComicReaderView({ slug, chapter, startPage, onPage }: ReaderViewProps) {
  const intl = useIntl();
  const reading = useLoader(comicChapterLoader, { params: { slug, number: chapter } });
  if (reading.status === 'loading')
    return (
      <div className={stack} data-testid="comic-reader" data-state="loading" aria-busy="true">
        <div className={barSkeleton} aria-hidden="true" />
        <div className={stageSkeleton} aria-hidden="true" />
      </div>
    );
  if (reading.status === 'failed' && reading.error?.status === 404)
    return (
      <SectionNotice
        icon="comics"
        title={intl.formatMessage({ id: 'comics.chapter.notFound' })}
        text={reading.error.message}
        testId="comics-not-found"
        action={<AppLink href={href('comics')}>{intl.formatMessage({ id: 'comics.backToAll' })}</AppLink>}
      />
    );
  if (reading.status === 'failed' || !reading.data) return <LoadFailed error={reading.error} onRetry={reading.retry} />;
  return <ReaderPages reading={reading.data} startPage={startPage} onPage={onPage} />;
}
