// lint as: apps/api/src/modules/orders/get-order.ts
// expect: import-x/no-restricted-paths
import { findUserById } from '../users/users.repository';

export const owner = findUserById;
