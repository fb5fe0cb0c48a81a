import { useId, useReducer, type CSSProperties, type KeyboardEvent, type PointerEvent } from 'react';
import { flipReducer, INITIAL_FLIP_STATE } from './flip-state';
import { badgePosition, RADIUS_DESKTOP } from './positions';
import styles from './SevenCCircle.module.css';

export interface SevenCBadge {
  id: string;
  title: string;
  description: string;
  mobileDescription: string;
}

export interface SevenCCircleProps {
  /** The list's accessible name. */
  label: string;
  items: readonly SevenCBadge[];
  /** Text in the middle of the circle; decorative. */
  hub?: string;
}

/**
 * The 7C model: an ordered list of seven steps that wide screens lay out as a circle. Each step
 * is a real button (`aria-expanded`, `aria-controls`) whose description is in the DOM right after
 * it, so a screen reader hears the steps in order and each description where it belongs.
 * A press toggles, hover (mouse only, never keyboard focus) flips and leaving un-flips, Escape
 * closes; at most one badge is flipped (see flip-state.ts). Under 768 px the steps are a vertical list.
 */
export function SevenCCircle({ label, items, hub }: SevenCCircleProps) {
  const [state, dispatch] = useReducer(flipReducer, INITIAL_FLIP_STATE);
  const baseId = useId();

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && state.flipped !== null) {
      event.stopPropagation();
      dispatch({ type: 'close' });
    }
  };
  const isMouse = (event: PointerEvent) => event.pointerType === 'mouse';

  return (
    <div className={styles.wrap}>
      {/* role="list": Safari (VoiceOver) drops the list semantics of a list styled without markers.
          Escape bubbles up from the focused badge button; the list itself takes no input. */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- see above */}
      <ol role="list" aria-label={label} className={styles.circle} onKeyDown={onKeyDown}>
        {items.map((item, index) => {
          const flipped = state.flipped === item.id;
          const descriptionId = `${baseId}-${item.id}`;
          const large = badgePosition(index, items.length, RADIUS_DESKTOP);
          const position = {
            '--x-lg': `${large.x}px`,
            '--y-lg': `${large.y}px`,
          } as CSSProperties;
          return (
            <li key={item.id} className={styles.item} style={position} data-flipped={flipped || undefined}>
              {/* eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions -- the button inside is the control for keyboard and assistive technology; this only widens the pointer's target to the flipped side */}
              <div
                className={styles.badge}
                // The button handles the keyboard; this catches a click that lands on the
                // flipped side (the description), so the whole badge flips back.
                onClick={() => dispatch({ type: 'press', id: item.id })}
                onPointerEnter={(event) => isMouse(event) && dispatch({ type: 'hoverStart', id: item.id })}
                onPointerLeave={(event) => isMouse(event) && dispatch({ type: 'hoverEnd', id: item.id })}
              >
                <button type="button" className={styles.front} aria-expanded={flipped} aria-controls={descriptionId}>
                  {/* Part of the name ("1 Context"): what a speech-input user sees is what they say (WCAG 2.5.3). */}
                  <span className={styles.number}>{index + 1}</span> <span className={styles.title}>{item.title}</span>
                </button>
                <div id={descriptionId} className={styles.back}>
                  {/* The flipped side names its step for sighted users; the button already does for everyone else. */}
                  <span className={styles.backTitle} aria-hidden="true">
                    {item.title}
                  </span>
                  <p className={styles.description}>{item.description}</p>
                  <p className={styles.mobileDescription}>{item.mobileDescription}</p>
                </div>
              </div>
            </li>
          );
        })}
      </ol>
      {hub && (
        <p className={styles.hub} aria-hidden="true">
          <span className={styles.hubMark}>7C</span>
          <span>{hub}</span>
        </p>
      )}
    </div>
  );
}
