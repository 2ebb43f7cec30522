// Rules a backend service enforces, stated on the gateway's request schema so the OpenAPI document
// shows them (enum, range, format, default). The gateway does not check them itself: the service
// answers every broken rule of a body at once, with its cross-field checks, and a gateway that
// refused first would answer only some of them (the answer to a body with several bad fields would
// change). `openapi.contract.test.ts` holds the stated rules against the contract.
import type { z } from '@platform/config';

export interface DeclaredRules {
  enum?: readonly (string | number)[];
  minimum?: number;
  maximum?: number;
  multipleOf?: number;
  format?: string;
  default?: unknown;
  description?: string;
}

export const declared = <T extends z.ZodType>(schema: T, rules: DeclaredRules): T =>
  schema.meta({ ...rules, ...(rules.enum ? { enum: [...rules.enum] } : {}) }) as T;
