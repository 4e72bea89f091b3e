import { useIntl } from '../../lib/intl-context';
import { LoadingBar } from '../../components/ui/loading-bar';
import { useIsLoading } from '../machine-hooks';

/** The loading bar while a route chunk or data loads. */
export function LoadingIndicator() {
  const intl = useIntl();
  return useIsLoading() ? <LoadingBar label={intl.formatMessage({ id: 'common.loading' })} /> : null;
}
