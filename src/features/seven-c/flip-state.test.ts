import { flipReducer, INITIAL_FLIP_STATE, type FlipAction, type FlipState } from './flip-state';

const run = (actions: FlipAction[], from: FlipState = INITIAL_FLIP_STATE) => actions.reduce(flipReducer, from);

describe('7C flip state', () => {
  it('a press toggles a badge', () => {
    expect(run([{ type: 'press', id: 'context' }]).flipped).toBe('context');
    expect(
      run([
        { type: 'press', id: 'context' },
        { type: 'press', id: 'context' },
      ]).flipped,
    ).toBeNull();
  });

  it('keeps at most one badge flipped', () => {
    expect(
      run([
        { type: 'press', id: 'context' },
        { type: 'press', id: 'clarity' },
      ]).flipped,
    ).toBe('clarity');
    expect(
      run([
        { type: 'press', id: 'context' },
        { type: 'hoverStart', id: 'clarity' },
      ]).flipped,
    ).toBe('clarity');
  });

  it('hover flips and leaving un-flips', () => {
    const hovered = run([{ type: 'hoverStart', id: 'capability' }]);
    expect(hovered.flipped).toBe('capability');
    expect(flipReducer(hovered, { type: 'hoverEnd', id: 'capability' }).flipped).toBeNull();
  });

  it('leaving another badge leaves the flipped one alone', () => {
    expect(
      run([
        { type: 'hoverStart', id: 'clarity' },
        { type: 'hoverEnd', id: 'context' },
      ]).flipped,
    ).toBe('clarity');
  });

  it('a click on a hovered badge pins it, so leaving keeps it and the next click closes it', () => {
    const pinned = run([
      { type: 'hoverStart', id: 'continuity' },
      { type: 'press', id: 'continuity' },
    ]);
    expect(pinned.flipped).toBe('continuity');
    expect(flipReducer(pinned, { type: 'hoverEnd', id: 'continuity' }).flipped).toBe('continuity');
    expect(flipReducer(pinned, { type: 'press', id: 'continuity' }).flipped).toBeNull();
  });

  it('Escape closes whatever is flipped', () => {
    expect(run([{ type: 'press', id: 'context' }, { type: 'close' }])).toEqual(INITIAL_FLIP_STATE);
    expect(run([{ type: 'hoverStart', id: 'context' }, { type: 'close' }])).toEqual(INITIAL_FLIP_STATE);
  });

  it('hovering a badge pinned by a click keeps it pinned, so leaving it keeps it open', () => {
    let state = flipReducer(INITIAL_FLIP_STATE, { type: 'press', id: 'clarity' });
    state = flipReducer(state, { type: 'hoverStart', id: 'clarity' });
    state = flipReducer(state, { type: 'hoverEnd', id: 'clarity' });
    expect(state).toEqual({ flipped: 'clarity', pinned: true });
  });

  it('Escape with nothing flipped keeps the very same state, so nothing renders again', () => {
    expect(flipReducer(INITIAL_FLIP_STATE, { type: 'close' })).toBe(INITIAL_FLIP_STATE);
  });
});
