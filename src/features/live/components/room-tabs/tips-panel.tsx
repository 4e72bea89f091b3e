import { useIntl } from '../../../../lib/intl-context';
import { Link } from 'wouter';
import { css } from '../../../../../styled-system/css';
import { badge, button } from '../../../../../styled-system/recipes';
import { tipsLoader } from '../../../../../machines/room-tabs/panel.loaders';
import { Avatar } from '../../../../components/ui/avatar';
import { SectionNotice } from '../../../../components/ui/section-states';
import { href } from '../../../../../contracts/href';
import type { TipItem } from '../../../../../contracts/schemas/sports/tips';
import { formatOdds } from '../../../../components/sports/match-format';
import { PanelData } from '../../../../components/sports/panel-data';
import { muted, section, stack, subtle, truncate } from '../../../../components/sports/section-styles';
import { useLoader } from '../../../../components/ui/use-loader';

const RESULT_TONES: Record<string, 'accent' | 'live' | 'neutral' | 'hot'> = { won: 'accent', lost: 'live', push: 'neutral', pending: 'hot', void: 'neutral' };
const KNOWN_MARKETS = ['1x2', 'handicap', 'over_under'];

const head = css({ display: 'flex', alignItems: 'center', gap: '3', minW: '0' });
const author = css({ display: 'flex', flexDirection: 'column', minW: '0', flex: '1' });
const title = css({ fontSize: 'md', fontWeight: 'bold', lineHeight: 'snug', overflowWrap: 'anywhere', _hover: { color: 'accent.text' } });
const facts = css({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '2', fontSize: 'sm' });
const pick = css({ fontWeight: 'bold' });
const oddsText = css({ fontWeight: 'bold', color: 'accent.text', fontVariantNumeric: 'tabular-nums' });
const reasoning = css({ color: 'fg.muted', fontSize: 'sm', lineClamp: '3' });
const meter = css({ flex: '1', minW: '16', maxW: '40', h: '1.5', borderRadius: 'full', bg: 'bg.subtle', overflow: 'hidden' });
const meterFill = css({ display: 'block', h: 'full', bg: 'accent.default', borderRadius: 'full' });
const confidenceRow = css({ display: 'flex', alignItems: 'center', gap: '2' });

function TipCard({ tip }: { tip: TipItem }) {
  const intl = useIntl();
  const link = href('tipDetail', { slug: tip.slug });
  return (
    <li>
      <article className={section} data-testid="room-tip" aria-labelledby={`room-tip-${tip.id}`}>
        <div className={head}>
          <Avatar src={tip.author.avatar} name={tip.author.nickname} size="sm" />
          <span className={author}>
            <span className={truncate}>{tip.author.nickname}</span>
            <time className={subtle} dateTime={tip.createdAt}>
              {intl.formatDate(tip.createdAt, { day: '2-digit', month: '2-digit', hour: '2-digit', minute: '2-digit' })}
            </time>
          </span>
          <span className={badge({ tone: RESULT_TONES[tip.result] ?? 'neutral' })}>
            {intl.formatMessage({ id: `roomTabs.tips.result.${RESULT_TONES[tip.result] ? tip.result : 'pending'}` })}
          </span>
        </div>
        <Link href={link} className={title} id={`room-tip-${tip.id}`}>
          {tip.title}
        </Link>
        <div className={facts}>
          <span className={badge({ tone: 'neutral' })}>{intl.formatMessage({ id: `roomTabs.tips.market.${KNOWN_MARKETS.includes(tip.market) ? tip.market : '1x2'}` })}</span>
          <span className={pick}>{tip.pickLabel}</span>
          <span className={oddsText}>@ {formatOdds(tip.odds)}</span>
        </div>
        <div className={confidenceRow}>
          <span className={muted}>{intl.formatMessage({ id: 'roomTabs.tips.confidence' }, { value: tip.confidence })}</span>
          <span className={meter} aria-hidden="true">
            <span className={meterFill} style={{ width: `${Math.min(100, Math.max(0, tip.confidence))}%` }} />
          </span>
        </div>
        <p className={reasoning}>{tip.reasoning}</p>
        <Link href={link} className={button({ variant: 'outline', size: 'sm' })} aria-label={`${intl.formatMessage({ id: 'roomTabs.tips.readMore' })}: ${tip.title}`}>
          {intl.formatMessage({ id: 'roomTabs.tips.readMore' })}
        </Link>
      </article>
    </li>
  );
}

/** Tips posted on the room's fixture, newest first, each linking to its detail page. */
export function TipsPanel({ fixtureId }: { fixtureId: number }) {
  const intl = useIntl();
  const panel = useLoader(tipsLoader, { fixtureId });
  return (
    <div data-testid="tips-panel" data-state={panel.state}>
      <PanelData status={panel.status} data={panel.data} error={panel.error} onRetry={panel.retry}>
        {(page) =>
          page.list.length === 0 ? (
            <SectionNotice
              icon="tips"
              title={intl.formatMessage({ id: 'roomTabs.tips.empty' })}
              text={intl.formatMessage({ id: 'roomTabs.tips.emptyText' })}
              testId="tips-empty"
            />
          ) : (
            <div className={stack}>
              <p className={muted}>{intl.formatMessage({ id: 'roomTabs.tips.count' }, { count: page.total })}</p>
              <ul className={css({ display: 'grid', gridTemplateColumns: { base: '1fr', xl: 'repeat(2, minmax(0, 1fr))' }, gap: '4' })}>
                {page.list.map((tip) => (
                  <TipCard key={tip.id} tip={tip} />
                ))}
              </ul>
            </div>
          )
        }
      </PanelData>
    </div>
  );
}
