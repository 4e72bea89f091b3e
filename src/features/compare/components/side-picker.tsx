import { useMachine } from '@xstate/react';
import { useEffect, useId, useImperativeHandle, useRef, useState, type FocusEvent, type KeyboardEvent, type Ref } from 'react';
import { useIntl } from '../../../lib/intl-context';
import { css, cx } from '../../../../styled-system/css';
import { button, field } from '../../../../styled-system/recipes';
import { moveIndex } from '../../../components/ui/keyboard-nav';
import { Icon } from '../../../components/ui/icon';
import { PICKER_KEYWORD_MAX, sidePickerMachine } from '../../../../machines/compare/side-picker.machine';
import type { PickerOption } from '../../../../machines/compare/compare.actors';
import type { CompareKind, SideIndex } from '../../../../machines/compare/compare-ids';
import { sideLabel } from '../labels';
import { sideFill, srOnly, swatch, truncate } from './styles';

const root = css({ position: 'relative', minW: '0' });
const labelRow = css({ display: 'flex', alignItems: 'center', gap: '2' });
const control = css({ position: 'relative' });
const searchIcon = css({ position: 'absolute', left: '3', top: '[50%]', transform: 'translateY(-50%)', color: 'fg.subtle', pointerEvents: 'none' });
const input = css({ pl: '10', bg: 'bg.surface' });
const panel = css({
  position: 'absolute',
  top: '[calc(100% + 6px)]',
  left: '0',
  right: '0',
  zIndex: 'dropdown',
  display: 'flex',
  flexDirection: 'column',
  bg: 'bg.elevated',
  borderWidth: '1px',
  borderColor: 'border.default',
  borderRadius: 'xl',
  boxShadow: 'elevated',
  overflow: 'hidden',
});
const list = css({ maxH: '[18rem]', overflowY: 'auto', p: '1.5', display: 'flex', flexDirection: 'column', gap: '0.5' });
const option = css({
  display: 'flex',
  alignItems: 'center',
  gap: '3',
  minH: 'touch',
  px: '2.5',
  py: '1.5',
  borderRadius: 'lg',
  cursor: 'pointer',
  '&[aria-selected=true]': { bg: 'bg.active', outline: '[2px solid]', outlineColor: 'border.focus', outlineOffset: '[-2px]' },
  '&[aria-disabled=true]': { cursor: 'not-allowed', opacity: '[0.55]' },
});
const optionText = css({ display: 'flex', flexDirection: 'column', minW: '0', flex: '1' });
const optionName = css({ fontWeight: 'semibold', fontSize: 'sm' });
const optionSub = css({ fontSize: 'xs', color: 'fg.muted' });
const optionTag = css({ fontSize: 'xs', color: 'fg.subtle', flexShrink: '0' });
const picture = css({ w: '8', h: '8', objectFit: 'contain', flexShrink: '0' });
const status = css({ display: 'flex', alignItems: 'center', gap: '2', flexWrap: 'wrap', px: '3.5', py: '3', fontSize: 'sm', color: 'fg.muted' });
const footer = css({ px: '3.5', py: '2', fontSize: 'xs', color: 'fg.subtle', borderTopWidth: '1px', borderColor: 'border.subtle' });

/** What the page may do to a picker: put the cursor in it and list the first choices. */
export interface PickerHandle {
  open: () => void;
}

interface SidePickerProps {
  kind: CompareKind;
  side: SideIndex;
  /** The id this side shows now, and the other side's: marked in the list (the other one cannot be chosen). */
  currentId: number | null;
  otherId: number | null;
  onChoose: (id: number) => void;
  className?: string;
  handle?: Ref<PickerHandle>;
}

/**
 * One side's picker: a search box (WAI-ARIA combobox with a list box). Typing searches after a
 * pause; ↓/↑ move through the results (↓ in an empty box lists the first ones), Enter chooses (or
 * retries a failed search), Escape closes the list and then empties the box. The choice is the
 * page's: it changes the address.
 */
export function SidePicker({ kind, side, currentId, otherId, onChoose, className, handle }: SidePickerProps) {
  const intl = useIntl();
  const [snapshot, send] = useMachine(sidePickerMachine, { input: { kind } });
  const [text, setText] = useState('');
  const [focused, setFocused] = useState(false);
  /** The highlighted option by id; when it is not in the list (new results), the first that can be chosen. */
  const [activeId, setActiveId] = useState<number | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const id = useId();
  const styles = field();
  const state = snapshot.value;
  const { options, total, keyword, error } = snapshot.context;
  const expanded = focused && state !== 'idle';
  const usable = (o: PickerOption) => o.id !== otherId;
  const found = options.findIndex((o) => o.id === activeId && usable(o));
  const active = found >= 0 ? found : Math.max(0, options.findIndex(usable));
  const setActive = (index: number) => setActiveId(options[index]?.id ?? null);

  useImperativeHandle(handle, () => ({
    open: () => {
      inputRef.current?.focus();
      if (snapshot.value === 'idle') send({ type: 'picker.browse' });
    },
  }));

  useEffect(() => {
    if (!expanded) return;
    listRef.current?.querySelector('[aria-selected=true]')?.scrollIntoView({ block: 'nearest' });
  }, [active, expanded]);

  const choose = (o: PickerOption) => {
    if (!usable(o)) return;
    setText('');
    send({ type: 'picker.reset' });
    onChoose(o.id);
  };

  const move = (key: string) => {
    if (options.length === 0) return;
    // Skip the one that cannot be chosen (the other side's).
    let next = active;
    for (let step = 0; step < options.length; step++) {
      next = moveIndex(key, next, options.length, { orientation: 'vertical' }) ?? next;
      if (usable(options[next]!)) break;
    }
    setActive(next);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.altKey || event.ctrlKey || event.metaKey) return;
    switch (event.key) {
      case 'ArrowDown':
      case 'ArrowUp':
        event.preventDefault();
        if (state === 'idle') send({ type: 'picker.browse' });
        else move(event.key);
        return;
      case 'Enter':
        if (!expanded) return;
        event.preventDefault();
        if (state === 'results' && options[active]) choose(options[active]);
        else if (state === 'failed') send({ type: 'picker.retry' });
        return;
      case 'Escape':
        if (expanded) {
          event.preventDefault();
          send({ type: 'picker.reset' });
        } else if (text) {
          event.preventDefault();
          setText('');
        }
        return;
      default:
        return;
    }
  };

  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
  };

  const listId = `${id}-list`;
  const optionId = (o: PickerOption) => `${id}-option-${o.id}`;
  const activeOption = expanded && state === 'results' ? options[active] : undefined;
  const placeholderId = kind === 'teams' ? 'compare.picker.placeholder.teams' : 'compare.picker.placeholder.players';
  const statusText =
    state === 'typing' || state === 'searching'
      ? intl.formatMessage({ id: 'compare.picker.searching' })
      : state === 'results'
        ? intl.formatMessage({ id: 'compare.picker.count' }, { count: total })
        : state === 'noneFound'
          ? intl.formatMessage({ id: 'compare.picker.none' }, { keyword })
          : state === 'failed'
            ? intl.formatMessage({ id: 'compare.picker.failed' })
            : '';

  return (
    <div className={cx(styles.root, root, className)} onFocus={() => setFocused(true)} onBlur={onBlur} data-testid="compare-picker" data-side={side} data-state={state}>
      <label htmlFor={`${id}-input`} className={cx(styles.label, labelRow)}>
        <span className={cx(swatch, sideFill[side])} aria-hidden="true" />
        {intl.formatMessage({ id: sideLabel(kind, side) })}
      </label>
      <div className={control}>
        <SearchGlyph className={searchIcon} />
        <input
          ref={inputRef}
          id={`${id}-input`}
          className={cx(styles.input, input)}
          type="text"
          role="combobox"
          autoComplete="off"
          spellCheck={false}
          maxLength={PICKER_KEYWORD_MAX}
          aria-expanded={expanded}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={activeOption ? optionId(activeOption) : undefined}
          aria-describedby={`${id}-hint`}
          placeholder={intl.formatMessage({ id: placeholderId })}
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            send({ type: 'picker.type', text: event.target.value });
          }}
          onKeyDown={onKeyDown}
          onClick={() => {
            if (state === 'idle') send({ type: 'picker.browse' });
          }}
        />
      </div>
      <span id={`${id}-hint`} className={srOnly}>
        {intl.formatMessage({ id: 'compare.picker.hint' })}
      </span>
      <span className={srOnly} role="status" aria-live="polite">
        {expanded ? statusText : ''}
      </span>
      <div className={panel} hidden={!expanded} data-testid="compare-picker-panel">
        {state === 'results' ? null : (
          <div className={status}>
            {state === 'failed' ? <Icon name="warning" size={16} /> : null}
            <span>{statusText}</span>
            {state === 'failed' ? (
              <button
                type="button"
                className={button({ variant: 'outline', size: 'sm' })}
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => send({ type: 'picker.retry' })}
                title={error?.message}
              >
                <Icon name="refresh" size={16} />
                {intl.formatMessage({ id: 'compare.picker.retry' })}
              </button>
            ) : null}
          </div>
        )}
        <ul ref={listRef} id={listId} role="listbox" className={list} hidden={state !== 'results'} aria-label={intl.formatMessage({ id: sideLabel(kind, side) })}>
          {options.map((o, i) => (
            <li
              key={o.id}
              id={optionId(o)}
              role="option"
              className={option}
              aria-selected={i === active}
              aria-disabled={usable(o) ? undefined : true}
              data-id={o.id}
              onMouseDown={(event) => event.preventDefault()}
              onMouseMove={() => usable(o) && i !== active && setActive(i)}
              onClick={() => choose(o)}
            >
              <img src={o.picture} alt="" width={32} height={32} className={picture} loading="lazy" />
              <span className={optionText}>
                <span className={cx(optionName, truncate)}>{o.name}</span>
                <span className={cx(optionSub, truncate)}>{o.subtitle}</span>
              </span>
              {o.id === otherId ? (
                <span className={optionTag}>{intl.formatMessage({ id: 'compare.picker.otherSide' })}</span>
              ) : o.id === currentId ? (
                <span className={optionTag}>{intl.formatMessage({ id: 'compare.picker.current' })}</span>
              ) : null}
            </li>
          ))}
        </ul>
        {state === 'results' && total > options.length ? (
          <p className={footer}>{intl.formatMessage({ id: 'compare.picker.more' }, { shown: options.length, total })}</p>
        ) : null}
      </div>
    </div>
  );
}

function SearchGlyph({ className }: { className?: string }) {
  return (
    <svg className={className} width={18} height={18} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={2} strokeLinecap="round" aria-hidden="true">
      <circle cx="11" cy="11" r="7" />
      <path d="m20 20-3.5-3.5" />
    </svg>
  );
}
