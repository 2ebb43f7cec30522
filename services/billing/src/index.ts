export {
  BILLING_SERVICE_NAME,
  createBillingOrm,
  startBilling,
  type BillingHandle,
  type StartBillingOptions,
} from './app.ts';
export type { Clock, RandomSource } from './domain/ports.ts';
export { BILLING_SCHEMA } from './persistence/entities.ts';
