import { useIntl } from '../../../lib/intl-context';
import { SignInActions } from '../../../components/ui/sign-in';
import { css, cx } from '../../../../styled-system/css';
import { card } from '../../../../styled-system/recipes';
import { Icon } from '../../../components/ui/icon';
import { muted } from '../../../components/ui/text-styles';

const box = css({ flexDirection: { base: 'column', sm: 'row' }, alignItems: { base: 'flex-start', sm: 'center' }, gap: '4', p: { base: '4', sm: '5' }, borderColor: 'accent.default' });
const bubble = css({ display: 'flex', alignItems: 'center', justifyContent: 'center', flexShrink: '0', w: '12', h: '12', borderRadius: 'full', bg: 'accent.muted', color: 'accent.text' });
const text = css({ display: 'flex', flexDirection: 'column', gap: '1', flex: '1', minWidth: '0' });
const title = css({ textStyle: 'sectionTitle' });
const actions = css({ display: 'flex', flexWrap: 'wrap', gap: '2' });

/** What a guest is told on a rewards page: what signing in gives, and the way to sign in or register. */
export function GuestPrompt({ titleId, textId }: { titleId: string; textId: string }) {
  const intl = useIntl();
  return (
    <section className={cx(card(), box)} aria-labelledby="rewards-guest-title" data-testid="rewards-guest">
      <span className={bubble} aria-hidden="true">
        <Icon name="lock" size={24} />
      </span>
      <div className={text}>
        <h2 id="rewards-guest-title" className={title}>
          {intl.formatMessage({ id: titleId })}
        </h2>
        <p className={muted}>{intl.formatMessage({ id: textId })}</p>
      </div>
      <SignInActions className={actions} />
    </section>
  );
}
