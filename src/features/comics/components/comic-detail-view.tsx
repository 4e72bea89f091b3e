import { useState } from 'react';
import { useIntl } from '../../../lib/intl-context';
import { css, cx } from '../../../../styled-system/css';
import { button, segmented } from '../../../../styled-system/recipes';
import { AppLink } from '../../../components/ui/app-link';
import { Icon } from '../../../components/ui/icon';
import { LoadFailed, LoadingRows, SectionNotice } from '../../../components/ui/section-states';
import { useLoader } from '../../../components/ui/use-loader';
import { formatCount } from '../../../lib/format/count';
import { formatShortDate } from '../../../lib/format/date-time';
import { useVisitorTimeZone } from '../../../app/machine-hooks';
import { href } from '../../../../contracts/href';
import { comicDetailLoader } from '../../../../machines/comics/comics.loaders';
import { comicSearch } from '../../../../machines/comics/comic-query';
import type { ComicProgress } from '../../../../machines/comics/comic-progress';
import { chip, cover, muted, sectionTitle, stack } from './comic-styles';

const head = css({ display: 'grid', gridTemplateColumns: { base: '[7.5rem 1fr]', sm: '[12rem 1fr]' }, gap: { base: '4', sm: '6' }, alignItems: 'start' });
const info = css({ display: 'flex', flexDirection: 'column', gap: '2', minW: '0' });
const name = css({ fontSize: { base: 'xl', sm: '2xl' }, fontWeight: 'bold', lineHeight: 'tight', overflowWrap: 'anywhere' });
const facts = css({ display: 'flex', flexWrap: 'wrap', gap: '2', fontSize: 'sm', color: 'fg.muted' });
const chips = css({ display: 'flex', flexWrap: 'wrap', gap: '2' });
const actions = css({ display: 'flex', flexWrap: 'wrap', gap: '2', mt: '1' });
const description = css({ color: 'fg.default', fontSize: 'sm', lineHeight: 'relaxed', maxW: '3xl', whiteSpace: 'pre-line' });
const listHead = css({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: '3', flexWrap: 'wrap' });
const chapterList = css({
  display: 'grid',
  gridTemplateColumns: { base: '1fr', md: 'repeat(2, minmax(0, 1fr))' },
  gap: '2',
});
const chapterLink = css({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: '3',
  minH: '12',
  px: '4',
  py: '2',
  bg: 'bg.surface',
  borderWidth: '1px',
  borderColor: 'border.subtle',
  borderRadius: 'lg',
  fontSize: 'sm',
  _hover: { borderColor: 'accent.default' },
  '&[data-reading=true]': { borderColor: 'accent.default', bg: 'accent.muted' },
});
const chapterTitle = css({ fontWeight: 'semibold', overflowWrap: 'anywhere' });
const chapterDate = css({ color: 'fg.muted', fontSize: 'xs', whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' });
const headSkeleton = css({ h: { base: '40', sm: '64' }, borderRadius: 'xl', bg: 'bg.surface', animation: 'livePulse' });

const readerHref = (slug: string, chapter: number, page: number | null = null) => `${href('comics')}${comicSearch({ view: 'reader', slug, chapter, page })}`;

/** A series: cover, facts, description, read from the start or where the visitor stopped, and the chapters. */
export function ComicDetailView({ slug, progress }: { slug: string; progress: ComicProgress | undefined }) {
  const intl = useIntl();
  const timeZone = useVisitorTimeZone();
  const detail = useLoader(comicDetailLoader, slug);
  const [newestFirst, setNewestFirst] = useState(true);
  const seg = segmented();

  if (detail.status === 'loading')
    return (
      <div className={stack} data-testid="comic-detail" data-state="loading">
        <div className={headSkeleton} aria-hidden="true" />
        <LoadingRows rows={4} />
      </div>
    );
  if (detail.status === 'failed' && detail.error?.status === 404)
    return (
      <SectionNotice
        icon="comics"
        title={intl.formatMessage({ id: 'comics.notFound' })}
        text={detail.error.message}
        testId="comics-not-found"
        action={<AppLink href={href('comics')}>{intl.formatMessage({ id: 'comics.backToAll' })}</AppLink>}
      />
    );
  if (detail.status === 'failed' || !detail.data) return <LoadFailed error={detail.error} onRetry={detail.retry} />;

  const { comic, chapters } = detail.data;
  const ordered = newestFirst ? chapters : [...chapters].reverse();
  return (
    <div className={stack} data-testid="comic-detail" data-state="ready" data-slug={comic.slug}>
      <div className={head}>
        <img className={cover} src={comic.cover} alt="" width={300} height={400} />
        <div className={info}>
          <h2 className={name} data-testid="comic-title">
            {comic.title}
          </h2>
          <p className={facts}>
            <span>{intl.formatMessage({ id: 'comics.author' }, { author: comic.author })}</span>
            <span aria-hidden="true">·</span>
            <span>{intl.formatMessage({ id: `comics.status.${comic.status}` })}</span>
            <span aria-hidden="true">·</span>
            <span data-testid="comic-chapter-count">{intl.formatMessage({ id: 'comics.chapterCount' }, { count: comic.chapterCount })}</span>
            <span aria-hidden="true">·</span>
            <span>{intl.formatMessage({ id: 'comics.views' }, { count: formatCount(comic.views) })}</span>
          </p>
          <div className={chips}>
            {comic.genres.map((g) => (
              <AppLink key={g.slug} className={chip} href={`${href('comics')}${comicSearch({ view: 'list', genre: g.slug, sort: 'moi-cap-nhat' })}`}>
                {g.name}
              </AppLink>
            ))}
          </div>
          <div className={actions}>
            {progress ? (
              <AppLink className={button({ size: 'md' })} href={readerHref(comic.slug, progress.chapter, progress.page)} data-testid="comic-continue">
                <Icon name="play" size={16} />
                {intl.formatMessage({ id: 'comics.continue' }, { chapter: progress.chapter, page: progress.page })}
              </AppLink>
            ) : null}
            {comic.firstChapter ? (
              <AppLink
                className={button({ size: 'md', variant: progress ? 'outline' : 'solid' })}
                href={readerHref(comic.slug, comic.firstChapter.number)}
                data-testid="comic-read-first"
              >
                {!progress ? <Icon name="play" size={16} /> : null}
                {intl.formatMessage({ id: 'comics.readFirst' })}
              </AppLink>
            ) : null}
            {comic.latestChapter && comic.latestChapter.number !== comic.firstChapter?.number ? (
              <AppLink className={button({ size: 'md', variant: 'outline' })} href={readerHref(comic.slug, comic.latestChapter.number)}>
                {intl.formatMessage({ id: 'comics.readLatest' })}
              </AppLink>
            ) : null}
          </div>
        </div>
      </div>
      <p className={description}>{comic.description}</p>
      <section className={stack} aria-labelledby="comic-chapters-title">
        <div className={listHead}>
          <h2 id="comic-chapters-title" className={sectionTitle}>
            {intl.formatMessage({ id: 'comics.chapters' })}
          </h2>
          <div role="group" className={seg.root} aria-label={intl.formatMessage({ id: 'comics.order.label' })}>
            <button type="button" className={seg.item} aria-pressed={newestFirst} onClick={() => setNewestFirst(true)}>
              {intl.formatMessage({ id: 'comics.order.newest' })}
            </button>
            <button type="button" className={seg.item} aria-pressed={!newestFirst} onClick={() => setNewestFirst(false)}>
              {intl.formatMessage({ id: 'comics.order.oldest' })}
            </button>
          </div>
        </div>
        {ordered.length === 0 ? (
          <p className={muted}>{intl.formatMessage({ id: 'comics.noChapters' })}</p>
        ) : (
          <ol className={chapterList} data-testid="comic-chapters">
            {ordered.map((chapter) => {
              const reading = progress?.chapter === chapter.number;
              return (
                <li key={chapter.id}>
                  <AppLink
                    className={cx(chapterLink)}
                    href={readerHref(comic.slug, chapter.number)}
                    data-reading={reading}
                    data-testid="comic-chapter"
                    data-number={chapter.number}
                    aria-current={reading ? 'step' : undefined}
                  >
                    <span className={chapterTitle}>{chapter.title}</span>
                    <span className={chapterDate}>
                      {reading
                        ? intl.formatMessage({ id: 'comics.readingHere' }, { page: progress.page })
                        : formatShortDate(chapter.publishedAt, timeZone, intl.locale)}
                    </span>
                  </AppLink>
                </li>
              );
            })}
          </ol>
        )}
      </section>
    </div>
  );
}
