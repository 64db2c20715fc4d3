import sharp from 'sharp';
import { quotations } from '../src/db/schema/quotations';
import { services, type ServiceRow } from '../src/db/schema/services';
import { insertOrder } from '../src/modules/orders/orders.repository';
import type { TestApp } from './build-app';

/** A real PNG of the given size, made by sharp. */
export function pngImage(width: number, height: number): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: '#3a86ff' } })
    .png()
    .toBuffer();
}

/** A multipart service form: text fields plus an optional `image` file. */
export function serviceForm(
  fields: Record<string, string>,
  image?: { bytes: Buffer; type?: string; filename?: string },
): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  if (image) {
    form.append(
      'image',
      new Blob([new Uint8Array(image.bytes)], { type: image.type ?? 'image/png' }),
      image.filename ?? 'photo.png',
    );
  }
  return form;
}

/** Inserts a service straight into the database; price in rupees. */
export async function insertServiceRow(
  t: TestApp,
  values: {
    name: string;
    nameMr?: string;
    price?: number;
    createdAt?: Date;
    archivedAt?: Date | null;
    image?: string | null;
  },
): Promise<ServiceRow> {
  const [row] = await t.db
    .insert(services)
    .values({
      name: values.name,
      nameMr: values.nameMr ?? '',
      pricePaise: Math.round((values.price ?? 1000) * 100),
      createdAt: values.createdAt,
      archivedAt: values.archivedAt ?? null,
      image: values.image ?? null,
    })
    .returning();
  if (!row) throw new Error('service not inserted');
  return row;
}

/** A minimal quotation row referring to the service (as the quotations feature would store one). */
export async function insertQuotationRow(t: TestApp, userId: string, service: ServiceRow): Promise<void> {
  await t.db.insert(quotations).values({
    userId,
    serviceId: service.id,
    unitPricePaise: service.pricePaise,
    offeredPricePaise: service.pricePaise,
    totalAfterTaxPaise: service.pricePaise,
  });
}

/** A minimal manual order row referring to the service (counted, as every order insert is). */
export async function insertOrderRow(t: TestApp, userId: string, service: ServiceRow): Promise<void> {
  const paise = service.pricePaise;
  await t.db.transaction((tx) =>
    insertOrder(tx, {
      userId,
      serviceId: service.id,
      origin: 'manual',
      customerName: 'Asha Patil',
      customerEmail: 'asha@example.com',
      serviceName: service.name,
      quantity: 1,
      unitPricePaise: paise,
      offeredPricePaise: paise,
      subtotalBeforeDiscountPaise: paise,
      subtotalAfterDiscountPaise: paise,
      preTaxTotalPaise: paise,
      taxAmountPaise: 0,
      totalPaise: paise,
    }),
  );
}
