/**
 * Focus that follows a render: `request()` asks for the element behind `ref` to take focus, and
 * it does as soon as React has committed the render that shows it. Focusing in an effect, not in
 * the next animation frame, ties the move to the update that shows the element: no frame can
 * pass where it is shown but focus is elsewhere, and a tab that gets no frames (hidden, or
 * throttled) still moves focus.
 */
import { useCallback, useEffect, useRef, useState } from 'react';

export function useFocusAfterRender<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  const [requests, setRequests] = useState(0);
  useEffect(() => {
    if (requests > 0) ref.current?.focus();
  }, [requests]);
  const request = useCallback(() => setRequests((count) => count + 1), []);
  return { ref, request };
}
