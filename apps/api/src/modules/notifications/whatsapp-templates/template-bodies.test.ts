import { noticeEvents } from '@karigar/domain/customer-notice';
import { languages } from '@karigar/domain/language';
import { describe, expect, it } from 'vitest';
import { DEFAULT_TEMPLATE_PREFIX, templateName } from '../../../lib/whatsapp/whatsapp-config';
import { renderTemplate, templateBody, templateParam, templateParams } from './template-bodies';

describe('WhatsApp templates', () => {
  it('exist for every event in English and Marathi, with the same parameters {{1}}…{{n}} in both', () => {
    for (const event of noticeEvents) {
      const [english, marathi] = languages.map((language) => templateParams(templateBody(event, language)));
      expect(english?.length, event).toBeGreaterThan(0);
      expect(english, event).toEqual(Array.from({ length: english?.length ?? 0 }, (_, i) => i + 1));
      expect(marathi, event).toEqual(english);
    }
  });

  it('are what Meta approves: plain one-line text, not starting or ending with a parameter, a lower-case name each', () => {
    for (const event of noticeEvents) {
      expect(templateName(DEFAULT_TEMPLATE_PREFIX, event)).toMatch(/^[a-z0-9_]{1,512}$/);
      for (const language of languages) {
        const body = templateBody(event, language);
        expect(body, `${event} ${language}`).not.toMatch(/[\r\n\t]|^\{\{|\}\}$|[*_~`]/);
        expect(body.length).toBeLessThan(1024);
      }
    }
    expect(new Set(noticeEvents.map((event) => templateName(DEFAULT_TEMPLATE_PREFIX, event))).size).toBe(
      noticeEvents.length,
    );
  });

  it('write Marathi with Latin digits and the workshop as वर्कशॉप', () => {
    for (const event of noticeEvents) {
      const body = templateBody(event, 'mr');
      expect(body, event).not.toMatch(/[०-९]|कार्यशाळा/);
    }
  });

  it('render the text the customer reads, parameters on one line', () => {
    expect(renderTemplate('payment-reminder', 'en', ['1A2B3C4D', '₹1,180.00', 'http://localhost/pay/abc'])).toBe(
      'A reminder from the workshop: ₹1,180.00 is still due on your order #1A2B3C4D. Pay securely here: http://localhost/pay/abc . Thank you.',
    );
    expect(renderTemplate('ready-for-pickup', 'mr', ['आशा', '1A2B3C4D', 'http://localhost/user/orders/1'])).toBe(
      'नमस्कार आशा, आनंदाची बातमी: तुमच्या ऑर्डर #1A2B3C4D चे काम पूर्ण झाले आहे आणि ती घेऊन जाण्यासाठी तयार आहे. तपशील: http://localhost/user/orders/1 . धन्यवाद.',
    );
    expect(templateParam('Tank\nlining    2000\tlitres ')).toBe('Tank lining 2000 litres');
  });
});
