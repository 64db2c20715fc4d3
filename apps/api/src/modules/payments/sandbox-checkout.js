/* global window, document, HTMLElement */
/**
 * Karigar's sandbox checkout: the surface of Razorpay Checkout (checkout.js) without Razorpay.
 *
 *   const rzp = new Razorpay({ key, amount, currency, name, description, order_id, handler,
 *                              prefill: { name, email, contact }, theme: { color }, modal: { ondismiss } });
 *   rzp.on('payment.failed', (response) => response.error.description);
 *   rzp.open();
 *
 * Its dialog, marked 'Sandbox — no real money', lets the payer pay (handler gets razorpay_order_id, razorpay_payment_id and
 * razorpay_signature, signed by the server exactly as Razorpay signs them), make the payment fail
 * with a reason ('payment.failed' callbacks get { error }), or close it (modal.ondismiss).
 * Built with DOM APIs and addEventListener only: the app's CSP allows no inline script.
 */
(() => {
  'use strict';

  /**
   * The dialog's words in English and Marathi ('{value}' marks where a value goes), put in by the
   * server from sandbox-checkout-texts.json; the page's language (the app sets <html lang>) picks one.
   */
  const TEXTS = /* sandbox-checkout-texts */ { en: {} };
  const fill = (text, value) => text.replace('{value}', value);
  const DEFAULT_COLOR = '#2563eb';
  const script = document.currentScript;
  const apiBase = new URL('/api/payments/sandbox/', script && script.src ? script.src : window.location.href).href;

  const css = (element, styles) => {
    Object.assign(element.style, styles);
    return element;
  };

  const el = (tag, props = {}, children = []) => {
    const element = document.createElement(tag);
    for (const [name, value] of Object.entries(props)) {
      if (name === 'style') css(element, value);
      else if (name === 'text') element.textContent = value;
      else element.setAttribute(name, value);
    }
    for (const child of children) if (child) element.appendChild(child);
    return element;
  };

  const formatAmount = (paise, currency) => {
    try {
      return new Intl.NumberFormat('en-IN', { style: 'currency', currency: currency || 'INR' }).format(paise / 100);
    } catch {
      return `₹${(paise / 100).toFixed(2)}`;
    }
  };

  const post = async (path, body) => {
    const response = await fetch(apiBase + path, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
      credentials: 'omit',
    });
    const data = await response.json().catch(() => null);
    if (!response.ok || !data) throw new Error((data && data.message) || 'Payment failed. Please try again.');
    return data;
  };

  const button = { padding: '0.6rem 1rem', borderRadius: '6px', font: 'inherit', fontWeight: '600', cursor: 'pointer' };
  const field = {
    display: 'block',
    width: '100%',
    boxSizing: 'border-box',
    padding: '0.45rem',
    marginTop: '0.25rem',
    font: 'inherit',
    border: '1px solid #6b7280',
    borderRadius: '6px',
    color: '#111827',
    background: '#ffffff',
  };
  const label = { display: 'block', marginTop: '0.75rem', fontSize: '0.9rem' };
  const line = { margin: '0.15rem 0' };

  class Razorpay {
    constructor(options) {
      if (!options || !options.key) throw new Error('No key passed');
      this.options = options;
      this.listeners = {};
      this.dialog = null;
    }

    on(event, callback) {
      (this.listeners[event] = this.listeners[event] || []).push(callback);
      return this;
    }

    emit(event, payload) {
      for (const callback of this.listeners[event] || []) callback(payload);
    }

    close() {
      if (!this.dialog) return;
      const { overlay, onKey, returnFocus } = this.dialog;
      this.dialog = null;
      overlay.remove();
      document.removeEventListener('keydown', onKey, true);
      if (returnFocus instanceof HTMLElement) returnFocus.focus();
    }

    dismiss() {
      this.close();
      const modal = this.options.modal;
      if (modal && typeof modal.ondismiss === 'function') modal.ondismiss();
    }

    open() {
      if (this.dialog) return this;
      const o = this.options;
      const t = TEXTS[document.documentElement.lang === 'mr' ? 'mr' : 'en'];
      const prefill = o.prefill || {};
      const color = (o.theme && o.theme.color) || DEFAULT_COLOR;
      const amount = formatAmount(Number(o.amount) || 0, o.currency);

      const method = el('select', { id: 'karigar-sandbox-method', style: field }, [
        el('option', { value: 'card', text: t.card }),
        el('option', { value: 'upi', text: 'UPI' }),
      ]);
      const reason = el('input', { id: 'karigar-sandbox-reason', type: 'text', maxlength: '500', style: field });
      reason.value = t.defaultReason;
      const status = el('p', {
        role: 'status',
        'aria-live': 'polite',
        style: { minHeight: '1.25rem', margin: '0.75rem 0 0', fontSize: '0.9rem', color: '#374151' },
      });
      const pay = el('button', {
        type: 'button',
        style: {
          ...button,
          background: color,
          color: '#ffffff',
          border: `1px solid ${color}`,
          width: '100%',
          marginTop: '1rem',
        },
        text: fill(t.pay, amount),
      });
      const fail = el('button', {
        type: 'button',
        style: { ...button, background: '#ffffff', color: '#b91c1c', border: '1px solid #b91c1c' },
        text: t.fail,
      });
      const close = el('button', {
        type: 'button',
        style: { ...button, background: '#ffffff', color: '#374151', border: '1px solid #9ca3af' },
        text: t.close,
      });

      const dialog = el(
        'div',
        {
          role: 'dialog',
          'aria-modal': 'true',
          'aria-label': t.dialog,
          style: {
            background: '#ffffff',
            color: '#111827',
            borderRadius: '10px',
            padding: '1.25rem',
            width: 'min(24rem, calc(100vw - 2rem))',
            maxHeight: 'calc(100vh - 2rem)',
            overflowY: 'auto',
            boxShadow: '0 20px 50px rgba(0, 0, 0, 0.35)',
            // The app's own faces (its page defines them): Marathi shows without a system Devanagari font.
            fontFamily: "'Noto Sans', 'Noto Sans Devanagari', system-ui, sans-serif",
            lineHeight: '1.4',
          },
        },
        [
          el('p', {
            'data-sandbox-badge': '',
            style: {
              display: 'inline-block',
              margin: '0 0 0.75rem',
              padding: '0.2rem 0.65rem',
              borderRadius: '999px',
              border: '1px solid #a16207',
              background: '#fef9c3',
              color: '#713f12',
              fontSize: '0.85rem',
              fontWeight: '700',
            },
            text: t.badge,
          }),
          el('h2', {
            style: { margin: '0', fontSize: '1.15rem', borderBottom: `4px solid ${color}`, paddingBottom: '0.5rem' },
            text: o.name || t.checkout,
          }),
          o.description ? el('p', { style: { margin: '0.5rem 0 0' }, text: o.description }) : null,
          el('p', { style: { margin: '0.75rem 0 0.25rem', fontSize: '1.5rem', fontWeight: '700' }, text: amount }),
          el('div', { style: { fontSize: '0.9rem' } }, [
            prefill.name ? el('p', { style: line, text: fill(t.name, prefill.name) }) : null,
            prefill.email ? el('p', { style: line, text: fill(t.email, prefill.email) }) : null,
            prefill.contact ? el('p', { style: line, text: fill(t.phone, prefill.contact) }) : null,
          ]),
          el('label', { for: 'karigar-sandbox-method', style: label, text: t.method }),
          method,
          pay,
          el('label', { for: 'karigar-sandbox-reason', style: label, text: t.reason }),
          reason,
          el(
            'div',
            { style: { display: 'flex', gap: '0.5rem', justifyContent: 'space-between', marginTop: '0.75rem' } },
            [fail, close],
          ),
          status,
        ],
      );
      const overlay = el(
        'div',
        {
          style: {
            position: 'fixed',
            inset: '0',
            zIndex: '2147483000',
            background: 'rgba(17, 24, 39, 0.6)',
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'center',
          },
        },
        [dialog],
      );

      const controls = [method, pay, reason, fail, close];
      const busy = (on, text) => {
        for (const control of controls) control.disabled = on;
        status.textContent = text;
      };

      pay.addEventListener('click', async () => {
        busy(true, t.processing);
        try {
          const response = await post('pay', { order_id: o.order_id, method: method.value });
          this.close();
          if (typeof o.handler === 'function') {
            o.handler({
              razorpay_order_id: response.razorpay_order_id,
              razorpay_payment_id: response.razorpay_payment_id,
              razorpay_signature: response.razorpay_signature,
            });
          }
        } catch (error) {
          busy(false, error.message);
        }
      });

      fail.addEventListener('click', async () => {
        busy(true, t.processing);
        try {
          const response = await post('fail', { order_id: o.order_id, reason: reason.value });
          this.close();
          this.emit('payment.failed', { error: response.error });
        } catch (error) {
          busy(false, error.message);
        }
      });

      close.addEventListener('click', () => this.dismiss());

      const onKey = (event) => {
        if (event.key === 'Escape' && !close.disabled) {
          event.preventDefault();
          this.dismiss();
        } else if (event.key === 'Tab') {
          // Keep keyboard focus inside the dialog.
          const focusable = controls.filter((control) => !control.disabled);
          const first = focusable[0];
          const last = focusable[focusable.length - 1];
          if (!first) {
            event.preventDefault();
          } else if (event.shiftKey && document.activeElement === first) {
            event.preventDefault();
            last.focus();
          } else if (!event.shiftKey && (document.activeElement === last || !dialog.contains(document.activeElement))) {
            event.preventDefault();
            first.focus();
          }
        }
      };

      this.dialog = { overlay, onKey, returnFocus: document.activeElement };
      document.addEventListener('keydown', onKey, true);
      document.body.appendChild(overlay);
      pay.focus();
      return this;
    }
  }

  window.Razorpay = Razorpay;
})();
