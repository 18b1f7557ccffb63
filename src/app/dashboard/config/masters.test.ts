import { describe, expect, it } from 'vitest';
import { MASTER_RESOURCES } from './masters';
import { MASTER_SEGMENTS } from './menu';

describe('the master screens', () => {
  it('are the rows of the Masters menu group, one for each screen of the resource table', () => {
    const fromTable = MASTER_RESOURCES.map((r) => r.screen!.route.replace(/^\/dashboard\//, ''));
    expect([...MASTER_SEGMENTS].sort()).toEqual([...fromTable].sort());
  });
});
