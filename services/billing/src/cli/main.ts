// Operator CLI: talks to billing over gRPC (BILLING_GRPC_ADDR) and prints one JSON object on
// stdout. Bad arguments exit 2, failed calls exit 1, each with one line on stderr.
import { ConfigError, loadConfig, serviceAddressEnv } from '@platform/config';
import { createClient } from '@platform/grpc';
import { billingProto } from '@platform/protos';
import { USAGE, UsageError, describeFailure, parseCommand, runCommand } from './commands.ts';

async function main(argv: string[]): Promise<number> {
  let command;
  try {
    command = parseCommand(argv);
  } catch (err) {
    if (!(err instanceof UsageError)) throw err;
    process.stderr.write(`error: ${err.message.replace(/\s+/g, ' ')} (see --help)\n`);
    return 2;
  }
  if (command === 'help') {
    process.stdout.write(`${USAGE}\n`);
    return 0;
  }
  let address: string;
  try {
    address = loadConfig({ BILLING_GRPC_ADDR: serviceAddressEnv.BILLING_GRPC_ADDR }).BILLING_GRPC_ADDR;
  } catch (err) {
    if (!(err instanceof ConfigError)) throw err;
    process.stderr.write(`${describeFailure(err, '')}\n`);
    return 2;
  }
  const client = createClient(
    'billing.v1.BillingService',
    billingProto().billing.v1.BillingService.service,
    address,
    {
      deadlineMs: 10_000,
    },
  );
  try {
    const output = await runCommand(command, client);
    process.stdout.write(`${JSON.stringify(output)}\n`);
    return 0;
  } catch (err) {
    process.stderr.write(`${describeFailure(err, address)}\n`);
    return 1;
  } finally {
    client.close();
  }
}

process.exitCode = await main(process.argv.slice(2)).catch((err: unknown) => {
  process.stderr.write(`${describeFailure(err, '')}\n`);
  return 1;
});
