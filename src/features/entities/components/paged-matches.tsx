import { useMemo, useState } from 'react';
import { useIntl } from '../../../lib/intl-context';
import { css } from '../../../../styled-system/css';
import { segmented } from '../../../../styled-system/recipes';
import { usePagedList } from '../../../components/ui/use-paged-list';
import { LoadFailed, LoadingRows, Pager, SectionNotice } from '../../../components/ui/section-states';
import { entityMatchesList, ENTITY_MATCHES_PAGE_SIZE, type MatchesKind } from '../../../../machines/entities/entities.loaders';
import { EntityMatchList } from './entity-match-row';
import { section, sectionHead, sectionTitle } from './entity-styles';

const KINDS: readonly MatchesKind[] = ['fixtures', 'results'];

/** A team's or a league's matches of the season, fixtures or results, a page at a time. */
export function PagedMatches({ owner, id, teamId }: { owner: 'team' | 'league'; id: number; teamId?: number }) {
  const intl = useIntl();
  const [kind, setKind] = useState<MatchesKind>('fixtures');
  const seg = segmented();
  const titleId = `${owner}-${id}-matches`;
  return (
    <section className={section} aria-labelledby={titleId} data-testid="paged-matches" data-kind={kind}>
      <div className={sectionHead}>
        <h2 id={titleId} className={sectionTitle}>
          {intl.formatMessage({ id: 'entities.section.matches' })}
        </h2>
        <div className={seg.root} role="group" aria-label={intl.formatMessage({ id: 'entities.matches.kind' })}>
          {KINDS.map((k) => (
            <button key={k} type="button" className={seg.item} aria-pressed={k === kind} onClick={() => setKind(k)} data-testid={`matches-${k}`}>
              {intl.formatMessage({ id: k === 'fixtures' ? 'entities.matches.fixtures' : 'entities.matches.results' })}
            </button>
          ))}
        </div>
      </div>
      <MatchesPage key={`${owner}:${id}:${kind}`} owner={owner} id={id} kind={kind} teamId={teamId} />
    </section>
  );
}

function MatchesPage({ owner, id, kind, teamId }: { owner: 'team' | 'league'; id: number; kind: MatchesKind; teamId?: number }) {
  const intl = useIntl();
  const source = useMemo(() => entityMatchesList(owner, id, kind), [owner, id, kind]);
  const list = usePagedList(source);
  if (list.status === 'loading') return <LoadingRows rows={4} />;
  if (list.status === 'failed') return <LoadFailed error={list.error} onRetry={list.retry} />;
  if (list.status === 'empty' || !list.page)
    return (
      <SectionNotice
        icon="calendar"
        title={intl.formatMessage({ id: kind === 'fixtures' ? 'entities.matches.noFixtures' : 'entities.matches.noResults' })}
        testId="matches-empty"
      />
    );
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '3' })} data-state={list.state}>
      <EntityMatchList matches={list.page.list} teamId={teamId} showLeague={owner === 'team'} testId={`matches-${kind}-list`} />
      <Pager pageNum={list.page.pageNum} pageSize={ENTITY_MATCHES_PAGE_SIZE} total={list.page.total} onPage={list.goTo} />
    </div>
  );
}
