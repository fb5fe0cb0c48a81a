/**
 * The press style the prerendered head carries (PressableStyle.tsx) is a copy of the rule the
 * installed React Aria adds on hydration. React Aria is run here, not read: whatever it would add
 * to a page without our copy is what the copy must be, and with our copy it must add nothing.
 */
import { render } from '@testing-library/react';
import { Button } from 'react-aria-components';
import { renderToStaticMarkup } from 'react-dom/server';
import { assert } from 'vitest';
import { PRESSABLE_STYLE, PRESSABLE_STYLE_ID, PressableStyle } from './PressableStyle';

const UPGRADE_HINT =
  'React Aria changed the style usePress adds: copy it into src/boot/PressableStyle.tsx (see src/boot/README.md)';

beforeEach(() => {
  // React Aria leaves its style out under test (NODE_ENV "test"); as on the site, it adds it.
  vi.stubEnv('NODE_ENV', 'production');
});

afterEach(() => {
  vi.unstubAllEnvs();
  document.head.innerHTML = '';
});

describe("React Aria's press style, shipped in the prerendered head", () => {
  it('is exactly the style the installed React Aria adds to a page that lacks it', () => {
    render(<Button>Skicka</Button>);
    const added = [...document.head.querySelectorAll('style')];
    assert.deepEqual(
      added.map((style) => style.id),
      [PRESSABLE_STYLE_ID],
      UPGRADE_HINT,
    );
    assert.strictEqual(added[0].textContent, PRESSABLE_STYLE, UPGRADE_HINT);
  });

  it('keeps React Aria from adding a second one on hydration', () => {
    document.head.innerHTML = renderToStaticMarkup(<PressableStyle />);
    // The prerendered head carries the rule before any script runs.
    assert.strictEqual(document.getElementById(PRESSABLE_STYLE_ID)?.textContent, PRESSABLE_STYLE);
    render(<Button>Skicka</Button>);
    assert.lengthOf(document.head.querySelectorAll('style'), 1, UPGRADE_HINT);
  });
});
