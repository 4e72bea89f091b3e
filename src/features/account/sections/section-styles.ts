import { css } from '../../../../styled-system/css';
export { muted } from '../../../components/ui/text-styles';

/** Layout shared by the account sections. */
export const stack = css({ display: 'flex', flexDirection: 'column', gap: '4' });
export const cardTitle = css({ textStyle: 'sectionTitle' });
export const subtle = css({ color: 'fg.subtle', fontSize: 'xs' });
export const toolbar = css({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: '3' });
export const list = css({ display: 'flex', flexDirection: 'column', gap: '3' });
export const truncate = css({ minWidth: '0', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' });
