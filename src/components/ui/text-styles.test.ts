import { describe, expect, it } from 'vitest';
import { css } from '../../../styled-system/css';
import { muted, srOnly } from './text-styles';

describe('the shared text styles', () => {
  it('draw secondary text in the muted colour at the small size', () => {
    expect(muted).toBe(css({ color: 'fg.muted', fontSize: 'sm' }));
    expect(muted.split(' ').sort()).toEqual(['c_fg.muted', 'fs_sm']);
  });

  it('hide words from the eye but not from screen readers', () => {
    expect(srOnly).toBe(css({ srOnly: true }));
    expect(srOnly).toBe('sr_true');
  });
});
