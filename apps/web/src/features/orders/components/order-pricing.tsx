import type { Order } from '@karigar/domain/order-answer';
import { displayOrderTotal } from '@karigar/domain/order-total';
import { calculatePricing, FALLBACK_UNIT_PRICE, type PricingResult } from '@karigar/domain/pricing';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { PricingRows } from './pricing-rows';

type Priced = { ok: true; pricing: PricingResult } | { ok: false; problem: unknown };

/** Prices the order's stored terms again with the engine; the list price falls back to ₹1000 (spec section 9). */
function priceOrder(order: Order): Priced {
  const listPrice = [order.unitPrice, order.service.price].find((price) => price > 0) ?? FALLBACK_UNIT_PRICE;
  try {
    const pricing = calculatePricing({
      originalUnitPrice: listPrice,
      offeredPrice: order.offeredPrice,
      quantity: order.quantity,
      discount: order.discount,
      discountPercentage: order.discountPercentage,
      taxRate: order.taxRate,
      taxAlreadyIncluded: order.taxAlreadyIncluded,
    });
    return { ok: true, pricing };
  } catch (problem) {
    return { ok: false, problem };
  }
}

/** The order's pricing breakdown; its total follows spec section 9's priority (displayOrderTotal). */
export function OrderPricing({ order }: { order: Order }) {
  const { t } = useTranslation();
  const priced = useMemo(() => priceOrder(order), [order]);

  useEffect(() => {
    if (!priced.ok) console.error('Order pricing failed', priced.problem);
  }, [priced]);

  if (!priced.ok) {
    return (
      <p
        role="alert"
        className="rounded-lg border border-yellow-300 bg-yellow-50 px-4 py-3 text-sm text-yellow-900 dark:border-yellow-700 dark:bg-yellow-950 dark:text-yellow-200"
      >
        {t('orders.detail.pricingUnavailable')}
      </p>
    );
  }
  return <PricingRows pricing={priced.pricing} total={displayOrderTotal(order)} />;
}
