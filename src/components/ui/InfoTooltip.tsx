/**
 * An ⓘ button with a short explanation in a tooltip, built on React Aria's tooltip hooks. It
 * opens on hover and on keyboard focus, closes with Escape or when focus or the pointer leaves,
 * and describes the button while it shows. The button is a real button with its own name;
 * tooltips do not open on touch, so they only ever add to what the page already says.
 *
 * The bubble (its positioning code) loads the first time it opens. Unlike React Aria's
 * <Tooltip>, it does not close on scroll: a Tab to the button scrolls it into view, and that
 * scroll would close the tooltip the same moment the focus opened it.
 */
import { lazy, Suspense, useRef } from 'react';
import { mergeProps, useFocusRing, useTooltipTrigger } from 'react-aria';
import { useTooltipTriggerState } from 'react-stately';
import styles from './InfoTooltip.module.css';

const TooltipBubble = lazy(() => import('./TooltipBubble'));

export interface InfoTooltipProps {
  /** The button's accessible name, e.g. "Mer information om Hur Strategic Clarity gör det". */
  label: string;
  /** The tooltip's text. */
  text: string;
}

export function InfoTooltip({ label, text }: InfoTooltipProps) {
  const state = useTooltipTriggerState({ delay: 300, closeDelay: 150 });
  const triggerRef = useRef<HTMLButtonElement>(null);
  const { triggerProps, tooltipProps } = useTooltipTrigger({}, state, triggerRef);
  const { focusProps, isFocusVisible } = useFocusRing();

  return (
    <>
      <button
        {...mergeProps(triggerProps, focusProps)}
        ref={triggerRef}
        type="button"
        aria-label={label}
        className={styles.trigger}
        data-focus-visible={isFocusVisible || undefined}
      >
        <svg viewBox="0 0 20 20" width="20" height="20" aria-hidden="true" focusable="false">
          <circle cx="10" cy="10" r="8" fill="none" stroke="currentColor" strokeWidth="1.6" />
          <path d="M10 9v5M10 6.2v.1" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
        </svg>
      </button>
      {state.isOpen && (
        <Suspense fallback={null}>
          <TooltipBubble state={state} triggerRef={triggerRef} tooltipProps={tooltipProps} text={text} />
        </Suspense>
      )}
    </>
  );
}
