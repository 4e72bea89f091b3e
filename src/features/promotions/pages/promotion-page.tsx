import type { ReactNode } from 'react';
import { useMachine } from '@xstate/react';
import { css, cx } from '../../../../styled-system/css';
import { badge, button } from '../../../../styled-system/recipes';
import type { PageProps } from '../../../app/page-props';
import { useAppSend, useAuth, useLocale } from '../../../app/machine-hooks';
import { useIntl } from '../../../lib/intl-context';
import { formatCount } from '../../../lib/format/count';
import { AppLink } from '../../../components/ui/app-link';
import { Icon } from '../../../components/ui/icon';
import { PageFrame } from '../../../components/ui/page-frame';
import { LoadFailed, SectionNotice } from '../../../components/ui/section-states';
import { useLoader } from '../../../components/ui/use-loader';
import { href } from '../../../../contracts/href';
import { formatMoney } from '../../../../contracts/money';
import { matchRoute } from '../../../../contracts/route-table';
import type { PromotionDetail } from '../../../../contracts/schemas/content/promotions';
import { promotionLoader } from '../../../../machines/promotions/promotions.loaders';
import { enrolMachine } from '../../../../machines/promotions/enrol.machine';
import { CountdownText } from '../components/countdown-text';
import { ScorePrediction } from '../components/score-prediction';
import { bannerBox, bannerImage, STATUS_BADGE, statusBadge } from '../components/promotion-styles';
import { muted } from '../../../components/ui/text-styles';

const layout = css({
  display: 'grid',
  gap: { base: '5', md: '6' },
  gridTemplateColumns: { base: '1fr', md: 'minmax(0, 1fr) 22rem' },
  gridTemplateAreas: { base: '"hero" "aside" "main"', md: '"hero hero" "main aside"' },
  alignItems: 'start',
});
const hero = css({ gridArea: 'hero', borderRadius: 'xl', overflow: 'hidden', borderWidth: '1px', borderColor: 'border.subtle', aspectRatio: { md: '[4 / 1]' } });
const main = css({ gridArea: 'main', display: 'flex', flexDirection: 'column', gap: '6', minW: '0' });
const aside = css({
  gridArea: 'aside',
  display: 'flex',
  flexDirection: 'column',
  gap: '4',
  p: { base: '4', sm: '5' },
  bg: 'bg.surface',
  borderWidth: '1px',
  borderColor: 'border.subtle',
  borderRadius: 'xl',
  position: { md: 'sticky' },
  top: { md: '20' },
});
const lead = css({ fontSize: { base: 'md', sm: 'lg' }, color: 'fg.default', fontWeight: 'medium' });
const section = css({ display: 'flex', flexDirection: 'column', gap: '3' });
const sectionTitle = css({ textStyle: 'sectionTitle' });
const paragraph = css({ color: 'fg.muted', lineHeight: 'relaxed', overflowWrap: 'anywhere' });
const terms = css({ display: 'flex', flexDirection: 'column', gap: '2', pl: '5', listStyleType: 'decimal', color: 'fg.muted', lineHeight: 'relaxed', '& li::marker': { color: 'accent.text', fontWeight: 'bold' } });
const label = css({ fontSize: 'xs', color: 'fg.muted', textTransform: 'uppercase', letterSpacing: 'wide', fontWeight: 'semibold' });
const rewardText = css({ fontSize: 'lg', fontWeight: 'bold', lineHeight: 'snug', color: 'accent.text' });
const worth = css({ fontSize: 'sm', color: 'fg.muted', fontVariantNumeric: 'tabular-nums' });
const facts = css({ display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: '3', rowGap: '1.5', fontSize: 'sm', '& dt': { color: 'fg.muted' }, '& dd': { textAlign: 'right', fontVariantNumeric: 'tabular-nums' } });
const divider = css({ borderTopWidth: '1px', borderColor: 'border.subtle' });
const checkList = css({ display: 'flex', flexDirection: 'column', gap: '1.5', fontSize: 'sm' });
const checkItem = css({ display: 'flex', gap: '2', alignItems: 'flex-start', '& svg': { flexShrink: '0', mt: '0.5', color: 'status.success' } });
const actionBox = css({ display: 'flex', flexDirection: 'column', gap: '2', minH: '12' });
const fullButton = css({ w: 'full' });
const doneBox = css({ display: 'flex', alignItems: 'center', gap: '2', px: '3', py: '2.5', borderRadius: 'lg', bg: 'status.successMuted', color: 'status.success', fontWeight: 'semibold' });
const errorText = css({ color: 'status.error', fontSize: 'sm' });
const countdownLine = css({ display: 'inline-flex', alignItems: 'center', gap: '1.5', fontWeight: 'semibold', fontVariantNumeric: 'tabular-nums' });
const skeleton = css({ borderRadius: 'lg', bg: 'bg.subtle', animation: 'livePulse' });

/** The member's part: join or claim once (the enrol machine), or why not; guests get the sign-in dialog. */
function ActionBox({ promotion, enrolled, enrolling, error, onEnrol }: { promotion: PromotionDetail; enrolled: boolean; enrolling: boolean; error: string | null; onEnrol: () => void }) {
  const intl = useIntl();
  const send = useAppSend();
  const { status: auth } = useAuth();
  const claim = promotion.action === 'claim';
  if (!promotion.action) {
    const target = promotion.link ? matchRoute(promotion.link) : null;
    if (promotion.link && target) {
      return (
        <AppLink href={promotion.link} className={cx(button({ variant: 'solid', size: 'md' }), fullButton)} data-testid="promotion-link">
          {intl.formatMessage({ id: 'promo.action.goTo' }, { page: intl.formatMessage({ id: `route.${target.route.id}` }) })}
          <Icon name="chevronRight" size={18} />
        </AppLink>
      );
    }
    return <p className={muted}>{intl.formatMessage({ id: 'promo.action.auto' })}</p>;
  }
  if (enrolled) {
    return (
      <div className={doneBox} role="status" data-testid="promotion-enrolled">
        <Icon name="success" size={20} />
        {intl.formatMessage({ id: claim ? 'promo.action.claimed' : 'promo.action.enrolled' })}
      </div>
    );
  }
  if (promotion.status !== 'active') {
    return (
      <button type="button" className={cx(button({ variant: 'outline', size: 'md' }), fullButton)} disabled data-testid="promotion-closed">
        {intl.formatMessage({ id: promotion.status === 'upcoming' ? 'promo.action.notStarted' : 'promo.action.ended' })}
      </button>
    );
  }
  if (auth === 'starting' || auth === 'busy') return <div className={cx(skeleton, css({ h: '10' }))} aria-hidden="true" />;
  if (auth !== 'member') {
    return (
      <>
        <button
          type="button"
          className={cx(button({ variant: 'solid', size: 'md' }), fullButton)}
          onClick={() => send({ type: 'dialog.open', view: 'login' })}
          data-testid="promotion-sign-in"
        >
          <Icon name="lock" size={18} />
          {intl.formatMessage({ id: 'promo.action.signIn' })}
        </button>
        <p className={muted}>{intl.formatMessage({ id: 'promo.action.signInHint' })}</p>
      </>
    );
  }
  if (promotion.viewer && !promotion.viewer.eligible) {
    return (
      <button type="button" className={cx(button({ variant: 'outline', size: 'md' }), fullButton)} disabled data-testid="promotion-ineligible">
        {intl.formatMessage({ id: 'promo.action.ineligible' })}
      </button>
    );
  }
  return (
    <>
      <button
        type="button"
        className={cx(button({ variant: 'solid', size: 'md' }), fullButton)}
        onClick={onEnrol}
        disabled={enrolling}
        aria-busy={enrolling || undefined}
        data-testid="promotion-enrol"
      >
        <Icon name={claim ? 'promotion' : 'check'} size={18} />
        {intl.formatMessage({ id: enrolling ? 'promo.action.sending' : claim ? 'promo.action.claim' : 'promo.action.enrol' })}
      </button>
      {error ? (
        <p className={errorText} role="alert" data-testid="promotion-enrol-error">
          {error}
        </p>
      ) : null}
    </>
  );
}

/** The side card: reward, period, participants, who may take part, and the action. */
function PromotionAside({ promotion }: { promotion: PromotionDetail }) {
  const intl = useIntl();
  const { locale } = useLocale();
  const [snapshot, send] = useMachine(enrolMachine, {
    input: { slug: promotion.slug, enrolled: promotion.viewer?.enrolled ?? false, enrolledAt: promotion.viewer?.enrolledAt ?? null, participants: promotion.participants },
  });
  const { participants, enrolledAt, error } = snapshot.context;
  const enrolled = snapshot.matches('enrolled');
  const when = (instant: string) => intl.formatDate(instant, { dateStyle: 'medium', timeStyle: 'short' });
  const eligibility = promotion.eligibility === 'new-members' ? intl.formatMessage({ id: 'promo.eligibility.new-members' }, { days: promotion.newMemberDays }) : intl.formatMessage({ id: `promo.eligibility.${promotion.eligibility}` });
  return (
    <aside className={aside} aria-label={intl.formatMessage({ id: 'promo.action.title' })} data-testid="promotion-aside" data-state={String(snapshot.value)}>
      <div>
        <p className={label}>{intl.formatMessage({ id: 'promo.reward.label' })}</p>
        <p className={rewardText} data-testid="promotion-reward">
          {promotion.reward}
        </p>
        {promotion.rewardAmount > 0 && !promotion.amountInReward ? (
          <p className={worth} data-testid="promotion-amount">
            {intl.formatMessage({ id: 'promo.reward.worth' }, { amount: formatMoney(promotion.rewardAmount, promotion.currency, locale) })}
          </p>
        ) : null}
      </div>
      <div className={divider} />
      <p className={countdownLine}>
        <Icon name="calendar" size={16} />
        <CountdownText startsAt={promotion.startsAt} endsAt={promotion.endsAt} status={promotion.status} />
      </p>
      <dl className={facts}>
        <dt>{intl.formatMessage({ id: 'promo.detail.starts' })}</dt>
        <dd>
          <time dateTime={promotion.startsAt}>{when(promotion.startsAt)}</time>
        </dd>
        <dt>{intl.formatMessage({ id: 'promo.detail.ends' })}</dt>
        <dd>
          <time dateTime={promotion.endsAt}>{when(promotion.endsAt)}</time>
        </dd>
      </dl>
      {promotion.action ? (
        <p className={muted} data-testid="promotion-participants">
          {intl.formatMessage({ id: 'promo.participants' }, { count: formatCount(participants) })}
        </p>
      ) : null}
      <div className={divider} />
      <div className={section}>
        <h2 className={label}>{intl.formatMessage({ id: 'promo.detail.eligibility' })}</h2>
        <ul className={checkList} data-testid="promotion-eligibility">
          <li className={checkItem}>
            <Icon name="check" size={16} />
            {eligibility}
          </li>
          {promotion.action ? (
            <li className={checkItem}>
              <Icon name="check" size={16} />
              {intl.formatMessage({ id: 'promo.eligibility.once' })}
            </li>
          ) : null}
          {promotion.viewer && promotion.action ? (
            <li className={cx(checkItem, !promotion.viewer.eligible && css({ color: 'status.error', '& svg': { color: 'status.error' } }))}>
              <Icon name={promotion.viewer.eligible ? 'account' : 'warning'} size={16} />
              {intl.formatMessage({ id: promotion.viewer.eligible ? 'promo.eligibility.you' : 'promo.eligibility.notYou' })}
            </li>
          ) : null}
        </ul>
      </div>
      <div className={actionBox}>
        <ActionBox
          promotion={promotion}
          enrolled={enrolled}
          enrolling={snapshot.hasTag('busy')}
          error={error?.message ?? null}
          onEnrol={() => send({ type: 'promotion.enrol' })}
        />
        {enrolled && enrolledAt ? <p className={muted}>{intl.formatMessage({ id: 'promo.action.enrolledAt' }, { time: when(enrolledAt) })}</p> : null}
      </div>
    </aside>
  );
}

function DetailSkeleton() {
  return (
    <div className={layout} aria-busy="true" data-state="loading" data-testid="promotion-page">
      <div className={cx(hero, bannerBox, skeleton, css({ borderRadius: 'xl' }))} />
      <div className={cx(aside, css({ minH: '96' }))}>
        <div className={cx(skeleton, css({ h: '16' }))} />
        <div className={cx(skeleton, css({ h: '24' }))} />
        <div className={cx(skeleton, css({ h: '10' }))} />
      </div>
      <div className={main}>
        <div className={cx(skeleton, css({ h: '12' }))} />
        <div className={cx(skeleton, css({ h: '40' }))} />
      </div>
    </div>
  );
}

function Promotion({ slug, routeId, params }: { slug: string } & PageProps) {
  const intl = useIntl();
  const { status: auth } = useAuth();
  // The member's enrolment is part of the answer: read it again once the visitor signs in or out.
  const promotion = useLoader(promotionLoader, { params: { slug } }, auth === 'member' ? 'member' : 'guest');
  const data = promotion.data;
  const frame = (children: ReactNode, suffix?: string | null) => (
    <PageFrame routeId={routeId} params={params} name={suffix}>
      {children}
    </PageFrame>
  );
  if (promotion.status === 'failed' && (promotion.error?.status === 404 || promotion.error?.status === 400)) {
    return frame(
      <SectionNotice
        icon="promotion"
        title={intl.formatMessage({ id: 'promo.notFound.title' })}
        text={promotion.error.message}
        testId="promotion-not-found"
        action={
          <AppLink href={href('promotions')} className={button({ variant: 'outline', size: 'md' })}>
            {intl.formatMessage({ id: 'promo.notFound.back' })}
          </AppLink>
        }
      />,
      null,
    );
  }
  if (promotion.status === 'failed') return frame(<LoadFailed error={promotion.error} onRetry={promotion.retry} />);
  if (!data) return frame(<DetailSkeleton />);
  return frame(
    <article className={layout} data-testid="promotion-page" data-state={promotion.state} data-slug={data.slug} data-status={data.status}>
      <div className={cx(hero, bannerBox)}>
        <img className={bannerImage} src={data.banner} alt="" width={1200} height={400} fetchPriority="high" />
        <span className={cx(badge(), statusBadge, STATUS_BADGE[data.status])}>{intl.formatMessage({ id: `promo.status.${data.status}` })}</span>
      </div>
      <PromotionAside key={`${data.slug}|${auth}|${String(data.viewer?.enrolled ?? false)}`} promotion={data} />
      <div className={main}>
        <p className={lead}>{data.summary}</p>
        <section className={section} aria-labelledby="promotion-about">
          <h2 id="promotion-about" className={sectionTitle}>
            {intl.formatMessage({ id: 'promo.detail.about' })}
          </h2>
          {data.body.map((text, i) => (
            <p key={i} className={paragraph}>
              {text}
            </p>
          ))}
        </section>
        {data.predicts ? <ScorePrediction promotion={data} /> : null}
        <section className={section} aria-labelledby="promotion-terms">
          <h2 id="promotion-terms" className={sectionTitle}>
            {intl.formatMessage({ id: 'promo.detail.terms' })}
          </h2>
          <ol className={terms} data-testid="promotion-terms">
            {data.terms.map((term, i) => (
              <li key={i}>{term}</li>
            ))}
          </ol>
        </section>
        <AppLink href={href('promotions')} className={cx(button({ variant: 'ghost', size: 'sm' }), css({ alignSelf: 'flex-start' }))}>
          <Icon name="arrowLeft" size={16} />
          {intl.formatMessage({ id: 'promo.detail.back' })}
        </AppLink>
      </div>
    </article>,
    data.title,
  );
}

/** /khuyen-mai/{slug}: the promotion, its reward in the visitor's currency, period, terms, who may take part, and joining it. */
export default function PromotionPage({ routeId, params }: PageProps) {
  const slug = params.slug ?? '';
  return <Promotion key={slug} slug={slug} routeId={routeId} params={params} />;
}
