import { toPaise, toRupees } from '@karigar/domain/money';
import { calculatePricing, PricingError } from '@karigar/domain/pricing';
import type { Quotation } from '@karigar/domain/quotation-answer';
import type { requestQuotationBody } from '@karigar/domain/quotation';
import { DEFAULT_TAX_RATE } from '@karigar/domain/tax-rate';
import type { z } from 'zod';
import type { FeatureDeps } from '../../app';
import type { AuthUser } from '../../plugins/auth';
import { badRequest, notFound } from '../../plugins/errors';
import { recordActivity } from '../activity/record-activity';
import { getQuotation } from './get-quotation';
import { quotationRef } from './save-quotation-change';
import { newRequestMail } from './quotation-mail';
import { pricedColumns } from './quotation-pricing';
import { insertQuotation, insertRevision, lockRequestableService } from './quotations.repository';
import { languageOfEmail } from '../../lib/mail-texts/recipient-language';
import { customersVehicleId } from '../vehicles/vehicle-access';

function priceAtListPrice(listPrice: number, quantity: number) {
  try {
    return pricedColumns(
      calculatePricing({ originalUnitPrice: listPrice, offeredPrice: listPrice, quantity, taxRate: DEFAULT_TAX_RATE }),
      0,
    );
  } catch (error) {
    if (error instanceof PricingError) throw badRequest(error.code, { params: error.params });
    throw error;
  }
}

/**
 * A customer asks for a quotation: Pending, priced by the engine from the service's list price at
 * the default tax rate (what they expect to pay is only recorded), revision v1, and a mail to the
 * workshop when ADMIN_EMAIL is set.
 */
export async function requestQuotation(
  deps: Pick<FeatureDeps, 'db' | 'mail' | 'config'>,
  customer: AuthUser,
  body: z.output<typeof requestQuotationBody>,
  ip: string,
): Promise<Quotation> {
  return deps.db.transaction(async (tx) => {
    const service = await lockRequestableService(tx, body.service);
    if (!service) throw notFound('SERVICE_NOT_FOUND');
    const columns = priceAtListPrice(toRupees(service.pricePaise), body.quantity);
    const quotation = await insertQuotation(tx, {
      userId: customer.id,
      serviceId: service.id,
      vehicleId: await customersVehicleId(tx, body.vehicleId, customer.id),
      description: body.details ?? body.description ?? '',
      modification: body.modification ?? '',
      expectedPricePaise: toPaise(body.quotationPrice),
      unitPricePaise: service.pricePaise,
      // The service's default advance, which the workshop may change when it prices the request.
      advancePercentage: service.advancePercentage,
      ...columns,
    });
    await insertRevision(tx, {
      quotationId: quotation.id,
      version: quotation.version,
      kind: 'requested',
      changes: {
        quantity: { from: null, to: quotation.quantity },
        quotationPrice: { from: null, to: body.quotationPrice },
        offeredPrice: { from: null, to: toRupees(quotation.offeredPricePaise) },
        totalAfterTax: { from: null, to: toRupees(quotation.totalAfterTaxPaise) },
      },
      actorId: customer.id,
    });
    await recordActivity(tx, {
      actorId: customer.id,
      action: 'quotation_requested',
      entity: 'quotation',
      entityId: quotation.id,
      message: `${customer.name} requested a quotation for ${service.name}`,
      params: {
        actor: customer.name,
        service: service.name,
        serviceMr: service.nameMr,
        quantity: body.quantity,
        expectedPrice: body.quotationPrice,
        quotationId: quotation.id,
        quotationRef: quotationRef(quotation.id),
      },
      priority: 'medium',
      ip,
    });
    const answer = await getQuotation(tx, quotation.id, customer);
    const { adminEmail, appUrl } = deps.config;
    if (adminEmail)
      await deps.mail.queue(tx, newRequestMail(adminEmail, await languageOfEmail(tx, adminEmail), answer, appUrl));
    return answer;
  });
}
