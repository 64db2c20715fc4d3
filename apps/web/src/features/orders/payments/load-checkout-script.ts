const loads = new Map<string, Promise<void>>();

/**
 * Loads the checkout script (Razorpay's, or the sandbox's from this server) by adding a
 * <script src> the first time a payment starts; later payments reuse it. A failed load is
 * forgotten so the next attempt tries again.
 */
export function loadCheckoutScript(src: string): Promise<void> {
  let load = loads.get(src);
  if (!load) {
    load = new Promise<void>((resolve, reject) => {
      const script = document.createElement('script');
      script.src = src;
      script.async = true;
      script.addEventListener('load', () => resolve());
      script.addEventListener('error', () => {
        script.remove();
        loads.delete(src);
        reject(new Error(`Could not load ${src}`));
      });
      document.head.appendChild(script);
    });
    loads.set(src, load);
  }
  return load;
}
