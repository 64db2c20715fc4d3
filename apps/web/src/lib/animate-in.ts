/**
 * Plays a short entrance animation with the Web Animations API (the engine motion's own `mini`
 * animate drives; used directly to keep it out of the first-load bundle). Returns a cancel
 * function for an effect's cleanup; does nothing where the browser cannot animate.
 */
export function animateIn(
  element: HTMLElement | null,
  keyframes: Keyframe[],
  durationSeconds: number,
): (() => void) | undefined {
  if (!element || typeof element.animate !== 'function' || durationSeconds <= 0) return undefined;
  const animation = element.animate(keyframes, { duration: durationSeconds * 1000, easing: 'ease-out' });
  return () => animation.cancel();
}
