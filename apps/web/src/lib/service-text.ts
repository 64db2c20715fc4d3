import type { Service } from '@karigar/domain/service';

/** A service's name in the current language: the Marathi one when the language is mr and it is filled. */
export function serviceName(service: Pick<Service, 'name' | 'nameMr'>, language: string): string {
  return language === 'mr' && service.nameMr.trim() ? service.nameMr : service.name;
}

/** The service an order names (kept with the order in both languages), like `serviceName`. */
export function orderServiceName(
  order: { service: { name: string }; serviceNameMr: string },
  language: string,
): string {
  return serviceName({ name: order.service.name, nameMr: order.serviceNameMr }, language);
}

/** A service's description in the current language, like `serviceName`. */
export function serviceDescription(service: Pick<Service, 'description' | 'descriptionMr'>, language: string): string {
  return language === 'mr' && service.descriptionMr.trim() ? service.descriptionMr : service.description;
}
