import { useEffect, useLayoutEffect, useRef, useState, type FormEvent } from 'react';
import { useIntl } from '../../../lib/intl-context';
import { css } from '../../../../styled-system/css';
import { button, field } from '../../../../styled-system/recipes';
import type { PageProps } from '../../../app/page-props';
import { useAppSend, useFavouriteTeamIds, useLiveScores, useVisitorTimeZone } from '../../../app/machine-hooks';
import { AppLink } from '../../../components/ui/app-link';
import { PageFrame } from '../../../components/ui/page-frame';
import { LoadFailed, LoadingRows, SectionNotice } from '../../../components/ui/section-states';
import { useLoader } from '../../../components/ui/use-loader';
import { suggestedTeamsLoader, teamCardsLoader, teamSearchLoader } from '../../../../machines/entities/entities.loaders';
import { withLiveScore } from '../../../../machines/live-scores/live-scores.frames';
import { FAVOURITE_TEAMS_MAX } from '../../../../contracts/constants';
import type { SuggestedTeam, TeamCard } from '../../../../contracts/schemas/sports/favourites';
import type { TeamSearchItem } from '../../../../contracts/schemas/sports/entities';
import { EntityMatchRow } from '../components/entity-match-row';
import { muted, section, sectionHead, sectionTitle, stack, subtle, truncate } from '../components/entity-styles';
import { FollowButton } from '../components/follow-button';
import { entityHref } from '../format';

const cardList = css({ display: 'grid', gridTemplateColumns: { base: '1fr', lg: 'repeat(2, minmax(0, 1fr))' }, gap: '3' });
const card = css({ display: 'flex', flexDirection: 'column', bg: 'bg.surface', borderWidth: '1px', borderColor: 'border.subtle', borderRadius: 'xl', minW: '0', overflow: 'hidden' });
const cardHead = css({ display: 'grid', gridTemplateColumns: '[2.5rem minmax(0, 1fr) auto]', alignItems: 'center', gap: '3', p: { base: '3', sm: '4' } });
const crest = css({ w: '10', h: '10', objectFit: 'contain' });
const who = css({ display: 'flex', flexDirection: 'column', gap: '0.5', minW: '0' });
const teamLink = css({ fontWeight: 'bold', _hover: { color: 'accent.text', textDecoration: 'underline' } });
const cardMatch = css({ '& > ul': { mx: '0' } });
const matchLabel = css({ px: { base: '3', sm: '4' }, pt: '2', fontSize: 'xs', fontWeight: 'bold', color: 'fg.muted', textTransform: 'uppercase', letterSpacing: 'wide', borderTopWidth: '1px', borderColor: 'border.subtle' });
const noMatch = css({ px: { base: '3', sm: '4' }, py: '3', borderTopWidth: '1px', borderColor: 'border.subtle', color: 'fg.subtle', fontSize: 'sm' });
const guestNote = css({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: '3', flexWrap: 'wrap', p: '4', bg: 'accent.muted', borderRadius: 'xl', fontSize: 'sm' });
const searchForm = css({ display: 'flex', gap: '2', alignItems: 'flex-end' });
const resultRow = css({ display: 'grid', gridTemplateColumns: '[2rem minmax(0, 1fr) auto]', alignItems: 'center', gap: '3', py: '2', borderTopWidth: '1px', borderColor: 'border.subtle', _first: { borderTopWidth: '0' } });
const resultCrest = css({ w: '8', h: '8', objectFit: 'contain' });
const suggestionList = css({ display: 'grid', gridTemplateColumns: { base: '1fr', lg: 'repeat(2, minmax(0, 1fr))' }, columnGap: '6', '& > li:nth-child(2)': { borderTopWidth: { base: '1px', lg: '0' } } });

/** Characters a search needs before it asks the server. */
const SEARCH_MIN = 2;
const SEARCH_DELAY_MS = 300;

export default function FavouriteTeamsPage({ routeId, params }: PageProps) {
  const intl = useIntl();
  const favourites = useFavouriteTeamIds();
  // Suggestions for a visitor who came with no team, kept while they follow some of them.
  const [cameWithNone, setCameWithNone] = useState(false);
  if (!cameWithNone && favourites.status === 'ready' && favourites.ids.length === 0) setCameWithNone(true);
  return (
    <PageFrame routeId={routeId} params={params} introId="intro.favouriteTeams">
      <div className={stack} data-testid="favourites-page" data-status={favourites.status} data-member={favourites.member}>
        {favourites.member ? null : <GuestNote />}
        <section className={stack} aria-labelledby="favourites-list-title">
          <div className={sectionHead}>
            <h2 id="favourites-list-title" className={sectionTitle}>
              {intl.formatMessage({ id: 'favourites.list.title' })}
            </h2>
            {favourites.status === 'ready' ? (
              <span className={muted} data-testid="favourites-count">
                {intl.formatMessage({ id: 'favourites.list.count' }, { n: favourites.ids.length, max: FAVOURITE_TEAMS_MAX })}
              </span>
            ) : null}
          </div>
          {favourites.status === 'loading' ? <LoadingRows rows={3} /> : null}
          {favourites.status === 'failed' ? <LoadFailed error={null} onRetry={favourites.retry} /> : null}
          {favourites.status === 'ready' ? <FavouriteCards ids={favourites.ids} /> : null}
        </section>
        {cameWithNone ? <SuggestedTeams /> : null}
        <TeamSearch />
      </div>
    </PageFrame>
  );
}

/** A guest's list lives in this browser: signing in keeps it on their account. */
function GuestNote() {
  const intl = useIntl();
  const send = useAppSend();
  return (
    <div className={guestNote} data-testid="favourites-guest-note">
      <span>{intl.formatMessage({ id: 'favourites.guest.note' })}</span>
      <button type="button" className={button({ variant: 'solid', size: 'sm' })} onClick={() => send({ type: 'dialog.open', view: 'login' })}>
        {intl.formatMessage({ id: 'favourites.guest.signIn' })}
      </button>
    </div>
  );
}

/** A key that changes each time the ids change (the loader refreshes on a new key, never on an old one again). */
function useChangeKey(ids: readonly number[]): string {
  const key = ids.join(',');
  const [seen, setSeen] = useState({ key, count: 0 });
  if (seen.key !== key) setSeen({ key, count: seen.count + 1 });
  return String(seen.key === key ? seen.count : seen.count + 1);
}

function FavouriteCards({ ids }: { ids: readonly number[] }) {
  const intl = useIntl();
  // The loader reads the ids when it calls (its input is fixed when it starts): the latest ones, kept here.
  const idsRef = useRef(ids);
  useLayoutEffect(() => {
    idsRef.current = ids;
  }, [ids]);
  const [input] = useState(() => ({ readIds: () => idsRef.current }));
  const cards = useLoader(teamCardsLoader, input, useChangeKey(ids));
  const shown = cards.data ? ids.flatMap((id) => cards.data!.list.filter((c) => c.team.id === id)) : [];
  if (ids.length === 0 || (cards.status !== 'loading' && cards.status !== 'failed' && shown.length === 0 && cards.state !== 'ready.refreshing')) {
    return (
      <SectionNotice
        icon="star"
        title={intl.formatMessage({ id: 'favourites.empty.title' })}
        text={intl.formatMessage({ id: 'favourites.empty.text' })}
        testId="favourites-empty"
      />
    );
  }
  if (cards.status === 'loading' || (shown.length === 0 && cards.state === 'ready.refreshing')) return <LoadingRows rows={Math.min(ids.length, 4)} />;
  if (cards.status === 'failed') return <LoadFailed error={cards.error} onRetry={cards.retry} />;
  return (
    <ul className={cardList} data-testid="favourites-list">
      {shown.map((c) => (
        <FavouriteCard key={c.team.id} card={c} />
      ))}
    </ul>
  );
}

/** A followed team: crest, name, league, and its match being played or next (else its last). */
function FavouriteCard({ card: c }: { card: TeamCard }) {
  const intl = useIntl();
  const timeZone = useVisitorTimeZone();
  const scores = useLiveScores();
  const match = c.next ?? c.last;
  return (
    <li className={card} data-testid="favourite-team" data-team-id={c.team.id}>
      <div className={cardHead}>
        <img src={c.team.logo} alt="" width={40} height={40} className={crest} />
        <span className={who}>
          <AppLink href={entityHref('team', c.team.id, c.team.name, c.team.shortName)} className={`${teamLink} ${truncate}`}>
            {c.team.name}
          </AppLink>
          <AppLink href={entityHref('league', c.league.id, c.league.name)} className={`${subtle} ${truncate}`}>
            {c.league.name}
          </AppLink>
        </span>
        <FollowButton teamId={c.team.id} teamName={c.team.name} compact />
      </div>
      {match ? (
        <div className={cardMatch}>
          <p className={matchLabel}>{intl.formatMessage({ id: c.next ? (c.next.status === 2 ? 'favourites.card.live' : 'favourites.card.next') : 'favourites.card.last' })}</p>
          <ul>
            <EntityMatchRow match={withLiveScore(match, scores[match.staticId])} teamId={c.team.id} timeZone={timeZone} />
          </ul>
        </div>
      ) : (
        <p className={noMatch}>{intl.formatMessage({ id: 'favourites.card.noMatch' })}</p>
      )}
    </li>
  );
}

/** Popular teams to follow with one press: the most followed, then the leaders of the main leagues. */
function SuggestedTeams() {
  const intl = useIntl();
  const suggested = useLoader(suggestedTeamsLoader, {});
  return (
    <section className={section} aria-labelledby="favourites-suggested-title" data-testid="favourites-suggested" data-state={suggested.state}>
      <div>
        <h2 id="favourites-suggested-title" className={sectionTitle}>
          {intl.formatMessage({ id: 'favourites.suggested.title' })}
        </h2>
        <p className={muted}>{intl.formatMessage({ id: 'favourites.suggested.text' })}</p>
      </div>
      {suggested.status === 'loading' ? <LoadingRows rows={4} /> : null}
      {suggested.status === 'failed' ? <LoadFailed error={suggested.error} onRetry={suggested.retry} /> : null}
      {suggested.status === 'empty' ? <p className={muted}>{intl.formatMessage({ id: 'favourites.suggested.none' })}</p> : null}
      {suggested.status === 'ready' && suggested.data ? (
        <ul className={suggestionList} aria-labelledby="favourites-suggested-title">
          {suggested.data.list.map((s) => (
            <Suggestion key={s.team.id} suggestion={s} />
          ))}
        </ul>
      ) : null}
    </section>
  );
}

function Suggestion({ suggestion: s }: { suggestion: SuggestedTeam }) {
  const intl = useIntl();
  const place = s.position === null ? s.league.name : intl.formatMessage({ id: 'favourites.suggested.position' }, { position: s.position, league: s.league.name });
  return (
    <li className={resultRow} data-testid="suggested-team" data-team-id={s.team.id}>
      <img src={s.team.logo} alt="" width={32} height={32} className={resultCrest} />
      <span className={who}>
        <AppLink href={entityHref('team', s.team.id, s.team.name, s.team.shortName)} className={`${teamLink} ${truncate}`}>
          {s.team.name}
        </AppLink>
        <span className={`${subtle} ${truncate}`}>
          {s.followers > 0 ? `${place} · ${intl.formatMessage({ id: 'favourites.suggested.followers' }, { n: s.followers })}` : place}
        </span>
      </span>
      <FollowButton teamId={s.team.id} teamName={s.team.name} compact />
    </li>
  );
}

/** Find teams by name (any language, or the code) and follow them from the results. */
function TeamSearch() {
  const intl = useIntl();
  const styles = field();
  const [text, setText] = useState('');
  const [keyword, setKeyword] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setKeyword(text.trim()), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setKeyword(text.trim());
  };
  return (
    <section className={section} aria-labelledby="favourites-search-title" data-testid="favourites-search">
      <h2 id="favourites-search-title" className={sectionTitle}>
        {intl.formatMessage({ id: 'favourites.search.title' })}
      </h2>
      <form role="search" className={searchForm} onSubmit={submit}>
        <div className={`${styles.root} ${css({ flex: '1' })}`}>
          <label htmlFor="favourites-search-input" className={styles.label}>
            {intl.formatMessage({ id: 'favourites.search.label' })}
          </label>
          <input
            id="favourites-search-input"
            type="search"
            className={styles.input}
            value={text}
            maxLength={50}
            autoComplete="off"
            placeholder={intl.formatMessage({ id: 'favourites.search.placeholder' })}
            onChange={(e) => setText(e.target.value)}
          />
        </div>
        <button type="submit" className={button({ variant: 'outline', size: 'md' })}>
          {intl.formatMessage({ id: 'favourites.search.submit' })}
        </button>
      </form>
      <div aria-live="polite">
        {keyword.length >= SEARCH_MIN ? <SearchResults key={keyword} keyword={keyword} /> : <p className={muted}>{intl.formatMessage({ id: 'favourites.search.hint' }, { n: SEARCH_MIN })}</p>}
      </div>
    </section>
  );
}

function SearchResults({ keyword }: { keyword: string }) {
  const intl = useIntl();
  const results = useLoader(teamSearchLoader, { keyword });
  if (results.status === 'loading') return <LoadingRows rows={2} />;
  if (results.status === 'failed') return <LoadFailed error={results.error} onRetry={results.retry} />;
  if (results.status === 'empty' || !results.data)
    return <p className={muted} data-testid="search-empty">{intl.formatMessage({ id: 'favourites.search.none' }, { keyword })}</p>;
  return (
    <ul data-testid="search-results" aria-label={intl.formatMessage({ id: 'favourites.search.results' }, { n: results.data.total })}>
      {results.data.list.map((t) => (
        <SearchResult key={t.id} team={t} />
      ))}
    </ul>
  );
}

function SearchResult({ team: t }: { team: TeamSearchItem }) {
  return (
    <li className={resultRow} data-testid="search-result" data-team-id={t.id}>
      <img src={t.logo} alt="" width={32} height={32} className={resultCrest} />
      <span className={who}>
        <AppLink href={entityHref('team', t.id, t.name, t.shortName)} className={`${teamLink} ${truncate}`}>
          {t.name}
        </AppLink>
        <span className={`${subtle} ${truncate}`}>{t.league.name}</span>
      </span>
      <FollowButton teamId={t.id} teamName={t.name} compact />
    </li>
  );
}

