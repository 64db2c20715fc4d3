// lint as: apps/api/src/modules/orders/get-order.ts
// expect: @typescript-eslint/no-misused-promises
export function handle(ids: string[], remove: (id: string) => Promise<void>): void {
  ids.forEach(async (id) => remove(id));
}
