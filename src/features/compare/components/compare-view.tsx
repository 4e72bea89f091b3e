import { useMemo, useRef, type ReactNode, type RefObject } from 'react';
import { useLocation, useSearch } from 'wouter';
import { useIntl } from '../../../lib/intl-context';
import { css, cx } from '../../../../styled-system/css';
import { button } from '../../../../styled-system/recipes';
import { AppLink } from '../../../components/ui/app-link';
import { LoadFailed, SectionNotice } from '../../../components/ui/section-states';
import { useLoader } from '../../../components/ui/use-loader';
import { comparisonLoader } from '../../../../machines/compare/compare.loaders';
import type { SideResult, SideSummary } from '../../../../machines/compare/compare.actors';
import {
  parseSides,
  searchSwapped,
  searchWithSide,
  sideId,
  sidesKey,
  type CompareKind,
  type SideIndex,
  type SideParam,
  type SideParams,
} from '../../../../machines/compare/compare-ids';
import type { ComparedTeam, PlayerDetail } from '../../../../contracts/schemas/sports/entities';
import { POSITION_LABELS, sideLabel } from '../labels';
import { playerHref, teamHref } from '../links';
import { FormChips, PlayersBody, TeamsBody } from './compare-body';
import { SidePicker, type PickerHandle } from './side-picker';
import { muted, sideFill, subtle, truncate } from './styles';
import { srOnly } from '../../../components/ui/text-styles';

const grid = css({
  display: 'grid',
  gap: { base: '3', sm: '4' },
  gridTemplateColumns: { base: '[minmax(0, 1fr)]', sm: '[minmax(0, 1fr) auto minmax(0, 1fr)]' },
  gridTemplateAreas: { base: '"p1" "c1" "swap" "p2" "c2" "body"', sm: '"p1 swap p2" "c1 vs c2" "body body body"' },
  alignItems: 'stretch',
});
const AREA = {
  picker: [css({ gridArea: 'p1' }), css({ gridArea: 'p2' })],
  card: [css({ gridArea: 'c1' }), css({ gridArea: 'c2' })],
} as const;
const swapCell = css({ gridArea: 'swap', display: 'flex', alignItems: 'flex-end', justifyContent: 'center' });
const swapIcon = css({ transform: { base: 'rotate(90deg)', sm: 'none' } });
const vsCell = css({ gridArea: 'vs', display: { base: 'none', sm: 'flex' }, alignItems: 'center', justifyContent: 'center' });
const vsBadge = css({ display: 'flex', alignItems: 'center', justifyContent: 'center', w: '11', h: '11', borderRadius: 'full', bg: 'bg.subtle', color: 'fg.muted', fontSize: 'xs', fontWeight: 'black', letterSpacing: 'wider' });
const bodyArea = css({ gridArea: 'body', minW: '0' });

const card = css({
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
  gap: { base: '3', sm: '4' },
  // The height of a loaded card, so that the skeleton and the states take the same room (no shift).
  minH: { base: '[6.75rem]', sm: '[7.5rem]' },
  '&[data-kind=teams]': { minH: { base: '[7.75rem]', sm: '[8.5rem]' } },
  p: { base: '3', sm: '4' },
  bg: 'bg.surface',
  borderWidth: '1px',
  borderColor: 'border.subtle',
  borderRadius: 'xl',
  minW: '0',
  overflow: 'hidden',
  '&[data-side="1"]': { flexDirection: { sm: 'row-reverse' }, textAlign: { sm: 'end' } },
  '&[data-state=unknown]': { borderColor: 'status.error', borderStyle: 'dashed' },
  '&[data-state=missing], &[data-state=same]': { borderStyle: 'dashed', borderColor: 'border.default' },
});
const cardStripe = css({ position: 'absolute', top: '0', bottom: '0', w: '1', left: '0', '[data-side="1"] > &': { left: { sm: '[auto]' }, right: { sm: '0' } } });
const cardPicture = css({ w: { base: '14', sm: '16' }, h: { base: '14', sm: '16' }, objectFit: 'contain', flexShrink: '0' });
const cardRound = css({ borderRadius: 'full', bg: 'bg.subtle' });
const cardText = css({ display: 'flex', flexDirection: 'column', gap: '1', minW: '0', flex: '1', '[data-side="1"] > &': { alignItems: { sm: 'flex-end' } } });
const cardName = css({ fontSize: { base: 'md', sm: 'lg' }, fontWeight: 'bold', lineHeight: 'tight', color: 'fg.default', textDecoration: 'none', overflowWrap: 'anywhere', _hover: { textDecoration: 'underline' } });
const cardLine = css({ display: 'flex', alignItems: 'center', gap: '1.5', fontSize: 'sm', color: 'fg.muted', minW: '0', '[data-side="1"] > div > &': { flexDirection: { sm: 'row-reverse' } } });
const smallLogo = css({ w: '4', h: '4', objectFit: 'contain', flexShrink: '0' });
const placeholderBubble = css({ display: 'flex', alignItems: 'center', justifyContent: 'center', w: { base: '14', sm: '16' }, h: { base: '14', sm: '16' }, borderRadius: 'full', bg: 'bg.subtle', color: 'fg.subtle', fontSize: '2xl', fontWeight: 'black', flexShrink: '0' });
const pickButton = css({ alignSelf: 'flex-start', px: '0', color: 'accent.text', '[data-side="1"] > div > &': { alignSelf: { sm: 'flex-end' } } });
const skeletonBlock = css({ borderRadius: 'md', bg: 'bg.subtle', animation: 'livePulse' });

const bodySkeleton = css({
  display: 'grid',
  gap: { base: '3', sm: '4' },
  gridTemplateColumns: { base: '[minmax(0, 1fr)]', md: '[minmax(0, 1.25fr) minmax(0, 1fr)]' },
});
const skeletonSection = css({ h: '[26rem]', borderRadius: 'xl', bg: 'bg.surface', borderWidth: '1px', borderColor: 'border.subtle', animation: 'livePulse' });

type Pickers = readonly [RefObject<PickerHandle | null>, RefObject<PickerHandle | null>];

/**
 * Two teams or two players side by side, as the address asks (`?id1=&id2=`): a picker with search
 * for each side (a choice changes the address, so back and forward work), a swap, the two cards
 * and the comparison; or what is missing (no sides yet, one side, an unknown id, the same twice).
 */
export function CompareView({ kind }: { kind: CompareKind }) {
  const intl = useIntl();
  const [path, navigate] = useLocation();
  const search = useSearch();
  const sides = useMemo(() => parseSides(search), [search]);
  const first = useRef<PickerHandle>(null);
  const second = useRef<PickerHandle>(null);
  const pickers: Pickers = [first, second];
  const go = (query: string) => navigate(query ? `${path}?${query}` : path);
  const choose = (side: SideIndex) => (id: number) => go(searchWithSide(search, side, id));
  const ids = [sideId(sides[0]), sideId(sides[1])] as const;
  const nothingYet = sides.every((s) => s.state === 'missing');

  return (
    <div className={grid} data-testid="compare" data-kind={kind}>
      {([0, 1] as const).map((side) => (
        <SidePicker
          key={side}
          handle={pickers[side]}
          kind={kind}
          side={side}
          currentId={ids[side]}
          otherId={side === 0 ? ids[1] : ids[0]}
          onChoose={choose(side)}
          className={AREA.picker[side]}
        />
      ))}
      <div className={swapCell}>
        <button
          type="button"
          className={button({ variant: 'outline', size: 'md' })}
          onClick={() => go(searchSwapped(search))}
          disabled={nothingYet}
          data-testid="compare-swap"
        >
          <SwapGlyph className={swapIcon} />
          {intl.formatMessage({ id: 'compare.swap' })}
        </button>
      </div>
      <div className={vsCell} aria-hidden="true">
        <span className={vsBadge}>{intl.formatMessage({ id: 'compare.vs' })}</span>
      </div>
      {nothingYet ? (
        <NothingYet kind={kind} pickers={pickers} />
      ) : (
        <Comparison key={sidesKey(kind, sides)} kind={kind} sides={sides} pickers={pickers} />
      )}
    </div>
  );
}

function NothingYet({ kind, pickers }: { kind: CompareKind; pickers: Pickers }) {
  const intl = useIntl();
  return (
    <>
      {([0, 1] as const).map((side) => (
        <OpenCard key={side} kind={kind} side={side} result={{ state: 'missing' }} pickers={pickers} />
      ))}
      <div className={bodyArea}>
        <SectionNotice
          icon="info"
          state="start"
          testId="compare-notice"
          title={intl.formatMessage({ id: kind === 'teams' ? 'compare.start.title.teams' : 'compare.start.title.players' })}
          text={intl.formatMessage({ id: 'compare.start.text' })}
          action={
            <button type="button" className={button({ variant: 'solid', size: 'md' })} onClick={() => pickers[0].current?.open()}>
              {intl.formatMessage({ id: 'compare.start.action' }, { side: intl.formatMessage({ id: sideLabel(kind, 0) }) })}
            </button>
          }
        />
      </div>
    </>
  );
}

function Comparison({ kind, sides, pickers }: { kind: CompareKind; sides: SideParams; pickers: Pickers }) {
  const intl = useIntl();
  const comparison = useLoader(comparisonLoader, { kind, sides });
  const { data } = comparison;

  if (comparison.status === 'loading' || !data) {
    const failed = comparison.status === 'failed';
    return (
      <>
        {([0, 1] as const).map((side) => (failed ? <PendingCard key={side} kind={kind} side={side} param={sides[side]} /> : <CardSkeleton key={side} kind={kind} side={side} />))}
        <div className={bodyArea} data-state={comparison.state}>
          {failed ? (
            <LoadFailed error={comparison.error} onRetry={comparison.retry} />
          ) : (
            <div className={bodySkeleton} aria-busy="true" data-testid="section-loading">
              <span className={srOnly}>{intl.formatMessage({ id: 'common.loading' })}</span>
              <div className={skeletonSection} />
              <div className={skeletonSection} />
            </div>
          )}
        </div>
      </>
    );
  }

  if (data.status === 'partial') {
    return (
      <>
        {([0, 1] as const).map((side) => {
          const result = data.sides[side];
          return result.state === 'found' ? (
            <SummaryCard key={side} kind={kind} side={side} summary={result.summary} />
          ) : (
            <OpenCard key={side} kind={kind} side={side} result={result} pickers={pickers} />
          );
        })}
        <div className={bodyArea}>
          <WhatIsMissing kind={kind} sides={data.sides} pickers={pickers} />
        </div>
      </>
    );
  }

  return (
    <>
      {data.kind === 'teams'
        ? data.data.teams.map((t, side) => <TeamCard key={side} side={side as SideIndex} compared={t} />)
        : data.data.players.map((p, side) => <PlayerCard key={side} side={side as SideIndex} compared={p} />)}
      <div className={bodyArea}>{data.kind === 'teams' ? <TeamsBody data={data.data} /> : <PlayersBody data={data.data} />}</div>
    </>
  );
}

/** The notice under the cards when the two sides cannot be compared: the first thing to fix. */
function WhatIsMissing({ kind, sides, pickers }: { kind: CompareKind; sides: readonly [SideResult, SideResult]; pickers: Pickers }) {
  const intl = useIntl();
  const side = (i: SideIndex) => intl.formatMessage({ id: sideLabel(kind, i) });
  const unknown = sides.findIndex((s) => s.state === 'unknown');
  const same = sides.findIndex((s) => s.state === 'same');
  const missing = sides.findIndex((s) => s.state === 'missing');
  const [state, index] = unknown >= 0 ? (['unknown', unknown] as const) : same >= 0 ? (['same', same] as const) : (['missing', Math.max(0, missing)] as const);
  const at = index as SideIndex;
  const result = sides[at];
  const found = sides.find((s): s is Extract<SideResult, { state: 'found' }> => s.state === 'found');
  const title =
    state === 'unknown'
      ? intl.formatMessage({ id: 'compare.unknown.title' }, { side: side(at) })
      : state === 'same'
        ? intl.formatMessage({ id: 'compare.same.title' })
        : intl.formatMessage({ id: 'compare.missing.title' }, { side: side(at) });
  const text =
    state === 'unknown'
      ? intl.formatMessage({ id: kind === 'teams' ? 'compare.unknown.text.teams' : 'compare.unknown.text.players' }, { id: result.state === 'unknown' ? result.raw : '' })
      : state === 'same'
        ? intl.formatMessage({ id: 'compare.same.text' }, { name: found?.summary.name ?? '', side: side(at) })
        : intl.formatMessage({ id: 'compare.missing.text' }, { side: side(at) });
  return (
    <SectionNotice
      icon={state === 'unknown' ? 'warning' : 'info'}
      state={state}
      testId="compare-notice"
      title={title}
      text={text}
      action={
        <button type="button" className={button({ variant: 'solid', size: 'md' })} onClick={() => pickers[at].current?.open()} data-testid="compare-notice-pick">
          {intl.formatMessage({ id: 'compare.pick' }, { side: side(at) })}
        </button>
      }
    />
  );
}

function CardShell({ kind, side, state, children }: { kind: CompareKind; side: SideIndex; state: string; children: ReactNode }) {
  return (
    <article className={cx(card, AREA.card[side])} data-kind={kind} data-side={side} data-state={state} data-testid="compare-side">
      {state === 'found' ? <span className={cx(cardStripe, sideFill[side])} aria-hidden="true" /> : null}
      {children}
    </article>
  );
}

function TeamCard({ side, compared }: { side: SideIndex; compared: ComparedTeam }) {
  const intl = useIntl();
  const { team, standing, form } = compared;
  return (
    <CardShell kind="teams" side={side} state="found">
      <img src={team.logo} alt="" width={64} height={64} className={cardPicture} />
      <div className={cardText}>
        <AppLink href={teamHref(team.id, team.name)} className={cardName} data-testid="compare-side-name">
          {team.name}
        </AppLink>
        <span className={cardLine}>
          <img src={team.league.logo} alt="" width={16} height={16} className={smallLogo} />
          <span className={truncate}>{team.league.name}</span>
        </span>
        <span className={cardLine}>
          {standing
            ? intl.formatMessage({ id: 'compare.card.standing' }, { position: standing.position, points: standing.points })
            : intl.formatMessage({ id: 'compare.card.noStanding' })}
        </span>
        <FormChips form={form} />
      </div>
    </CardShell>
  );
}

function PlayerCard({ side, compared }: { side: SideIndex; compared: PlayerDetail }) {
  const intl = useIntl();
  const p = compared.player;
  const position = POSITION_LABELS[p.position] ? intl.formatMessage({ id: POSITION_LABELS[p.position] }) : p.position;
  return (
    <CardShell kind="players" side={side} state="found">
      <img src={p.photo} alt="" width={64} height={64} className={cx(cardPicture, cardRound)} />
      <div className={cardText}>
        <AppLink href={playerHref(p.id, p.name)} className={cardName} data-testid="compare-side-name">
          {p.name}
        </AppLink>
        <AppLink href={teamHref(p.team.id, p.team.name)} className={cx(cardLine, css({ textDecoration: 'none', _hover: { color: 'fg.default' } }))}>
          <img src={p.team.logo} alt="" width={16} height={16} className={smallLogo} />
          <span className={truncate}>{p.team.name}</span>
        </AppLink>
        <span className={cardLine}>{intl.formatMessage({ id: 'compare.card.player' }, { shirt: p.shirtNumber, position, age: p.age })}</span>
      </div>
    </CardShell>
  );
}

/** A side found alone (the other is not chosen yet, unknown, or the same). */
function SummaryCard({ kind, side, summary }: { kind: CompareKind; side: SideIndex; summary: SideSummary }) {
  return (
    <CardShell kind={kind} side={side} state="found">
      <img src={summary.picture} alt="" width={64} height={64} className={cx(cardPicture, kind === 'players' && cardRound)} />
      <div className={cardText}>
        <AppLink href={kind === 'teams' ? teamHref(summary.id, summary.name) : playerHref(summary.id, summary.name)} className={cardName} data-testid="compare-side-name">
          {summary.name}
        </AppLink>
        <span className={cx(cardLine, truncate)}>{summary.subtitle}</span>
      </div>
    </CardShell>
  );
}

/** A side still to choose: not chosen, unknown, or the same as the other; its button opens the picker. */
function OpenCard({ kind, side, result, pickers }: { kind: CompareKind; side: SideIndex; result: Exclude<SideResult, { state: 'found' }>; pickers: Pickers }) {
  const intl = useIntl();
  const label = intl.formatMessage({ id: sideLabel(kind, side) });
  const line =
    result.state === 'unknown'
      ? intl.formatMessage({ id: 'compare.card.unknown' }, { id: result.raw })
      : result.state === 'same'
        ? intl.formatMessage({ id: 'compare.card.same' })
        : intl.formatMessage({ id: 'compare.card.missing' });
  return (
    <CardShell kind={kind} side={side} state={result.state}>
      <span className={placeholderBubble} aria-hidden="true">
        {result.state === 'unknown' ? '!' : '?'}
      </span>
      <div className={cardText}>
        <span className={cx(cardName, css({ _hover: { textDecoration: 'none' } }))}>{label}</span>
        <span className={cx(muted, result.state === 'unknown' && css({ color: 'status.error' }))}>{line}</span>
        <button type="button" className={cx(button({ variant: 'ghost', size: 'sm' }), pickButton)} onClick={() => pickers[side].current?.open()}>
          {intl.formatMessage({ id: 'compare.pick' }, { side: label })}
        </button>
      </div>
    </CardShell>
  );
}

/** A side whose comparison could not be loaded (network): its label and the id asked. */
function PendingCard({ kind, side, param }: { kind: CompareKind; side: SideIndex; param: SideParam }) {
  const intl = useIntl();
  const id = param.state === 'invalid' ? param.raw : sideId(param);
  return (
    <CardShell kind={kind} side={side} state="pending">
      <span className={placeholderBubble} aria-hidden="true">
        ?
      </span>
      <div className={cardText}>
        <span className={cx(cardName, css({ _hover: { textDecoration: 'none' } }))}>{intl.formatMessage({ id: sideLabel(kind, side) })}</span>
        {id !== null ? <span className={subtle}>{intl.formatMessage({ id: 'compare.card.id' }, { id })}</span> : null}
      </div>
    </CardShell>
  );
}

function CardSkeleton({ kind, side }: { kind: CompareKind; side: SideIndex }) {
  return (
    <CardShell kind={kind} side={side} state="loading">
      <span className={cx(skeletonBlock, css({ w: { base: '14', sm: '16' }, h: { base: '14', sm: '16' }, borderRadius: 'full', flexShrink: '0' }))} aria-hidden="true" />
      <div className={cardText} aria-hidden="true">
        <span className={cx(skeletonBlock, css({ h: '5', w: '[70%]' }))} />
        <span className={cx(skeletonBlock, css({ h: '4', w: '[45%]' }))} />
        <span className={cx(skeletonBlock, css({ h: '4', w: '[55%]' }))} />
      </div>
    </CardShell>
  );
}

function SwapGlyph({ className }: { className?: string }) {
  return (
    <svg className={className} width={18} height={18} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={2} strokeLinecap="round" strokeLinejoin="round" aria-hidden="true">
      <path d="M7 4 3 8l4 4" />
      <path d="M3 8h14" />
      <path d="m17 20 4-4-4-4" />
      <path d="M21 16H7" />
    </svg>
  );
}

