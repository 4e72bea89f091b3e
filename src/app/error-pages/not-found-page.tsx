import { useIntl } from '../../lib/intl-context';
import { Link } from 'wouter';
import { button } from '../../../styled-system/recipes';
import { href } from '../../../contracts/href';
import { Icon } from '../../components/ui/icon';
import { ErrorView } from './error-view';

/** The 404 page: 'Page Not Found' and the path that was asked for. */
export function NotFoundPage({ path }: { path: string }) {
  const intl = useIntl();
  return (
    <ErrorView
      kind="not-found"
      code="404"
      title={intl.formatMessage({ id: 'error.notFound.title' })}
      message={intl.formatMessage({ id: 'error.notFound.message' }, { path })}
      actions={
        <Link href={href('home')} className={button({ variant: 'solid', size: 'lg' })}>
          <Icon name="home" size={18} />
          {intl.formatMessage({ id: 'common.backHome' })}
        </Link>
      }
    />
  );
}
