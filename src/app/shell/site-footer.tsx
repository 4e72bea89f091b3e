import { useIntl } from '../../lib/intl-context';
import { css } from '../../../styled-system/css';
import { AppLink } from '../../components/ui/app-link';
import { useShellData } from '../machine-hooks';
import { SiteLogo } from './site-logo';

const footer = css({
  mt: 'auto',
  bg: 'bg.surface',
  borderTopWidth: '1px',
  borderColor: 'border.subtle',
  color: 'fg.muted',
  fontSize: 'sm',
  // Always below the fold (the main area reserves the viewport): drawn only when it nears it.
  contentVisibility: 'auto',
  containIntrinsicSize: '[auto 28rem]',
});

const inner = css({ w: 'full', maxW: 'content', mx: 'auto', px: { base: '4', sm: '6' } });

const grid = css({
  display: 'grid',
  gridTemplateColumns: { base: '1fr 1fr', sm: 'repeat(3, 1fr)', md: '2fr repeat(4, 1fr)' },
  gap: { base: '6', sm: '8' },
  py: { base: '8', sm: '10' },
});

const brand = css({
  gridColumn: { base: '1 / -1', md: 'auto' },
  display: 'flex',
  flexDirection: 'column',
  gap: '3',
  maxW: 'sm',
});

const groupTitle = css({ color: 'fg.default', fontSize: 'sm', fontWeight: 'semibold', mb: '2' });

const links = css({ display: 'flex', flexDirection: 'column' });

const link = css({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: '9',
  _hover: { color: 'fg.default', textDecoration: 'underline' },
});

const bottom = css({ py: '4', borderTopWidth: '1px', borderColor: 'border.subtle', fontSize: 'xs' });

export function SiteFooter() {
  const intl = useIntl();
  const { menu } = useShellData();
  const groups = menu?.footerNav ?? [];

  return (
    <footer className={footer}>
      <div className={`${inner} ${grid}`}>
        <div className={brand}>
          <SiteLogo />
          <p>{intl.formatMessage({ id: 'footer.about' })}</p>
        </div>
        {groups.map((group) => (
          <nav key={group.id} aria-label={group.title}>
            <h2 className={groupTitle}>{group.title}</h2>
            <ul className={links}>
              {group.items.map((item) => (
                <li key={item.id}>
                  <AppLink href={item.path} className={link}>
                    {item.name}
                  </AppLink>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <div className={inner}>
        <p className={bottom}>
          {intl.formatMessage(
            { id: 'footer.copyright' },
            { year: new Date().getFullYear(), name: intl.formatMessage({ id: 'app.name' }) },
          )}
        </p>
      </div>
    </footer>
  );
}
