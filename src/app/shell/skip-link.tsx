import { useIntl } from '../../lib/intl-context';
import { css } from '../../../styled-system/css';

export const MAIN_CONTENT_ID = 'main-content';

const link = css({
  position: 'fixed',
  top: '2',
  left: '2',
  zIndex: 'skipLink',
  px: '4',
  py: '2',
  bg: 'accent.default',
  color: 'fg.onAccent',
  fontWeight: 'semibold',
  borderRadius: 'lg',
  transform: 'translateY(-200%)',
  _focusVisible: { transform: 'translateY(0)' },
});

export function SkipLink() {
  const intl = useIntl();
  return (
    <a href={`#${MAIN_CONTENT_ID}`} className={link}>
      {intl.formatMessage({ id: 'a11y.skipToContent' })}
    </a>
  );
}
