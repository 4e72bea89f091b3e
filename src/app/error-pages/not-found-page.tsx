import { useIntl } from '../../lib/intl-context';
import { ErrorLink, ErrorView } from './error-view';

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
        <ErrorLink to="home" icon="home" labelId="common.backHome" variant="solid" />
      }
    />
  );
}
