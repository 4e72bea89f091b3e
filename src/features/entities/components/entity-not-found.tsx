import { Link } from 'wouter';
import { useIntl } from '../../../lib/intl-context';
import { button } from '../../../../styled-system/recipes';
import { href } from '../../../../contracts/href';
import { ErrorView } from '../../../app/error-pages/error-view';
import { Icon } from '../../../components/ui/icon';
import type { EntityKind } from '../format';

const TITLE_IDS: Record<EntityKind, string> = {
  team: 'entities.notFound.team',
  player: 'entities.notFound.player',
  league: 'entities.notFound.league',
  venue: 'entities.notFound.venue',
  manager: 'entities.notFound.manager',
};

/** An id the server does not know: the 404 look with its message ("Team 5000 not found"), back to the fixtures or home. */
export function EntityNotFound({ kind, message }: { kind: EntityKind; message: string }) {
  const intl = useIntl();
  return (
    <ErrorView
      kind="not-found"
      code="404"
      title={intl.formatMessage({ id: TITLE_IDS[kind] })}
      message={message}
      actions={
        <>
          <Link href={href('fixtures')} className={button({ variant: 'solid', size: 'lg' })}>
            <Icon name="fixtures" size={18} />
            {intl.formatMessage({ id: 'route.fixtures' })}
          </Link>
          <Link href={href('home')} className={button({ variant: 'outline', size: 'lg' })}>
            <Icon name="home" size={18} />
            {intl.formatMessage({ id: 'common.backHome' })}
          </Link>
        </>
      }
    />
  );
}
