import { css, cx } from '../../../../styled-system/css';
import { badge } from '../../../../styled-system/recipes';
import { useIntl } from '../../../lib/intl-context';
import { formatCount } from '../../../lib/format/count';
import { useLocale } from '../../../app/machine-hooks';
import { AppLink } from '../../../components/ui/app-link';
import { Icon } from '../../../components/ui/icon';
import { formatMoney } from '../../../../contracts/money';
import type { PromotionItem } from '../../../../contracts/schemas/content/promotions';
import { CountdownText } from './countdown-text';
import { bannerBox, bannerImage, onBanner, STATUS_BADGE, statusBadge } from './promotion-styles';

export const cardGrid = css({
  display: 'grid',
  gridTemplateColumns: { base: '1fr', sm: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(3, minmax(0, 1fr))' },
  gap: { base: '4', sm: '5' },
});

const cardLink = css({
  display: 'flex',
  flexDirection: 'column',
  h: 'full',
  bg: 'bg.surface',
  borderWidth: '1px',
  borderColor: 'border.subtle',
  borderRadius: 'xl',
  overflow: 'hidden',
  transitionProperty: 'common',
  transitionDuration: 'normal',
  _hover: { borderColor: 'accent.default', '& img': { transform: 'scale(1.03)' } },
  _focusVisible: { outline: '[2px solid]', outlineColor: 'border.focus', outlineOffset: '0.5' },
});
const body = css({ display: 'flex', flexDirection: 'column', gap: '2.5', p: '4', flex: '1' });
const title = css({ fontWeight: 'bold', fontSize: 'md', lineHeight: 'snug', lineClamp: 2, minH: '[2.75em]' });
const summary = css({ color: 'fg.muted', fontSize: 'sm', lineClamp: 2, minH: '[2.9em]' });
const rewardRow = css({
  display: 'flex',
  alignItems: 'center',
  gap: '2',
  px: '3',
  py: '2',
  borderRadius: 'lg',
  bg: 'accent.muted',
  color: 'accent.text',
  fontWeight: 'semibold',
  fontSize: 'sm',
  minW: '0',
});
const rewardText = css({ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', minW: '0', flex: '1' });
const amount = css({ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap', color: 'fg.default' });
const meta = css({ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: '3', fontSize: 'xs', color: 'fg.muted', mt: 'auto' });
const countdownStyle = css({ display: 'inline-flex', alignItems: 'center', gap: '1', fontWeight: 'semibold', color: 'fg.default', fontVariantNumeric: 'tabular-nums' });
const categoryChip = css({ position: 'absolute', top: '2', right: '2' });

export function PromotionCard({ promotion }: { promotion: PromotionItem }) {
  const intl = useIntl();
  const { locale } = useLocale();
  return (
    <li>
      <AppLink href={promotion.path} className={cardLink} data-testid="promotion-card" data-slug={promotion.slug} data-status={promotion.status}>
        <span className={bannerBox}>
          <img className={bannerImage} src={promotion.banner} alt="" width={1200} height={400} loading="lazy" decoding="async" />
          <span className={cx(badge(), statusBadge, STATUS_BADGE[promotion.status])}>{intl.formatMessage({ id: `promo.status.${promotion.status}` })}</span>
          <span className={cx(badge(), categoryChip, onBanner)}>
            {intl.formatMessage({ id: `promo.category.${promotion.category}` })}
          </span>
        </span>
        <span className={body}>
          <span className={title} data-testid="promotion-card-title">
            {promotion.title}
          </span>
          <span className={summary}>{promotion.summary}</span>
          <span className={rewardRow}>
            <Icon name="promotion" size={18} />
            <span className={rewardText} data-testid="promotion-card-reward">
              {promotion.reward}
            </span>
            {promotion.rewardAmount > 0 && !promotion.amountInReward ? (
              <span className={amount} data-testid="promotion-card-amount">
                {formatMoney(promotion.rewardAmount, promotion.currency, locale)}
              </span>
            ) : null}
          </span>
          <span className={meta}>
            <span className={countdownStyle}>
              <Icon name="calendar" size={14} />
              <CountdownText startsAt={promotion.startsAt} endsAt={promotion.endsAt} status={promotion.status} />
            </span>
            {promotion.action && promotion.status !== 'upcoming' ? <span>{intl.formatMessage({ id: 'promo.participants' }, { count: formatCount(promotion.participants) })}</span> : null}
          </span>
        </span>
      </AppLink>
    </li>
  );
}

const skeleton = css({ borderRadius: 'md', bg: 'bg.subtle', animation: 'livePulse' });

/** A card of the same size while the list loads. */
export function PromotionCardSkeleton() {
  return (
    <li aria-hidden="true" className={css({ display: 'flex', flexDirection: 'column', bg: 'bg.surface', borderWidth: '1px', borderColor: 'border.subtle', borderRadius: 'xl', overflow: 'hidden' })}>
      <span className={cx(bannerBox, skeleton, css({ borderRadius: '[0]' }))} />
      <span className={body}>
        <span className={cx(skeleton, css({ h: '[2.75em]' }))} />
        <span className={cx(skeleton, css({ h: '[2.9em]' }))} />
        <span className={cx(skeleton, css({ h: '9', borderRadius: 'lg' }))} />
        <span className={cx(skeleton, css({ h: '4', w: '2/3' }))} />
      </span>
    </li>
  );
}
