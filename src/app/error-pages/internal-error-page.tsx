import { useIntl } from '../../lib/intl-context';
import { button } from '../../../styled-system/recipes';
import { href } from '../../../contracts/href';
import { Icon } from '../../components/ui/icon';
import { ErrorView } from './error-view';

/** The 500 page shown by the error boundaries. Plain links and a full reload: the router may be what broke. */
export function InternalErrorPage() {
  const intl = useIntl();
  return (
    <ErrorView
      kind="internal"
      code="500"
      title={intl.formatMessage({ id: 'error.internal.title' })}
      message={intl.formatMessage({ id: 'error.internal.message' })}
      actions={
        <>
          <button type="button" className={button({ variant: 'solid', size: 'lg' })} onClick={() => window.location.reload()}>
            <Icon name="refresh" size={18} />
            {intl.formatMessage({ id: 'common.reload' })}
          </button>
          <a href={href('home')} className={button({ variant: 'outline', size: 'lg' })}>
            <Icon name="home" size={18} />
            {intl.formatMessage({ id: 'common.backHome' })}
          </a>
        </>
      }
    />
  );
}
