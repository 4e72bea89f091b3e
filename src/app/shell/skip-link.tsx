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

/**
 * The first Tab stop of every page: moves focus to the page's main content (the next Tab goes to its
 * first link or control), without leaving a #fragment in the address.
 */
export function SkipLink() {
  const intl = useIntl();
  return (
    <a
      href={`#${MAIN_CONTENT_ID}`}
      className={link}
      onClick={(event) => {
        const main = document.getElementById(MAIN_CONTENT_ID);
        if (!main) return;
        event.preventDefault();
        main.focus();
      }}
    >
      {intl.formatMessage({ id: 'a11y.skipToContent' })}
    </a>
  );
}
