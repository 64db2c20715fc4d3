import { describe, expect, it } from 'vitest';
import { orderServiceName, serviceName } from './service-text';

describe('service names in the reader language', () => {
  const order = { service: { name: 'Fiberglass roofing' }, serviceNameMr: 'फायबरग्लास छप्पर' };

  it("names an order's service in Marathi for a Marathi reader, in English otherwise", () => {
    expect(orderServiceName(order, 'mr')).toBe('फायबरग्लास छप्पर');
    expect(orderServiceName(order, 'en')).toBe('Fiberglass roofing');
  });

  it('falls back to the English name when the Marathi one is empty', () => {
    expect(orderServiceName({ ...order, serviceNameMr: '  ' }, 'mr')).toBe('Fiberglass roofing');
    expect(serviceName({ name: 'Paint', nameMr: '' }, 'mr')).toBe('Paint');
  });
});
