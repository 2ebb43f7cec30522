// Argument parsing and execution of the operator CLI, kept apart from process handling so both
// can be tested. Every command answers with exactly one JSON object.
import { parseArgs } from 'node:util';
import { AppError } from '@platform/errors';
import type { PromiseClient } from '@platform/grpc';
import type { AccountStatus__Output } from '@platform/protos/generated/billing/v1/AccountStatus.ts';
import type { BillingServiceDefinition } from '@platform/protos/generated/billing/v1/BillingService.ts';

export type BillingClient = PromiseClient<BillingServiceDefinition>;

export type CliCommand =
  | { name: 'accounts create'; email: string; credits: string }
  | { name: 'accounts disable' | 'accounts enable'; accountId: string }
  | { name: 'keys create'; accountId: string }
  | { name: 'keys revoke'; key: string }
  | { name: 'credits grant'; accountId: string; amount: string; reason: string };

export const USAGE = `usage: cli <command> [options]    (BILLING_GRPC_ADDR, default 127.0.0.1:50051)
  accounts create --email EMAIL [--credits AMOUNT]   -> {"account_id", "email", "api_key"}
  accounts disable --account ACCOUNT_ID              -> {"account_id", "status"}
  accounts enable --account ACCOUNT_ID               -> {"account_id", "status"}
  keys create --account ACCOUNT_ID                   -> {"api_key"}
  keys revoke --key API_KEY                          -> {"revoked"}
  credits grant --account ACCOUNT_ID --amount AMOUNT [--reason TEXT] -> {"balance_usd"}`;

/** Bad command line: exit code 2, one line on stderr. */
export class UsageError extends Error {
  override name = 'UsageError';
}

const COMMAND_OPTIONS: Record<CliCommand['name'], { required: string[]; optional: string[] }> = {
  'accounts create': { required: ['email'], optional: ['credits'] },
  'accounts disable': { required: ['account'], optional: [] },
  'accounts enable': { required: ['account'], optional: [] },
  'keys create': { required: ['account'], optional: [] },
  'keys revoke': { required: ['key'], optional: [] },
  'credits grant': { required: ['account', 'amount'], optional: ['reason'] },
};

const isCommandName = (name: string): name is CliCommand['name'] => Object.hasOwn(COMMAND_OPTIONS, name);
const COMMAND_LIST = Object.keys(COMMAND_OPTIONS).join(', ');

const STATUS_BY_COMMAND = {
  'accounts disable': 'ACCOUNT_STATUS_DISABLED',
  'accounts enable': 'ACCOUNT_STATUS_ACTIVE',
} as const;
const STATUS_NAMES: Partial<Record<AccountStatus__Output, string>> = {
  ACCOUNT_STATUS_ACTIVE: 'active',
  ACCOUNT_STATUS_DISABLED: 'disabled',
};

function accountId(value: string): string {
  if (!/^[1-9]\d{0,18}$/.test(value)) throw new UsageError('--account must be a positive integer account id');
  return value;
}

/** Returns the command, or 'help' when help was asked for. */
export function parseCommand(argv: string[]): CliCommand | 'help' {
  let parsed;
  try {
    parsed = parseArgs({
      args: argv,
      allowPositionals: true,
      strict: true,
      options: {
        email: { type: 'string' },
        credits: { type: 'string' },
        account: { type: 'string' },
        key: { type: 'string' },
        amount: { type: 'string' },
        reason: { type: 'string' },
        help: { type: 'boolean', short: 'h' },
      },
    });
  } catch (err) {
    const { code, message } = err as NodeJS.ErrnoException;
    const option = /'(-[^' ]+)/.exec(message)?.[1];
    // Node's messages can span lines; the CLI promises one.
    throw new UsageError(
      code === 'ERR_PARSE_ARGS_UNKNOWN_OPTION' && option
        ? `unknown option ${option}`
        : message.replace(/\s+/g, ' '),
    );
  }
  const { values, positionals } = parsed;
  if (values.help) return 'help';
  const name = positionals.join(' ');
  if (!isCommandName(name)) {
    throw new UsageError(
      name === '' ? `missing command (${COMMAND_LIST})` : `unknown command "${name}" (${COMMAND_LIST})`,
    );
  }
  const allowed = COMMAND_OPTIONS[name];
  const options: Record<string, string> = {};
  for (const [option, value] of Object.entries(values)) {
    if (typeof value !== 'string') continue;
    if (![...allowed.required, ...allowed.optional].includes(option)) {
      throw new UsageError(`option --${option} does not apply to "${name}"`);
    }
    options[option] = value;
  }
  const missing = allowed.required.filter((option) => options[option] === undefined);
  if (missing.length > 0)
    throw new UsageError(`"${name}" needs ${missing.map((option) => `--${option}`).join(' and ')}`);
  const get = (option: string) => options[option] ?? '';
  switch (name) {
    case 'accounts create':
      return { name, email: get('email'), credits: get('credits') };
    case 'accounts disable':
    case 'accounts enable':
      return { name, accountId: accountId(get('account')) };
    case 'keys create':
      return { name, accountId: accountId(get('account')) };
    case 'keys revoke':
      return { name, key: get('key') };
    case 'credits grant':
      return { name, accountId: accountId(get('account')), amount: get('amount'), reason: get('reason') };
  }
}

// Ids are int64; print a JSON number while that is exact, which it is for any realistic count.
const jsonId = (id: string): number | string => (Number.isSafeInteger(Number(id)) ? Number(id) : id);

export async function runCommand(
  command: CliCommand,
  client: BillingClient,
): Promise<Record<string, unknown>> {
  switch (command.name) {
    case 'accounts create': {
      const created = await client.CreateAccount({ email: command.email, credits: command.credits });
      if (!created.account) throw new AppError('internal', 'The service answered without an account.');
      return {
        account_id: jsonId(created.account.id),
        email: created.account.email,
        api_key: created.api_key,
      };
    }
    case 'accounts disable':
    case 'accounts enable': {
      const account = await client.SetAccountStatus({
        account_id: command.accountId,
        status: STATUS_BY_COMMAND[command.name],
      });
      const status = STATUS_NAMES[account.status];
      if (!status) throw new AppError('internal', `The service answered with status ${account.status}.`);
      return { account_id: jsonId(account.id), status };
    }
    case 'keys create': {
      const issued = await client.CreateApiKey({ account_id: command.accountId });
      return { api_key: issued.api_key };
    }
    case 'keys revoke': {
      const revoked = await client.RevokeApiKey({ api_key: command.key });
      return { revoked: revoked.revoked };
    }
    case 'credits grant': {
      const balance = await client.GrantCredits({
        account_id: command.accountId,
        amount: command.amount,
        reason: command.reason,
      });
      return { balance_usd: balance.balance };
    }
  }
}

/** One line for stderr: the message and any field errors, never a stack. */
export function describeFailure(err: unknown, address: string): string {
  let text: string;
  if (err instanceof AppError) {
    const fields = Object.entries(err.fieldErrors ?? {}).map(
      ([field, messages]) => `${field}: ${messages.join(' ')}`,
    );
    text = err.kind === 'unavailable' ? `cannot reach billing at ${address} (${err.message})` : err.message;
    if (fields.length > 0) text += ` (${fields.join('; ')})`;
  } else {
    text = err instanceof Error ? err.message : String(err);
  }
  return `error: ${text.replace(/\s+/g, ' ').trim()}`;
}
