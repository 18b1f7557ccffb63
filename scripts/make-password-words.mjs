// Writes src/app/ui/password-words.json: the small dictionary the password meter carries to the
// browser (docs/decisions/019-breached-passwords-and-second-factor.md): the most used passwords,
// English words and first names of zxcvbn-ts's lists, in their rank order, and the keyboard
// graphs. The server keeps checking against the full lists. Run after upgrading @zxcvbn-ts.
import { writeFileSync } from 'node:fs';
import { adjacencyGraphs, dictionary as common } from '@zxcvbn-ts/language-common';
import { dictionary as en } from '@zxcvbn-ts/language-en';

const TOP = { passwords: 2000, words: 1000, names: 300 };
const words = {
  passwords: common['passwords-common'].slice(0, TOP.passwords),
  words: en['commonWords-en'].slice(0, TOP.words),
  names: en['firstnames-en'].slice(0, TOP.names),
  graphs: { qwerty: adjacencyGraphs.qwerty, keypad: adjacencyGraphs.keypad },
};
writeFileSync(new URL('../src/app/ui/password-words.json', import.meta.url), `${JSON.stringify(words)}\n`);
console.log(`password words: ${TOP.passwords} passwords, ${TOP.words} words, ${TOP.names} names`);
