// The entities billing's ORM updates accounts and API keys through, from the tables'
// definitions in tables.ts (docs/decisions.md, "One source for each table's shape"). The
// constraints that carry the ledger's guarantees are the migrations'.
import { accounts, apiKeys } from './tables.ts';

export const BILLING_SCHEMA = 'billing';

export const AccountEntity = accounts.entity;
export const ApiKeyEntity = apiKeys.entity;

export const billingEntities = [AccountEntity, ApiKeyEntity];
