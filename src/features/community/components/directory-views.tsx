import { useState, type FormEvent } from 'react';
import { Link, useLocation, useSearch } from 'wouter';
import { useIntl } from '../../../lib/intl-context';
import { css, cx } from '../../../../styled-system/css';
import { button, field, segmented } from '../../../../styled-system/recipes';
import { useAuth } from '../../../app/machine-hooks';
import { PagedView } from '../../../components/ui/paged-view';
import { SectionNotice } from '../../../components/ui/section-states';
import { href } from '../../../../contracts/href';
import { BOARD_KEYWORD_MAX } from '../../../../machines/community/community.loaders';
import { eventsList, groupsList, parseSearch, SEARCH_TABS, searchHref, searchList, type EventsWhen, type SearchType } from '../../../../machines/community/community.loaders';
import { muted } from './board-parts';
import { useNow } from '../../../components/ui/use-now';
import { cardGrid, EventCard, GroupCard, MemberRow } from './cards';
import { CreateButton, CreateEventDialog, CreateGroupDialog } from './create-dialogs';
import { FriendButton } from './friend-button';
import { PostCard } from './post-card';

const toolbar = css({ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', justifyContent: 'space-between', gap: '3' });
const searchForm = css({ display: 'flex', alignItems: 'flex-end', gap: '2', flex: '1', minW: '[15rem]', maxW: 'xl' });
const KEYWORD_MAX = BOARD_KEYWORD_MAX;

function SearchBox({ initial, labelId, placeholderId, onSearch, testId }: { initial: string; labelId: string; placeholderId: string; onSearch: (keyword: string) => void; testId: string }) {
  const intl = useIntl();
  const [text, setText] = useState(initial);
  const styles = field();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(text.trim());
  };
  return (
    <form role="search" className={searchForm} onSubmit={submit} data-testid={testId}>
      <div className={cx(styles.root, css({ flex: '1', minW: '0' }))}>
        <label htmlFor={`${testId}-input`} className={styles.label}>
          {intl.formatMessage({ id: labelId })}
        </label>
        <input
          id={`${testId}-input`}
          type="search"
          className={styles.input}
          value={text}
          maxLength={KEYWORD_MAX}
          placeholder={intl.formatMessage({ id: placeholderId })}
          onChange={(event) => setText(event.target.value)}
        />
      </div>
      <button type="submit" className={button({ size: 'md' })}>
        {intl.formatMessage({ id: 'board.search.submit' })}
      </button>
    </form>
  );
}

// Events (su-kien)

const WHEN_SLUG: Record<EventsWhen, string | null> = { upcoming: null, past: 'da-qua' };

/** Sự kiện: upcoming (soonest first) or past, and a button to create one. */
export function EventsView() {
  const intl = useIntl();
  const search = useSearch();
  const when: EventsWhen = new URLSearchParams(search).get('xem') === 'da-qua' ? 'past' : 'upcoming';
  const seg = segmented();
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '4' })}>
      <div className={toolbar}>
        <nav className={cx(seg.root, css({ alignSelf: 'flex-start' }))} aria-label={intl.formatMessage({ id: 'board.events.when' })}>
          {(['upcoming', 'past'] as const).map((value) => (
            <Link
              key={value}
              href={`${href('communityEvents')}${WHEN_SLUG[value] ? `?xem=${WHEN_SLUG[value]}` : ''}`}
              className={seg.item}
              aria-current={when === value ? 'page' : undefined}
            >
              {intl.formatMessage({ id: `board.events.${value}` })}
            </Link>
          ))}
        </nav>
        <CreateButton labelId="board.event.create" testId="create-event">
          {(close) => <CreateEventDialog onClose={close} />}
        </CreateButton>
      </div>
      <EventsList key={when} when={when} />
    </div>
  );
}

function EventsList({ when }: { when: EventsWhen }) {
  const intl = useIntl();
  const [list] = useState(() => eventsList(when));
  return (
    <PagedView list={list} testId="board-events" icon="calendar" rows={3} empty={{ title: intl.formatMessage({ id: 'board.events.empty' }) }}>
      {(items) => (
        <ul className={cardGrid}>
          {items.map((event) => (
            <EventCard key={event.id} event={event} />
          ))}
        </ul>
      )}
    </PagedView>
  );
}

// Groups (nhom)

/** Nhóm: every group or the member's own, searched by name, and a button to create one. */
export function GroupsView() {
  const intl = useIntl();
  const search = useSearch();
  const [, navigate] = useLocation();
  const params = new URLSearchParams(search);
  const keyword = (params.get('q') ?? '').trim().slice(0, KEYWORD_MAX);
  const { status } = useAuth();
  const mine = params.get('xem') === 'cua-toi' && status === 'member';
  const seg = segmented();
  const go = (next: { keyword?: string; mine?: boolean }) => {
    const query = new URLSearchParams();
    const k = next.keyword ?? keyword;
    if (k) query.set('q', k);
    if (next.mine ?? mine) query.set('xem', 'cua-toi');
    const text = query.toString();
    navigate(`${href('communityGroups')}${text ? `?${text}` : ''}`);
  };
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '4' })}>
      <div className={toolbar}>
        <SearchBox key={keyword} initial={keyword} labelId="board.groups.search" placeholderId="board.groups.searchPlaceholder" onSearch={(k) => go({ keyword: k })} testId="groups-search" />
        <CreateButton labelId="board.group.create" testId="create-group">
          {(close) => <CreateGroupDialog onClose={close} />}
        </CreateButton>
      </div>
      {status === 'member' ? (
        <div className={cx(seg.root, css({ alignSelf: 'flex-start' }))} role="group" aria-label={intl.formatMessage({ id: 'board.groups.which' })}>
          <button type="button" className={seg.item} aria-pressed={!mine} onClick={() => go({ mine: false })}>
            {intl.formatMessage({ id: 'board.groups.all' })}
          </button>
          <button type="button" className={seg.item} aria-pressed={mine} onClick={() => go({ mine: true })} data-testid="groups-mine">
            {intl.formatMessage({ id: 'board.groups.mine' })}
          </button>
        </div>
      ) : null}
      <GroupsList key={`${keyword}|${mine}|${status === 'member'}`} keyword={keyword} mine={mine} />
    </div>
  );
}

function GroupsList({ keyword, mine }: { keyword: string; mine: boolean }) {
  const intl = useIntl();
  const [list] = useState(() => groupsList({ keyword, mine }));
  return (
    <PagedView
      list={list}
      testId="board-groups"
      icon="community"
      rows={3}
      countText={(total) => intl.formatMessage({ id: keyword ? 'board.groups.found' : 'board.groups.count' }, { count: total, keyword })}
      empty={{ title: intl.formatMessage({ id: mine ? 'board.groups.mineEmpty' : 'board.groups.empty' }) }}
    >
      {(items) => (
        <ul className={cardGrid}>
          {items.map((group) => (
            <GroupCard key={group.id} group={group} />
          ))}
        </ul>
      )}
    </PagedView>
  );
}

// Search (tim-kiem)

/** Tìm kiếm: posts, groups or people, with or without diacritics; the words and the tab are in the address. */
export function SearchView() {
  const intl = useIntl();
  const search = useSearch();
  const [, navigate] = useLocation();
  const { keyword, type } = parseSearch(search);
  const seg = segmented();
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '4' })}>
      <SearchBox key={keyword} initial={keyword} labelId="board.search.label" placeholderId="board.search.placeholder" onSearch={(k) => navigate(searchHref(k, type))} testId="board-search" />
      <nav className={cx(seg.root, css({ alignSelf: 'flex-start' }))} aria-label={intl.formatMessage({ id: 'board.search.tabs' })} data-testid="search-tabs">
        {SEARCH_TABS.map((tab) => (
          <Link key={tab.type} href={searchHref(keyword, tab.type)} className={seg.item} aria-current={type === tab.type ? 'page' : undefined}>
            {intl.formatMessage({ id: `board.search.${tab.type}` })}
          </Link>
        ))}
      </nav>
      {keyword ? (
        <SearchResults key={`${type}|${keyword}`} keyword={keyword} type={type} />
      ) : (
        <SectionNotice icon="info" title={intl.formatMessage({ id: 'board.search.prompt' })} text={intl.formatMessage({ id: 'board.search.promptText' })} testId="search-prompt" />
      )}
    </div>
  );
}

function SearchResults({ keyword, type }: { keyword: string; type: SearchType }) {
  const intl = useIntl();
  const now = useNow();
  const empty = { title: intl.formatMessage({ id: 'board.search.none' }, { keyword }), text: intl.formatMessage({ id: 'board.search.noneText' }) };
  // A section's count stops at SEARCH_COUNT_LIMIT: past it, "more than 1,000".
  const countText = (total: number, page: { total: number; totalCapped?: boolean }) =>
    intl.formatMessage({ id: `board.search.found.${type}` }, { count: total, keyword, capped: page.totalCapped ? 'yes' : 'no' });
  const [posts] = useState(() => (type === 'posts' ? searchList(keyword, 'posts') : null));
  const [groups] = useState(() => (type === 'groups' ? searchList(keyword, 'groups') : null));
  const [people] = useState(() => (type === 'users' ? searchList(keyword, 'users') : null));
  if (posts) {
    return (
      <PagedView list={posts} testId="search-posts" rows={3} countText={countText} empty={empty}>
        {(items) => (
          <ul className={css({ display: 'flex', flexDirection: 'column', gap: '4', listStyle: 'none', p: '0', m: '0', maxW: '[42rem]' })}>
            {items.map((post) => (
              <li key={post.id}>
                <PostCard post={post} now={now} />
              </li>
            ))}
          </ul>
        )}
      </PagedView>
    );
  }
  if (groups) {
    return (
      <PagedView list={groups} testId="search-groups" rows={3} countText={countText} empty={empty}>
        {(items) => (
          <ul className={cardGrid}>
            {items.map((group) => (
              <GroupCard key={group.id} group={group} />
            ))}
          </ul>
        )}
      </PagedView>
    );
  }
  return (
    <PagedView list={people!} testId="search-people" rows={3} countText={countText} empty={empty}>
      {(items) => (
        <ul className={cardGrid}>
          {items.map((member) => (
            <MemberRow key={member.userId} user={member} testId="search-person">
              <span className={muted}>{intl.formatMessage({ id: 'board.person.posts' }, { count: member.postsCount })}</span>
              <FriendButton userId={member.userId} size="sm" />
            </MemberRow>
          ))}
        </ul>
      )}
    </PagedView>
  );
}
