// lint as: apps/api/src/modules/orders/get-order.ts
// expect: @typescript-eslint/no-floating-promises
async function save(): Promise<void> {}

export function handle(): void {
  save();
}
