/**
 * React Aria's useSlotId as the build changes it (aria-ssr.ts, useSlotIdEffect): a field refers
 * to its description only when the description is there. React Aria checks that in a layout
 * effect, whose state change React renders at once, in the same task; while the page hydrates,
 * the check waits for a transition after hydration instead, so it is not part of hydration's
 * last task. Either way, the reference to a missing description is dropped.
 */
import { waitFor } from '@testing-library/react';
import { useLayoutEffect, useRef, type ReactElement } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { useSlotId } from 'react-aria/private/utils/useId';

const describedBy = (label = 'Namn') =>
  document.querySelector(`input[aria-label="${label}"]`)!.getAttribute('aria-describedby');

/** What the first field refers to at the end of the task that committed the first render. */
let describedByInThatTask: string | null | undefined;
/** What it refers to at the end of the task that committed a change to `withDescription`. */
let describedByAfterChange: string | null | undefined;

function Field({ label = 'Namn', withDescription }: { label?: string; withDescription: boolean }) {
  // As React Aria's fields do, the check runs again when what it depends on changes.
  const descriptionId = useSlotId([withDescription]);
  useLayoutEffect(() => {
    // A microtask runs when the task's synchronous work (a layout effect's render) is done.
    queueMicrotask(() => {
      describedByInThatTask ??= describedBy(label);
    });
  }, [label]);
  const mounted = useRef(false);
  useLayoutEffect(() => {
    if (!mounted.current) {
      mounted.current = true;
      return;
    }
    queueMicrotask(() => {
      describedByAfterChange = describedBy(label);
    });
  }, [label, withDescription]);
  return (
    <>
      <input aria-label={label} aria-describedby={descriptionId} />
      {withDescription && <p id={descriptionId}>Som på ert körkort</p>}
    </>
  );
}

function prerendered(page: ReactElement) {
  const container = document.createElement('div');
  container.innerHTML = renderToString(page);
  document.body.append(container);
  return container;
}

// Outside act(), React schedules its work in real tasks, as in the browser: act() would run the
// transition and the effects in one go and hide which task did what.
describe("React Aria's slot check", () => {
  let root: Root | undefined;
  beforeEach(() => {
    describedByInThatTask = undefined;
    describedByAfterChange = undefined;
    vi.stubGlobal('IS_REACT_ACT_ENVIRONMENT', false);
  });
  afterEach(() => {
    root?.unmount();
    vi.unstubAllGlobals();
    document.body.replaceChildren();
  });

  it('drops the prerendered reference to a missing description after hydration, not in its last task', async () => {
    const container = prerendered(<Field withDescription={false} />);
    const before = describedBy();
    expect(before).not.toBeNull(); // prerendered before the check could run
    const recoverable = vi.fn();
    root = hydrateRoot(container, <Field withDescription={false} />, { onRecoverableError: recoverable });
    await waitFor(() => expect(describedBy()).toBeNull());
    expect(describedByInThatTask).toBe(before);
    expect(recoverable).not.toHaveBeenCalled();
  });

  it('checks at once, as React Aria does, when a hydrated field changes later', async () => {
    const container = prerendered(<Field withDescription={false} />);
    root = hydrateRoot(container, <Field withDescription={false} />);
    await waitFor(() => expect(describedBy()).toBeNull());
    // The description appears (as an error message does): the field refers to it by the end of
    // the task that shows it, as a screen reader moving to the field then expects.
    root.render(<Field withDescription />);
    await waitFor(() => expect(describedByAfterChange).toBeDefined());
    expect(describedByAfterChange).toBe(document.querySelector('p')!.id);
  });

  it('keeps the reference when the description is there', async () => {
    const page = (
      <>
        <Field withDescription />
        <Field label="E-post" withDescription={false} />
      </>
    );
    const container = prerendered(page);
    root = hydrateRoot(container, page);
    // The checks run together, after hydration: once the second field's reference is gone, the
    // first field's check has run too.
    await waitFor(() => expect(describedBy('E-post')).toBeNull());
    expect(describedBy()).toBe(document.querySelector('p')!.id);
  });

  it('checks at once, as React Aria does, for whatever is rendered in the browser', async () => {
    const container = document.createElement('div');
    document.body.append(container);
    root = createRoot(container);
    root.render(<Field withDescription={false} />);
    await waitFor(() => expect(describedByInThatTask).toBeDefined());
    expect(describedByInThatTask).toBeNull();
    expect(describedBy()).toBeNull();
  });
});
