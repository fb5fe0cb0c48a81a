/**
 * The mark a hydrated document carries: `<html data-hydrated="true">`, set by the root component's
 * first effect (src/root.tsx). The early-press recorder waits for it to carry out a kept press,
 * and browser tests and scripts wait for it before they press anything.
 *
 * No imports: the recorder is compiled into an inline script with this module, and must not
 * pull anything else in.
 */
export const HYDRATED_ATTRIBUTE = 'data-hydrated';

export const isHydrated = (root: HTMLElement): boolean => root.getAttribute(HYDRATED_ATTRIBUTE) === 'true';

export function markHydrated(root: HTMLElement): void {
  root.setAttribute(HYDRATED_ATTRIBUTE, 'true');
}
