/**
 * An ⓘ button with a short explanation in a React Aria tooltip. The tooltip opens on hover and
 * on keyboard focus, closes with Escape, and describes the button while it shows. The button
 * is a real button with its own name, so it is reachable and announced; tooltips do not open
 * on touch, so they only ever add to what the page already says.
 */
import { useEffect, useRef, useState } from 'react';
import { Button as AriaButton, OverlayArrow, Tooltip, TooltipTrigger } from 'react-aria-components';
import styles from './InfoTooltip.module.css';

export interface InfoTooltipProps {
  /** The button's accessible name, e.g. "Mer om färdplanen". */
  label: string;
  /** The tooltip's text. */
  text: string;
}

export function InfoTooltip({ label, text }: InfoTooltipProps) {
  const [isOpen, setOpen] = useState(false);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const escapePressed = useRef(false);

  // React Aria closes a tooltip on any scroll, including the one that brings a just-focused
  // button into view, which would close it the moment Tab opens it. While the button has
  // focus, only Escape closes it; React Aria's own Escape handler stops the event, so it is
  // noted here first, in the capture phase on window.
  useEffect(() => {
    if (!isOpen) return undefined;
    const noteEscape = (event: KeyboardEvent) => {
      if (event.key === 'Escape') escapePressed.current = true;
    };
    window.addEventListener('keydown', noteEscape, true);
    return () => window.removeEventListener('keydown', noteEscape, true);
  }, [isOpen]);

  const onOpenChange = (open: boolean) => {
    const keepOpen = !open && !escapePressed.current && document.activeElement === triggerRef.current;
    escapePressed.current = false;
    if (!keepOpen) setOpen(open);
  };

  return (
    <TooltipTrigger delay={300} closeDelay={150} isOpen={isOpen} onOpenChange={onOpenChange}>
      <AriaButton ref={triggerRef} aria-label={label} className={styles.trigger}>
        <svg viewBox="0 0 20 20" width="20" height="20" aria-hidden="true" focusable="false">
          <circle cx="10" cy="10" r="8" fill="none" stroke="currentColor" strokeWidth="1.6" />
          <path d="M10 9v5M10 6.2v.1" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
        </svg>
      </AriaButton>
      <Tooltip offset={10} className={styles.tooltip}>
        <OverlayArrow className={styles.arrow}>
          <svg width="12" height="12" viewBox="0 0 12 12" aria-hidden="true">
            <path d="M0 0 6 6 12 0" />
          </svg>
        </OverlayArrow>
        {text}
      </Tooltip>
    </TooltipTrigger>
  );
}
