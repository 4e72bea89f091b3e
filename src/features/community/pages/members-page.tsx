import { useState, type FormEvent } from 'react';
import { Link, useLocation, useSearch } from 'wouter';
import type { PageProps } from '../../../app/page-props';
import { useIntl } from '../../../lib/intl-context';
import { css, cx } from '../../../../styled-system/css';
import { badge, button, field, segmented } from '../../../../styled-system/recipes';
import { Avatar } from '../../../components/ui/avatar';
import { PageFrame } from '../../../components/ui/page-frame';
import { PagedView } from '../../../components/ui/paged-view';
import { href } from '../../../../contracts/href';
import { SITE_ROLES } from '../../../../contracts/constants';
import type { Member } from '../../../../contracts/schemas/community';
import { MEMBER_KEYWORD_MAX, MEMBER_SORTS, membersList, membersSearch, parseMembersQuery, type MembersSelection } from '../../../../machines/members/members.loaders';

const toolbar = css({ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', justifyContent: 'space-between', gap: '3' });
const searchForm = css({ display: 'flex', alignItems: 'flex-end', gap: '2', flex: '1', minW: '[16rem]', maxW: 'xl' });
const grid = css({ display: 'grid', gridTemplateColumns: { base: '[minmax(0, 1fr)]', sm: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(3, minmax(0, 1fr))' }, gap: '3', listStyle: 'none', p: '0', m: '0' });
const card = css({ display: 'flex', alignItems: 'center', gap: '3', p: '4', h: 'full', bg: 'bg.surface', borderWidth: '1px', borderColor: 'border.subtle', borderRadius: 'xl', minW: '0' });
const body = css({ display: 'flex', flexDirection: 'column', gap: '1', minW: '0', flex: '1' });
const name = css({ fontWeight: 'bold', color: 'fg.default', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', _hover: { color: 'accent.text', textDecoration: 'underline' } });
const badges = css({ display: 'flex', flexWrap: 'wrap', gap: '1.5' });
const meta = css({ color: 'fg.muted', fontSize: 'xs' });

/** Roles other than a plain member, with the message that names them. */
const ROLE_LABEL: Partial<Record<number, string>> = {
  [SITE_ROLES.host]: 'members.role.host',
  [SITE_ROLES.moderator]: 'members.role.moderator',
  [SITE_ROLES.admin]: 'members.role.admin',
  [SITE_ROLES.customerCare]: 'members.role.customerCare',
};

function MemberCard({ member }: { member: Member }) {
  const intl = useIntl();
  const role = ROLE_LABEL[member.siteRoleId];
  const label = member.nickname || member.displayName;
  return (
    <li data-testid="member" data-user={member.userId}>
      <div className={card}>
        <Avatar src={member.profilePicture} name={label} size="lg" />
        <div className={body}>
          <Link href={href('communityUser', { userId: String(member.userId) })} className={name} data-testid="member-name">
            {label}
          </Link>
          <div className={badges}>
            <span className={badge({ tone: 'accent' })} data-testid="member-level">
              {intl.formatMessage({ id: 'members.level' }, { level: member.level })}
            </span>
            {role ? (
              <span className={badge({ tone: member.siteRoleId === SITE_ROLES.host ? 'live' : 'neutral' })} data-testid="member-role">
                {intl.formatMessage({ id: role })}
              </span>
            ) : null}
          </div>
          <span className={meta}>
            {intl.formatMessage(
              { id: 'members.meta' },
              { date: intl.formatDate(member.createdAt, { dateStyle: 'medium' }), posts: member.postsCount },
            )}
          </span>
        </div>
      </div>
    </li>
  );
}

/** One search and order's members, paged; keyed by the selection so a new one starts a new list. */
function MembersList({ selection }: { selection: MembersSelection }) {
  const intl = useIntl();
  const [list] = useState(() => membersList(selection));
  return (
    <PagedView
      list={list}
      testId="members"
      icon="community"
      rows={6}
      countText={(total) => intl.formatMessage({ id: selection.keyword ? 'members.found' : 'members.count' }, { count: total, keyword: selection.keyword })}
      empty={{ title: intl.formatMessage({ id: 'members.empty.title' }), text: selection.keyword ? intl.formatMessage({ id: 'members.empty.text' }, { keyword: selection.keyword }) : undefined }}
    >
      {(items) => (
        <ul className={grid} aria-label={intl.formatMessage({ id: 'members.list.label' })}>
          {items.map((member) => (
            <MemberCard key={member.userId} member={member} />
          ))}
        </ul>
      )}
    </PagedView>
  );
}

function SearchBox({ selection, onSearch }: { selection: MembersSelection; onSearch: (keyword: string) => void }) {
  const intl = useIntl();
  const [text, setText] = useState(selection.keyword);
  const styles = field();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(text.trim());
  };
  return (
    <form role="search" className={searchForm} onSubmit={submit} data-testid="members-search">
      <div className={cx(styles.root, css({ flex: '1', minW: '0' }))}>
        <label htmlFor="members-keyword" className={styles.label}>
          {intl.formatMessage({ id: 'members.search.label' })}
        </label>
        <div className={styles.control}>
          <input
            id="members-keyword"
            type="search"
            className={styles.input}
            value={text}
            maxLength={MEMBER_KEYWORD_MAX}
            placeholder={intl.formatMessage({ id: 'members.search.placeholder' })}
            onChange={(event) => setText(event.target.value)}
          />
        </div>
      </div>
      <button type="submit" className={button({ size: 'md' })}>
        {intl.formatMessage({ id: 'members.search.submit' })}
      </button>
    </form>
  );
}

/** The member directory (/thanh-vien): search by name, highest level or newest first; the search and order are in the address. */
export default function MembersPage({ routeId, params }: PageProps) {
  const intl = useIntl();
  const search = useSearch();
  const [, navigate] = useLocation();
  const selection = parseMembersQuery(search);
  const go = (next: MembersSelection) => navigate(`${href('members')}${membersSearch(next)}`);
  const seg = segmented();
  return (
    <PageFrame routeId={routeId} params={params} introId="intro.members">
      <div className={toolbar}>
        <SearchBox key={selection.keyword} selection={selection} onSearch={(keyword) => go({ ...selection, keyword })} />
        <div role="group" aria-label={intl.formatMessage({ id: 'members.sort.label' })} className={seg.root} data-testid="members-sort">
          {MEMBER_SORTS.map((sort) => (
            <Link key={sort} href={`${href('members')}${membersSearch({ ...selection, sort })}`} className={seg.item} aria-current={selection.sort === sort ? 'page' : undefined} data-sort={sort}>
              {intl.formatMessage({ id: `members.sort.${sort}` })}
            </Link>
          ))}
        </div>
      </div>
      <MembersList key={`${selection.keyword}|${selection.sort}`} selection={selection} />
    </PageFrame>
  );
}
