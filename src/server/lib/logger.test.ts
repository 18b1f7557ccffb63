import { describe, expect, it } from 'vitest';
import { loggerOptions, prettyLogs } from './logger.ts';
import { loadConfig } from '../config/config.ts';

describe('log format', () => {
  it('is readable lines in a development terminal, JSON in production, in pipes and in tests', () => {
    expect(prettyLogs({ nodeEnv: 'development', logLevel: 'info' }, true)).toBe(true);
    expect(prettyLogs({ nodeEnv: 'production', logLevel: 'info' }, true)).toBe(false);
    expect(prettyLogs({ nodeEnv: 'development', logLevel: 'info' }, false)).toBe(false);
    expect(prettyLogs({ nodeEnv: 'test', logLevel: 'silent' }, true)).toBe(false);
  });

  it('sends readable lines through pino-pretty, and leaves JSON alone', () => {
    const config = loadConfig({ NODE_ENV: 'development', DATA_DIR: '/tmp/matrimonial-logger-test' });
    expect(loggerOptions(config, true)).toMatchObject({ transport: { target: 'pino-pretty' } });
    expect(loggerOptions(config, false)).not.toHaveProperty('transport');
  });
});
