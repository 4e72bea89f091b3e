import { css } from '../../../styled-system/css';

/** Secondary text beside what matters: a count, a date, a hint, an empty list's words. */
export const muted = css({ color: 'fg.muted', fontSize: 'sm' });

/** Words for screen readers only: a loading line, a table's caption, what an icon means. */
export const srOnly = css({ srOnly: true });
