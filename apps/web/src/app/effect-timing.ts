import { options } from 'preact';

/**
 * React runs a render's effects before it handles the next input event; Preact, left alone, waits
 * for the next animation frame. A subscription made in an effect (TanStack Query's, react-toastify's)
 * must not miss what a click right after the render sets off, so effects run as soon as the render
 * is done, before any further event.
 */
options.requestAnimationFrame = (callback) => queueMicrotask(callback);
