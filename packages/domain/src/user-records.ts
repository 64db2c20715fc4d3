import { z } from 'zod';
import { orderPaymentStatuses, orderStatuses } from './order';
import { quotationStatuses } from './quotation';

/** How many of a person's newest orders and quotations the admin's view of them lists. */
export const USER_RECORDS_LIMIT = 20;

/** GET /api/users/:id/records (admin): a person's newest orders and quotations, amounts in rupees. */
export const userRecordsAnswer = z.object({
  orders: z.array(
    z.object({
      _id: z.string(),
      orderNumber: z.string(),
      serviceName: z.string(),
      serviceNameMr: z.string(),
      status: z.enum(orderStatuses),
      paymentStatus: z.enum(orderPaymentStatuses),
      totalAmount: z.number(),
      createdAt: z.string(),
    }),
  ),
  totalOrders: z.number().int(),
  quotations: z.array(
    z.object({
      _id: z.string(),
      serviceName: z.string(),
      serviceNameMr: z.string(),
      quotationStatus: z.enum(quotationStatuses),
      totalAmount: z.number(),
      createdAt: z.string(),
    }),
  ),
  totalQuotations: z.number().int(),
});
export type UserRecords = z.infer<typeof userRecordsAnswer>;
