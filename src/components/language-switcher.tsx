import { useId } from 'react';
import { useIntl } from '../lib/intl-context';
import { css, cx } from '../../styled-system/css';
import { LOCALES, type Locale } from '../../contracts/constants';
import { useAppSend, useLocale } from '../app/machine-hooks';
import { Icon } from './ui/icon';
import { srOnly } from './ui/text-styles';

const selectWrap = css({
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  color: 'fg.muted',
  _hover: { color: 'fg.default' },
});

const select = css({
  appearance: 'none',
  minHeight: '9',
  pl: '9',
  pr: '8',
  bg: 'bg.subtle',
  color: 'fg.default',
  fontSize: 'sm',
  fontWeight: 'medium',
  borderWidth: '1px',
  borderColor: 'border.default',
  borderRadius: 'lg',
  cursor: 'pointer',
  _hover: { borderColor: 'border.strong' },
  '& option': { bg: 'bg.elevated', color: 'fg.default' },
});

const leadingIcon = css({ position: 'absolute', left: '2.5', pointerEvents: 'none' });
const trailingIcon = css({ position: 'absolute', right: '2', pointerEvents: 'none' });

const list = css({ display: 'grid', gridTemplateColumns: { base: '1fr', sm: 'repeat(3, 1fr)' }, gap: '2' });

const option = css({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: '3',
  minHeight: '12',
  px: '4',
  bg: 'bg.surface',
  borderWidth: '1px',
  borderColor: 'border.subtle',
  borderRadius: 'lg',
  fontWeight: 'medium',
  cursor: 'pointer',
  textAlign: 'start',
  _hover: { borderColor: 'border.strong' },
  '&[aria-pressed=true]': { borderColor: 'accent.default', bg: 'accent.muted', color: 'accent.text' },
});

interface LanguageSwitcherProps {
  /** 'select' fits the header; 'list' shows every language as a button (the mobile menu). */
  variant?: 'select' | 'list';
  className?: string;
}

/** Switches the interface language (vi, en, zh); the locale machine loads and persists it. */
export function LanguageSwitcher({ variant = 'select', className }: LanguageSwitcherProps) {
  const intl = useIntl();
  const { locale } = useLocale();
  const send = useAppSend();
  const id = useId();
  const change = (next: Locale) => send({ type: 'locale.change', locale: next });
  const label = intl.formatMessage({ id: 'language.label' });

  if (variant === 'list') {
    return (
      <div role="group" aria-label={label} className={cx(list, className)} data-testid="language-switcher">
        {LOCALES.map((l) => (
          <button key={l} type="button" lang={l} aria-pressed={l === locale} className={option} onClick={() => change(l)}>
            {intl.formatMessage({ id: `language.${l}` })}
            {l === locale ? <Icon name="success" size={18} /> : null}
          </button>
        ))}
      </div>
    );
  }

  return (
    <div className={cx(selectWrap, className)} data-testid="language-switcher">
      <label htmlFor={id} className={srOnly}>
        {label}
      </label>
      <span className={leadingIcon}>
        <Icon name="globe" size={18} />
      </span>
      <select id={id} className={select} value={locale} onChange={(e) => change(e.target.value as Locale)}>
        {LOCALES.map((l) => (
          <option key={l} value={l} lang={l}>
            {intl.formatMessage({ id: `language.${l}` })}
          </option>
        ))}
      </select>
      <span className={trailingIcon}>
        <Icon name="chevron" size={16} />
      </span>
    </div>
  );
}
