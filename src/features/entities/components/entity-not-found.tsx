import { useIntl } from '../../../lib/intl-context';
import { ErrorLink, ErrorView } from '../../../app/error-pages/error-view';
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
          <ErrorLink to="fixtures" icon="fixtures" labelId="route.fixtures" variant="solid" />
          <ErrorLink to="home" icon="home" labelId="common.backHome" variant="outline" />
        </>
      }
    />
  );
}
