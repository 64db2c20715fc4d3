const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Ids are UUIDs; anything else can never match a row, so lookups answer "not found" for it. */
export function isUuid(value: string): boolean {
  return UUID.test(value);
}
