import { Link } from 'wouter';
import { css } from '../../../../styled-system/css';
import { badge } from '../../../../styled-system/recipes';
import { useIntl } from '../../../lib/intl-context';
import { formatCount } from '../../../lib/format/count';
import { formatDateTime } from '../../../lib/format/date-time';
import { formatRelativeTime } from '../../../lib/format/relative-time';
import type { PageProps } from '../../../app/page-props';
import { useVisitorTimeZone } from '../../../app/machine-hooks';
import { PageFrame } from '../../../components/ui/page-frame';
import { LoadFailed } from '../../../components/ui/section-states';
import { useLoader } from '../../../components/ui/use-loader';
import { Icon } from '../../../components/ui/icon';
import { newsArticleLoader, newsViewLoader } from '../../../../machines/news/news.loaders';
import type { Locale } from '../../../../contracts/constants';
import type { NewsDetail } from '../../../../contracts/schemas/content/news';
import { ArticleBody } from '../components/article-body';
import { NewsCard } from '../components/news-card';
import { NewsMatchCard } from '../components/news-match-card';
import { ShareBar } from '../components/share-bar';
import { StoryColumn } from '../components/most-read';
import { newsListHref, shareLink } from '../news-format';
import { NotFoundNotice } from '../components/news-not-found';
import { srOnly } from '../../../components/ui/text-styles';

const layout = css({ display: 'grid', gap: { base: '6', lg: '10' }, gridTemplateColumns: { base: 'minmax(0, 1fr)', md: '[minmax(0, 1fr) 18rem]', lg: '[minmax(0, 1fr) 20rem]' }, alignItems: 'start' });
const article = css({ display: 'flex', flexDirection: 'column', gap: '5', minWidth: '0', maxW: '[46rem]' });
const chips = css({ display: 'flex', flexWrap: 'wrap', gap: '2' });
const chipLink = css({ _hover: { textDecoration: 'underline' } });
const meta = css({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: '4', rowGap: '1', fontSize: 'sm', color: 'fg.muted' });
const metaItem = css({ display: 'inline-flex', alignItems: 'center', gap: '1.5', fontVariantNumeric: 'tabular-nums' });
const author = css({ fontWeight: 'semibold', color: 'fg.default' });
const lead = css({ fontSize: { base: 'lg', sm: 'xl' }, fontWeight: 'semibold', lineHeight: 'snug', color: 'fg.default' });
const cover = css({ w: 'full', aspectRatio: 'wide', objectFit: 'cover', borderRadius: 'xl', bg: 'bg.subtle' });
const tagList = css({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '2', fontSize: 'sm', color: 'fg.muted' });
const tag = css({ px: '2.5', py: '1', borderRadius: 'full', bg: 'bg.subtle', color: 'fg.default', fontSize: 'xs' });
const divider = css({ borderTopWidth: '1px', borderColor: 'border.subtle', pt: '4' });
const related = css({ display: 'flex', flexDirection: 'column', gap: '4' });
const relatedTitle = css({ textStyle: 'sectionTitle' });
const relatedGrid = css({ display: 'grid', gap: '4', gridTemplateColumns: { base: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))' } });
const aside = css({ display: { base: 'none', md: 'flex' }, flexDirection: 'column', gap: '4', position: 'sticky', top: '4' });
const skeleton = css({ bg: 'bg.surface', borderRadius: 'lg', animation: 'livePulse', _motionReduce: { animation: '[none]' } });

function ArticleSkeleton() {
  const intl = useIntl();
  return (
    <div className={layout} aria-busy="true" data-testid="news-article" data-state="loading">
      <span className={srOnly}>{intl.formatMessage({ id: 'common.loading' })}</span>
      <div className={article} aria-hidden="true">
        <div className={skeleton} style={{ height: '1.5rem', width: '40%' }} />
        <div className={skeleton} style={{ height: '1.25rem', width: '70%' }} />
        <div className={skeleton} style={{ height: '4.5rem' }} />
        <div className={`${skeleton} ${cover}`} />
        {Array.from({ length: 4 }, (_, i) => (
          <div key={i} className={skeleton} style={{ height: '6rem' }} />
        ))}
      </div>
      <div className={aside} aria-hidden="true">
        <div className={skeleton} style={{ height: '26rem' }} />
      </div>
    </div>
  );
}

/** The views shown: the count the server answered for this visit (it counts a visitor once per window), else the article's. */
function ArticleView({ data, slug }: { data: NewsDetail; slug: string }) {
  const intl = useIntl();
  const timeZone = useVisitorTimeZone();
  const view = useLoader(newsViewLoader, { body: { slug } });
  const views = view.data?.views ?? data.views;
  const now = new Date();
  const url = shareLink(typeof window === 'undefined' ? '' : window.location.origin, data.path, intl.locale as Locale);
  return (
    <div className={layout} data-testid="news-article" data-state="ready" data-id={data.id}>
      <article className={article}>
        <div className={chips}>
          <Link href={newsListHref('noi-bat', data.category.slug)} className={`${badge({ tone: 'accent' })} ${chipLink}`}>
            {data.category.name}
          </Link>
          <Link href={newsListHref('noi-bat', data.category.slug, data.type.slug)} className={`${badge({ tone: 'neutral' })} ${chipLink}`}>
            {data.type.name}
          </Link>
          {data.editorPick ? <span className={badge({ tone: 'hot' })}>{intl.formatMessage({ id: 'news.editorPick' })}</span> : null}
        </div>
        <p className={meta}>
          <span className={author}>{intl.formatMessage({ id: 'news.article.by' }, { author: data.author })}</span>
          <time dateTime={data.publishedAt} className={metaItem} title={formatDateTime(data.publishedAt, timeZone, intl.locale)}>
            <Icon name="calendar" size={14} />
            {formatRelativeTime(data.publishedAt, now, intl.locale)}
          </time>
          <span className={metaItem} data-testid="news-reading-time">
            <Icon name="news" size={14} />
            {intl.formatMessage({ id: 'news.article.readingTime' }, { minutes: data.readingMinutes })}
          </span>
          <span className={metaItem} data-testid="news-views" data-views={views}>
            <Icon name="eye" size={14} />
            {intl.formatMessage({ id: 'news.views' }, { n: views, count: formatCount(views) })}
          </span>
        </p>
        <p className={lead} data-testid="news-summary">
          {data.summary}
        </p>
        <img src={data.cover} alt="" width={640} height={360} className={cover} decoding="async" fetchPriority="high" />
        {data.match ? <NewsMatchCard match={data.match} /> : null}
        <ArticleBody blocks={data.blocks} />
        {data.tags.length ? (
          <p className={tagList}>
            <span>{intl.formatMessage({ id: 'news.article.tags' })}</span>
            {data.tags.map((t) => (
              <span key={t.slug} className={tag}>
                {t.name}
              </span>
            ))}
          </p>
        ) : null}
        <div className={divider}>
          <ShareBar url={url} title={data.title} />
        </div>
        {data.related.length ? (
          <section className={related} aria-labelledby="news-related-title" data-testid="news-related">
            <h2 className={relatedTitle} id="news-related-title">
              {intl.formatMessage({ id: 'news.article.related' })}
            </h2>
            <div className={relatedGrid}>
              {data.related.map((item) => (
                <NewsCard key={item.id} item={item} now={now} />
              ))}
            </div>
          </section>
        ) : null}
      </article>
      <div className={aside}>
        {data.related.length ? <StoryColumn titleId="news.article.more" items={data.related.slice(0, 5)} testId="news-aside" /> : null}
      </div>
    </div>
  );
}

function ArticleScreen({ routeId, params, slug }: PageProps & { slug: string }) {
  const article = useLoader(newsArticleLoader, { params: { slug } });
  let content;
  if (article.status === 'failed') content = article.error?.status === 404 ? <NotFoundNotice kind="article" /> : <LoadFailed error={article.error} onRetry={article.retry} />;
  else if (article.status !== 'ready' || !article.data) content = <ArticleSkeleton />;
  else content = <ArticleView data={article.data} slug={slug} />;
  return (
    <PageFrame
      routeId={routeId}
      params={params}
      name={article.data?.title}
      crumbNames={{ newsCategory: article.data?.category.name, newsType: article.data?.type.name }}
    >
      {content}
    </PageFrame>
  );
}

/** /tin-tuc/{category}/{type}/{slug}: the article with its match, share, related stories; the visit counts a view. */
export default function NewsArticlePage({ routeId, params }: PageProps) {
  const slug = params.slug ?? '';
  return <ArticleScreen key={slug} routeId={routeId} params={params} slug={slug} />;
}
