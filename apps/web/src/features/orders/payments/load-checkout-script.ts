import type { CheckoutConstructor } from './checkout-types';

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

/**
 * The checkout's constructor (Razorpay's or the sandbox's), its script loaded first when needed;
 * otherwise the text key of what went wrong.
 */
export async function checkoutConstructor(
  src: string,
): Promise<CheckoutConstructor | 'errors.loadPaymentProcessorFailed' | 'errors.razorpaySdkNotLoaded'> {
  try {
    if (!window.Razorpay) await loadCheckoutScript(src);
  } catch {
    return 'errors.loadPaymentProcessorFailed';
  }
  return window.Razorpay ?? 'errors.razorpaySdkNotLoaded';
}
