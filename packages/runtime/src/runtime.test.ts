import { ConfigError } from '@platform/config';
import { describe, expect, it, vi } from 'vitest';
import { runService } from './index.ts';

const telemetry = () => ({ shutdown: vi.fn(async () => {}) });

describe('runService', () => {
  it('exits 1 on invalid configuration without starting', async () => {
    const start = vi.fn();
    const exit = vi.fn();
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    await runService({
      service: 't',
      loadConfig: () => {
        throw new ConfigError('Invalid configuration:\n  PORT: bad');
      },
      start,
      telemetry: telemetry(),
      exit,
      signals: [],
    });
    expect(start).not.toHaveBeenCalled();
    expect(exit).toHaveBeenCalledWith(1);
    expect(error).toHaveBeenCalledWith(expect.stringMatching(/PORT/));
  });

  it('exits 1 when start fails, after flushing telemetry', async () => {
    const exit = vi.fn();
    const flush = telemetry();
    await runService({
      service: 't',
      loadConfig: () => ({ LOG_LEVEL: 'silent' }),
      start: async () => {
        throw new Error('port in use');
      },
      telemetry: flush,
      exit,
      signals: [],
    });
    expect(flush.shutdown).toHaveBeenCalled();
    expect(exit).toHaveBeenCalledWith(1);
  });

  it('stops the service, then telemetry, on a signal and exits 0', async () => {
    const order: string[] = [];
    const exited = new Promise<number>((resolve) =>
      runService({
        service: 't',
        loadConfig: () => ({ LOG_LEVEL: 'silent' }),
        start: async () => ({ stop: async () => void order.push('service') }),
        telemetry: { shutdown: async () => void order.push('telemetry') },
        exit: resolve,
        signals: ['SIGUSR2'],
      }).then(() => process.emit('SIGUSR2', 'SIGUSR2')),
    );
    expect(await exited).toBe(0);
    expect(order).toEqual(['service', 'telemetry']);
    process.removeAllListeners('SIGUSR2');
  });

  it('exits 1 when stopping outlasts a deadline taken from the configuration', async () => {
    const flush = telemetry();
    const exited = new Promise<number>((resolve) =>
      runService({
        service: 't',
        loadConfig: () => ({ LOG_LEVEL: 'silent', GRACE_MS: 10 }),
        shutdownTimeoutMs: (config) => config.GRACE_MS,
        start: async () => ({ stop: () => new Promise<void>(() => {}) }),
        telemetry: flush,
        exit: resolve,
        signals: ['SIGUSR2'],
      }).then(() => process.emit('SIGUSR2', 'SIGUSR2')),
    );
    expect(await exited).toBe(1);
    expect(flush.shutdown).not.toHaveBeenCalled();
    process.removeAllListeners('SIGUSR2');
  });
});
