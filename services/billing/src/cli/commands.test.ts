import { AppError, validationError } from '@platform/errors';
import { describe, expect, it } from 'vitest';
import { UsageError, describeFailure, parseCommand } from './commands.ts';

const usageErrorOf = (argv: string[]) => {
  try {
    parseCommand(argv);
  } catch (err) {
    expect(err).toBeInstanceOf(UsageError);
    return (err as Error).message;
  }
  throw new Error('expected a usage error');
};

describe('CLI arguments', () => {
  it('parses every command', () => {
    expect(parseCommand(['accounts', 'create', '--email', 'e@x.com', '--credits', '100'])).toEqual({
      name: 'accounts create',
      email: 'e@x.com',
      credits: '100',
    });
    expect(parseCommand(['accounts', 'create', '--email=e@x.com'])).toEqual({
      name: 'accounts create',
      email: 'e@x.com',
      credits: '',
    });
    expect(parseCommand(['accounts', 'disable', '--account', '7'])).toEqual({
      name: 'accounts disable',
      accountId: '7',
    });
    expect(parseCommand(['accounts', 'enable', '--account=7'])).toEqual({
      name: 'accounts enable',
      accountId: '7',
    });
    expect(parseCommand(['keys', 'create', '--account', '7'])).toEqual({
      name: 'keys create',
      accountId: '7',
    });
    expect(parseCommand(['keys', 'revoke', '--key', 'mk_live_x'])).toEqual({
      name: 'keys revoke',
      key: 'mk_live_x',
    });
    expect(parseCommand(['credits', 'grant', '--account', '7', '--amount', '10.5'])).toEqual({
      name: 'credits grant',
      accountId: '7',
      amount: '10.5',
      reason: '',
    });
    expect(parseCommand(['--help'])).toBe('help');
    expect(parseCommand(['keys', 'create', '-h'])).toBe('help');
  });

  it('explains what is wrong in one line', () => {
    expect(usageErrorOf([])).toMatch(/missing command/);
    expect(usageErrorOf(['accounts', 'delete'])).toMatch(/unknown command "accounts delete"/);
    expect(usageErrorOf(['accounts', 'create'])).toBe('"accounts create" needs --email');
    expect(usageErrorOf(['credits', 'grant'])).toBe('"credits grant" needs --account and --amount');
    expect(usageErrorOf(['accounts', 'disable'])).toBe('"accounts disable" needs --account');
    expect(usageErrorOf(['accounts', 'enable', '--account', '0'])).toBe(
      '--account must be a positive integer account id',
    );
    expect(usageErrorOf(['accounts', 'disable', '--account', '7', '--key', 'k'])).toBe(
      'option --key does not apply to "accounts disable"',
    );
    expect(usageErrorOf(['accounts', 'suspend', '--account', '7'])).toBe(
      'unknown command "accounts suspend" (accounts create, accounts disable, accounts enable, keys create, keys revoke, credits grant)',
    );
    expect(usageErrorOf(['keys', 'create', '--account', '7', '--email', 'e@x.com'])).toBe(
      'option --email does not apply to "keys create"',
    );
    expect(usageErrorOf(['keys', 'create', '--bogus', '1'])).toBe('unknown option --bogus');
    expect(usageErrorOf(['keys', 'create', '--account'])).toMatch(/--account/);
    for (const account of ['abc', '0', '1.5', '--account=-1']) {
      const argv = account.startsWith('--')
        ? ['keys', 'create', account]
        : ['keys', 'create', '--account', account];
      expect(usageErrorOf(argv)).toBe('--account must be a positive integer account id');
    }
    expect(usageErrorOf(['keys', 'create', '--account', '-1'])).toMatch(/--account' argument is ambiguous/);
    for (const message of [usageErrorOf(['keys', 'create', '--account', '-1']), usageErrorOf(['x'])]) {
      expect(message).not.toContain('\n');
    }
  });

  it('describes failed calls in one line with field errors', () => {
    expect(
      describeFailure(validationError('Invalid request.', { amount: ['Must not be negative.'] }), 'h:1'),
    ).toBe('error: Invalid request. (amount: Must not be negative.)');
    expect(
      describeFailure(new AppError('unavailable', 'A backing service is unavailable.'), '127.0.0.1:1'),
    ).toBe('error: cannot reach billing at 127.0.0.1:1 (A backing service is unavailable.)');
    expect(describeFailure(new AppError('conflict', 'line one\nline two'), 'h:1')).toBe(
      'error: line one line two',
    );
  });
});
