import { useState } from 'react';
import { Link, useSearch } from 'wouter';
import type { PageProps } from '../../../app/page-props';
import { useIntl } from '../../../lib/intl-context';
import { css, cx } from '../../../../styled-system/css';
import { button, segmented } from '../../../../styled-system/recipes';
import { PageFrame } from '../../../components/ui/page-frame';
import { SectionNotice } from '../../../components/ui/section-states';
import { useAuth, useRequireMember } from '../../../app/machine-hooks';
import { href } from '../../../../contracts/href';
import type { Tipster } from '../../../../contracts/schemas/sports/tips';
import { followedTipstersList, myTipsList } from '../../../../machines/tips/tips.loaders';
import {
  isCategorySlug,
  isTypeSlug,
  MINE_SECTIONS,
  mineSectionQuery,
  parseEventStatus,
  parseMineSection,
  type CategorySlug,
  type MineSection,
  type TypeSlug,
} from '../tips-format';
import { EventsList, EventStatusFilter } from '../components/events-list';
import { FollowTipsterButton } from '../components/follow-buttons';
import { PostTip } from '../components/post-tip';
import { TipsTabs, CategorySectionTabs } from '../components/tips-nav';
import { PagedView } from '../../../components/ui/paged-view';
import { TipItems, TipsList } from '../components/tips-list';
import { RecordGrid } from '../components/tipster-record';
import { TopTipsters } from '../components/top-tipsters';
import { Avatar } from '../../../components/ui/avatar';
import { card, list, muted, segmentLink, stack, toolbar, truncate, twoColumns } from '../components/tips-styles';

const introLine = css({ color: 'fg.muted', fontSize: 'sm', maxW: '2xl' });

/** /tip-keo: the latest tips of every sport and the best tipsters. */
function AllTips() {
  const intl = useIntl();
  return (
    <div className={twoColumns}>
      <div className={stack}>
        <div className={toolbar}>
          <h2 className={css({ textStyle: 'sectionTitle' })}>{intl.formatMessage({ id: 'tips.latest' })}</h2>
          <PostTip />
        </div>
        <TipsList key="all" query={{}} />
      </div>
      <aside className={stack} aria-label={intl.formatMessage({ id: 'tips.aside' })}>
        <TopTipsters />
      </aside>
    </div>
  );
}

/** /tip-keo/:category and /tip-keo/:category/:type: the category's (type's) tips, newest first. */
function CategoryTips({ category, type, routeId, params }: { category: CategorySlug; type: TypeSlug | null } & PageProps) {
  const intl = useIntl();
  // A posted tip is read into the list at once: the list starts again.
  const [version, setVersion] = useState(0);
  return (
    <div className={stack}>
      <CategorySectionTabs category={category} routeId={routeId} params={params} />
      <div className={twoColumns}>
        <div className={stack}>
          <div className={toolbar}>
            <p className={introLine}>{intl.formatMessage({ id: type ? `tips.typeIntro.${type}` : 'tips.categoryIntro' }, { category: intl.formatMessage({ id: `tips.category.${category}` }) })}</p>
            <PostTip category={category} onPosted={() => setVersion((v) => v + 1)} />
          </div>
          <TipsList key={`${category}|${type ?? ''}|${version}`} query={{ category, ...(type ? { type } : {}) }} />
        </div>
        <aside className={stack} aria-label={intl.formatMessage({ id: 'tips.aside' })}>
          <TopTipsters key={category} category={category} />
        </aside>
      </div>
    </div>
  );
}

/** /tip-keo/:category/su-kien: matches with tips, upcoming, finished or all (in the address). */
function CategoryEvents({ category, routeId, params }: { category: CategorySlug } & PageProps) {
  const search = useSearch();
  const status = parseEventStatus(search);
  return (
    <div className={stack}>
      <CategorySectionTabs category={category} routeId={routeId} params={params} />
      <div className={toolbar}>
        <EventStatusFilter category={category} status={status} />
        <PostTip category={category} />
      </div>
      <EventsList key={`${category}|${status}`} category={category} status={status} />
    </div>
  );
}

function FollowedTipsterCard({ tipster }: { tipster: Tipster }) {
  return (
    <li>
      <article className={card} data-testid="followed-tipster" data-tipster={tipster.author.userId}>
        <div className={css({ display: 'flex', alignItems: 'center', gap: '3', minW: '0', justifyContent: 'space-between', flexWrap: 'wrap' })}>
          <span className={css({ display: 'flex', alignItems: 'center', gap: '3', minW: '0' })}>
            <Avatar src={tipster.author.avatar} name={tipster.author.nickname} size="md" />
            <span className={cx(truncate, css({ fontWeight: 'bold' }))}>{tipster.author.nickname}</span>
          </span>
          <FollowTipsterButton id={tipster.author.userId} followed followers={tipster.followers} name={tipster.author.nickname} />
        </div>
        <RecordGrid record={tipster} />
      </article>
    </li>
  );
}

function FollowedTipsters() {
  const intl = useIntl();
  const [pagedList] = useState(() => followedTipstersList());
  return (
    <PagedView list={pagedList} testId="followed-tipsters" icon="tips" rows={3} empty={{ title: intl.formatMessage({ id: 'tips.mine.following.empty' }), text: intl.formatMessage({ id: 'tips.mine.following.emptyText' }) }}>
      {(items) => (
        <ul className={list}>
          {items.map((t) => (
            <FollowedTipsterCard key={t.author.userId} tipster={t} />
          ))}
        </ul>
      )}
    </PagedView>
  );
}

function MyTipsSection({ section }: { section: Exclude<MineSection, 'following'> }) {
  const intl = useIntl();
  const [pagedList] = useState(() => myTipsList(section));
  return (
    <TipItems
      list={pagedList}
      emptyTitle={intl.formatMessage({ id: `tips.mine.${section}.empty` })}
      emptyText={intl.formatMessage({ id: `tips.mine.${section}.emptyText` })}
      emptyAction={
        section === 'posted' ? undefined : (
          <Link href={href('tipsCategory', { category: 'bong-da' })} className={button({ variant: 'outline', size: 'md' })}>
            {intl.formatMessage({ id: 'tips.mine.browse' })}
          </Link>
        )
      }
    />
  );
}

/** /tip-keo/tip-cua-toi: a member's tips (posted, saved, by followed tipsters) and the tipsters they follow; guests are asked to log in. */
function MyTips() {
  const intl = useIntl();
  const search = useSearch();
  const section = parseMineSection(search);
  const { status } = useAuth();
  const requireMember = useRequireMember();
  const [version, setVersion] = useState(0);
  const seg = segmented();
  if (status === 'starting' || status === 'busy') {
    return <div className={css({ h: '[20rem]' })} aria-busy="true" data-state="loading" />;
  }
  if (status !== 'member') {
    return (
      <SectionNotice
        icon="lock"
        title={intl.formatMessage({ id: 'tips.mine.guest' })}
        text={intl.formatMessage({ id: 'tips.mine.guestText' })}
        testId="tips-mine-guest"
        action={
          <button type="button" className={button({ variant: 'solid', size: 'md' })} onClick={() => requireMember(() => undefined)} data-testid="tips-mine-login">
            {intl.formatMessage({ id: 'tips.mine.login' })}
          </button>
        }
      />
    );
  }
  return (
    <div className={stack} data-testid="tips-mine" data-section={section}>
      <div className={toolbar}>
        <nav aria-label={intl.formatMessage({ id: 'tips.mine.label' })} className={seg.root}>
          {MINE_SECTIONS.map((s) => (
            <Link key={s} href={href('tipsMine', undefined, mineSectionQuery(s))} className={cx(seg.item, segmentLink)} aria-current={s === section ? 'page' : undefined} data-section={s}>
              {intl.formatMessage({ id: `tips.mine.${s}.tab` })}
            </Link>
          ))}
        </nav>
        <PostTip onPosted={() => setVersion((v) => v + 1)} />
      </div>
      <p className={muted}>{intl.formatMessage({ id: `tips.mine.${section}.intro` })}</p>
      {section === 'following' ? <FollowedTipsters key={version} /> : <MyTipsSection key={`${section}|${version}`} section={section} />}
    </div>
  );
}

/** Every list page of /tip-keo: all, a category, a type, its events, and my tips. */
export default function TipsPage({ routeId, params }: PageProps) {
  const intl = useIntl();
  const category = isCategorySlug(params.category) ? params.category : null;
  const type = isTypeSlug(params.type) ? params.type : null;
  const pageName =
    category && routeId !== 'tips'
      ? [intl.formatMessage({ id: `tips.category.${category}` }), type ? intl.formatMessage({ id: `tips.section.${type}` }) : null].filter(Boolean).join(' · ')
      : null;
  return (
    <PageFrame routeId={routeId} params={params} introId="intro.tips" name={pageName} tabs={<TipsTabs routeId={routeId} params={params} />}>
      {routeId === 'tipsMine' ? (
        <MyTips />
      ) : routeId === 'tipsEvents' && category ? (
        <CategoryEvents category={category} routeId={routeId} params={params} />
      ) : (routeId === 'tipsCategory' || routeId === 'tipsType') && category ? (
        <CategoryTips category={category} type={type} routeId={routeId} params={params} />
      ) : (
        <AllTips />
      )}
    </PageFrame>
  );
}
