// lint as: apps/api/src/modules/services/services.routes.ts
// expect: import-x/no-restricted-paths
import { findServiceById } from './services.repository';

export const find = findServiceById;
