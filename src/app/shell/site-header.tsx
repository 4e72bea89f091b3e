import { css, cx } from '../../../styled-system/css';
import { LanguageSwitcher } from '../../components/language-switcher';
import { ShellFailedNotice } from '../../components/shell-failed-notice';
import { useNavbarMode, useShellData } from '../machine-hooks';
import { HeaderAccount } from './header-account';
import { PrimaryNav } from './primary-nav';
import { SiteLogo } from './site-logo';

const header = css({
  bg: 'bg.surface',
  borderBottomWidth: '1px',
  borderColor: 'border.subtle',
  zIndex: 'sticky',
});

const sticky = css({ position: 'sticky', top: '0' });

const inner = css({
  display: 'flex',
  alignItems: 'center',
  gap: { base: '2', sm: '4' },
  w: 'full',
  maxW: 'content',
  mx: 'auto',
  px: { base: '3', sm: '6' },
});

const topRow = css({ h: 'header' });
/** Room for a 2.75rem link and its focus ring (2px away, 2px wide) above and below. */
const compactRow = css({ h: '[3.25rem]' });
const navRow = css({ h: 'navRow', borderTopWidth: '1px', borderColor: 'border.subtle' });
const noticeRow = css({ pb: '2' });

const spacer = css({ flex: '1' });
const actions = css({ display: 'flex', alignItems: 'center', gap: '2' });

interface SiteHeaderProps {
  /** The live room's header: tighter and not sticky, so the player gets the screen. */
  compact?: boolean;
}

export function SiteHeader({ compact = false }: SiteHeaderProps) {
  const mode = useNavbarMode();
  const { status } = useShellData();
  const desktop = mode !== 'mobile';

  return (
    <header className={cx(header, !compact && sticky)} data-variant={compact ? 'compact' : 'default'}>
      <div className={cx(inner, compact ? compactRow : topRow)}>
        <SiteLogo size={compact ? 28 : 32} />
        <div className={spacer} />
        {desktop ? (
          <div className={actions}>
            <LanguageSwitcher />
            <HeaderAccount />
          </div>
        ) : (
          <div className={actions}>
            <HeaderAccount />
            <PrimaryNav mode={mode} />
          </div>
        )}
      </div>
      {desktop ? (
        <div className={cx(inner, navRow)}>
          <PrimaryNav mode={mode} />
        </div>
      ) : status === 'failed' ? (
        <div className={cx(inner, noticeRow)}>
          <ShellFailedNotice />
        </div>
      ) : null}
    </header>
  );
}
