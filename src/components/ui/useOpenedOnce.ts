import { useState } from 'react';

/**
 * Whether `isOpen` has ever been true: the one idiom for a part whose code loads the first time
 * it opens (the mobile menu, the interest list's panel) and then stays mounted, so its closing
 * animation plays and its state survives the next opening. Set during render, React's way to
 * follow an input, so the first opening renders the part in the same pass.
 */
export function useOpenedOnce(isOpen: boolean) {
  const [wasOpened, setWasOpened] = useState(isOpen);
  if (isOpen && !wasOpened) setWasOpened(true);
  return wasOpened;
}
