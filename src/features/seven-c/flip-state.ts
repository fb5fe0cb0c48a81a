/**
 * Which badge of the 7C circle shows its description. At most one does.
 *
 * - A press (click, Enter, Space) toggles a badge. A press on a badge that a hover flipped keeps
 *   it flipped (pins it) instead of closing it: a mouse cannot click without hovering first, so
 *   a plain toggle would close the description the moment the visitor clicked to read it.
 * - Hover flips a badge and leaving un-flips it, unless a press pinned it.
 * - Escape (`close`) un-flips whatever is flipped.
 * Keyboard focus never dispatches hover actions.
 */
export interface FlipState {
  flipped: string | null;
  /** True when a press flipped the badge (or pinned a hovered one); leaving it then keeps it. */
  pinned: boolean;
}

export type FlipAction =
  | { type: 'press'; id: string }
  | { type: 'hoverStart'; id: string }
  | { type: 'hoverEnd'; id: string }
  | { type: 'close' };

// Stryker disable next-line BooleanLiteral: with nothing flipped, nothing reads `pinned` (a press or hover sets both)
export const INITIAL_FLIP_STATE: FlipState = { flipped: null, pinned: false };

export function flipReducer(state: FlipState, action: FlipAction): FlipState {
  switch (action.type) {
    case 'press':
      if (state.flipped !== action.id) return { flipped: action.id, pinned: true };
      return state.pinned ? INITIAL_FLIP_STATE : { flipped: action.id, pinned: true };
    case 'hoverStart':
      if (state.flipped === action.id) return state;
      return { flipped: action.id, pinned: false };
    case 'hoverEnd':
      return state.flipped === action.id && !state.pinned ? INITIAL_FLIP_STATE : state;
    case 'close':
      // The same state when nothing is flipped spares React a render.
      return state.flipped === null ? state : INITIAL_FLIP_STATE;
  }
}
