import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/** Every island sets when effects run before it renders anything (./effects-timing.ts): its first import. */
describe('the islands', () => {
  const dir = join(import.meta.dirname, 'islands');
  const islands = readdirSync(dir).filter((file) => file.endsWith('.tsx'));
  it('are found', () => expect(islands.length).toBeGreaterThan(3));
  for (const file of islands)
    it(`${file} imports ../effects-timing first`, () => {
      const first = /^import\s[^;]*;/m.exec(readFileSync(join(dir, file), 'utf8'))?.[0];
      expect(first).toBe("import '../effects-timing';");
    });
});
