import type { ComponentType } from 'react';
import { SignInActions } from '../../../components/ui/sign-in';
import { useIntl } from '../../../lib/intl-context';
import type { PageProps } from '../../../app/page-props';
import { ACCOUNT_SECTIONS } from '../../../../contracts/route-table';
import { useAuth } from '../../../app/machine-hooks';
import { PageFrame } from '../../../components/ui/page-frame';
import { RouteTabs, type RouteTabDef } from '../../../components/ui/route-tabs';
import { css } from '../../../../styled-system/css';
import { LoadingRows, SectionNotice } from '../../../components/ui/section-states';
import { ProfileSection } from '../sections/profile-section';
import { LevelSection } from '../sections/level-section';
import { MessagesSection } from '../sections/messages-section';
import { FriendsSection } from '../sections/friends-section';
import { SecuritySection } from '../sections/security-section';
import { BookingList } from '../../../components/bookings/booking-list';

type Section = (typeof ACCOUNT_SECTIONS)[number];

const SECTION_LABELS: Record<Section, string> = {
  'ho-so': 'tabs.account.profile',
  'cap-do': 'tabs.account.level',
  'thong-bao': 'tabs.account.notifications',
  'lich-dat': 'tabs.account.bookings',
  'ban-be': 'tabs.account.friends',
  'bao-mat': 'tabs.account.security',
};

const SECTIONS: Record<Section, ComponentType> = {
  'ho-so': ProfileSection,
  'cap-do': LevelSection,
  'thong-bao': MessagesSection,
  'lich-dat': BookingList,
  'ban-be': FriendsSection,
  'bao-mat': SecuritySection,
};

const TABS: readonly RouteTabDef[] = ACCOUNT_SECTIONS.map((slug) => ({
  route: 'account',
  params: { slug },
  labelId: SECTION_LABELS[slug],
}));

const actions = css({ display: 'flex', flexWrap: 'wrap', justifyContent: 'center', gap: '3', mt: '2' });

/** A guest sees what the section is for and a way to sign in (the account pages need a member). */
function GuestPrompt({ section }: { section: string }) {
  const intl = useIntl();
  return (
    <SectionNotice
      icon="lock"
      title={intl.formatMessage({ id: 'account.guest.title' }, { section })}
      text={intl.formatMessage({ id: 'account.guest.text' })}
      testId="account-guest"
      action={
        <SignInActions className={actions} />
      }
    />
  );
}

export default function AccountPage({ routeId, params }: PageProps) {
  const intl = useIntl();
  const { status } = useAuth();
  const slug = params.slug as Section;
  const labelId = SECTION_LABELS[slug];
  const Content = SECTIONS[slug];
  const section = labelId ? intl.formatMessage({ id: labelId }) : '';
  return (
    <PageFrame
      routeId={routeId}
      params={params}
      name={section || null}
      tabs={<RouteTabs labelId="tabs.account.label" routeId={routeId} params={params} tabs={TABS} />}
    >
      <div data-section={slug} data-auth={status}>
        {status === 'member' && Content ? <Content /> : status === 'starting' ? <LoadingRows rows={2} /> : <GuestPrompt section={section} />}
      </div>
    </PageFrame>
  );
}
