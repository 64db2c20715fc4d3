import { options } from 'preact';

/**
 * React runs a render's effects before it handles the next input event; Preact, left alone, waits
 * for the next animation frame. A subscription made in an effect (TanStack Query's, react-toastify's)
 * should not miss what a click right after the render sets off, so effects run in the task right
 * after the render's: as soon as it is done, yet after anything else already waiting, so that an
 * effect that renders again (react-router's <Navigate>, while the next page loads) cannot keep the
 * page from loading.
 */
options.requestAnimationFrame = (callback) => setTimeout(callback);
