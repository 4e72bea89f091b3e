import { Link } from 'wouter';
import { useIntl } from '../../../lib/intl-context';
import { css, cx } from '../../../../styled-system/css';
import { card } from '../../../../styled-system/recipes';
import type { LevelInfo } from '../../../../contracts/schemas/users/rewards';
import { href } from '../../../../contracts/href';
import { bar, barFill, muted, numbers, spread } from './reward-styles';

const box = css({ flexDirection: 'row', alignItems: 'center', gap: '4', p: { base: '4', sm: '5' } });
const medal = css({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: '0',
  w: '16',
  h: '16',
  borderRadius: 'full',
  bg: 'accent.muted',
  color: 'accent.text',
  borderWidth: '2px',
  borderColor: 'accent.default',
});
const medalLabel = css({ fontSize: '2xs', fontWeight: 'bold', textTransform: 'uppercase', letterSpacing: 'wide' });
const medalNumber = css({ fontSize: '2xl', fontWeight: 'black', lineHeight: 'none' });
const body = css({ display: 'flex', flexDirection: 'column', gap: '2', flex: '1', minWidth: '0' });
const name = css({ fontSize: 'lg', fontWeight: 'bold', lineHeight: 'tight' });
const link = css({ fontSize: 'sm', color: 'accent.text', textDecoration: 'underline', textUnderlineOffset: '2px', _hover: { color: 'fg.default' } });

/** The member's level and the EXP to the next one (level/info), which the missions' claims feed. */
export function LevelCard({ info }: { info: LevelInfo }) {
  const intl = useIntl();
  const percent = Math.round(info.progress * 100);
  const next = info.nextLevel ? info.levels.find((l) => l.level === info.nextLevel) : null;
  return (
    <section className={cx(card(), box)} aria-labelledby="rewards-level-name" data-testid="rewards-level">
      <div className={medal} aria-hidden="true">
        <span className={medalLabel}>{intl.formatMessage({ id: 'rewards.level.short' })}</span>
        <span className={medalNumber}>{info.level}</span>
      </div>
      <div className={body}>
        <div className={spread}>
          <h2 id="rewards-level-name" className={name}>
            {intl.formatMessage({ id: 'rewards.level.name' }, { level: info.level, name: info.levelName })}
          </h2>
          <span className={cx(muted, numbers)} data-testid="rewards-exp">
            {intl.formatMessage({ id: 'rewards.level.exp' }, { exp: info.exp })}
          </span>
        </div>
        <div
          className={bar}
          role="progressbar"
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={percent}
          aria-valuetext={`${percent}%`}
          aria-label={intl.formatMessage({ id: 'rewards.level.progress' })}
        >
          <div className={barFill} style={{ width: `${percent}%` }} />
        </div>
        <div className={spread}>
          <span className={muted}>
            {next
              ? intl.formatMessage({ id: 'rewards.level.toNext' }, { exp: info.expForNextLevel, level: next.level, name: next.name })
              : intl.formatMessage({ id: 'rewards.level.top' })}
          </span>
          <Link href={href('account', { slug: 'cap-do' })} className={link}>
            {intl.formatMessage({ id: 'rewards.level.table' })}
          </Link>
        </div>
      </div>
    </section>
  );
}
