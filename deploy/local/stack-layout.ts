// What a LocalStack is given besides its settings: where the service entry points are, where its
// output goes, and the hooks tests use to hold it at a chosen moment.
import { DEV_CREDITS, DEV_EMAIL } from './dev-account.ts';
import type { LineSink } from './processes.ts';

/** Where the runner finds each service's entry points (relative to the repository root). */
export interface StackLayout {
  main(service: string): string;
  migrate(service: string): string;
  /** Arguments that create the dev account and print `{account_id, email, api_key}`. */
  createAccount: string[];
}

export const repositoryLayout: StackLayout = {
  main: (service) => `services/${service}/src/main.ts`,
  migrate: (service) => `services/${service}/src/migrate.ts`,
  createAccount: [
    'services/billing/src/cli/main.ts',
    'accounts',
    'create',
    '--email',
    DEV_EMAIL,
    '--credits',
    String(DEV_CREDITS),
  ],
};

export interface StackIo {
  sink: LineSink;
  print(text: string): void;
  color: boolean;
}

export interface StackHooks {
  /** Awaited before a crashed service is started again (tests hold a restart to look at the stack meanwhile). */
  beforeRestart?(service: string): Promise<void>;
}
