/** The shown tooltip of InfoTooltip, positioned above its button (below when there is no room). */
import { useRef, type DOMAttributes, type RefObject } from 'react';
import { mergeProps, OverlayContainer, useOverlayPosition, useTooltip } from 'react-aria';
import type { TooltipTriggerState } from 'react-stately';
// Its own stylesheet module: one shared with InfoTooltip would be a chunk of its own, which the
// Strategic Clarity page would load first for one class name.
import styles from './TooltipBubble.module.css';

export interface TooltipBubbleProps {
  state: TooltipTriggerState;
  triggerRef: RefObject<HTMLButtonElement | null>;
  tooltipProps: DOMAttributes<HTMLElement>;
  text: string;
}

export default function TooltipBubble({ state, triggerRef, tooltipProps, text }: TooltipBubbleProps) {
  const overlayRef = useRef<HTMLDivElement>(null);
  const { overlayProps, arrowProps, placement } = useOverlayPosition({
    targetRef: triggerRef,
    overlayRef,
    placement: 'top',
    offset: 10,
    isOpen: state.isOpen,
  });
  // Hovering the bubble keeps it open; its id (from the trigger) makes it the button's description.
  const { tooltipProps: bubbleProps } = useTooltip({}, state);

  return (
    <OverlayContainer>
      <div
        {...mergeProps(tooltipProps, bubbleProps, overlayProps)}
        ref={overlayRef}
        className={styles.tooltip}
        data-placement={placement ?? undefined}
      >
        {text}
        <span {...arrowProps} className={styles.arrow} aria-hidden="true">
          <svg width="12" height="12" viewBox="0 0 12 12">
            <path d="M0 0 6 6 12 0" />
          </svg>
        </span>
      </div>
    </OverlayContainer>
  );
}
