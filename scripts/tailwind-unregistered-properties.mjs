// A Vite plugin for the home page's stylesheet only (src/site/styles/home.css): Tailwind declares each
// of its --tw-* variables with @property and keeps, for browsers without @property, a rule that
// sets them on every element instead. The home page takes that rule for every browser and leaves
// the @property declarations out: the same styles, about 0.3 KB less of the first round trip, which
// the Hindi and Tamil homes need for their longer texts (14 KB budget, scripts/check-budgets.mjs;
// docs/decisions/038-languages-and-routing.md). What is lost is animating a --tw-* variable itself,
// which the home page never does (its transitions animate transform, colour and opacity).
const HOME_CSS = /src\/site\/styles\/home\.css(\?|$)/;

/** The text between the brace at `open` and its partner, and the index after the partner. */
/** @param {string} css @param {number} open */
function block(css, open) {
  let depth = 0;
  for (let i = open; i < css.length; i++) {
    if (css[i] === '{') depth++;
    else if (css[i] === '}' && --depth === 0) return { inner: css.slice(open + 1, i), end: i + 1 };
  }
  return null;
}

/** @returns {import('vite').Plugin} */
export function unregisteredTailwindProperties() {
  return {
    name: 'home-css-unregistered-properties',
    // After Tailwind's own 'pre' transform (listed before this plugin), before Vite bundles the CSS.
    enforce: /** @type {const} */ ('pre'),
    /** @param {string} code @param {string} id */
    transform(code, id) {
      if (!HOME_CSS.test(id) || !code.includes('@property')) return null;
      let css = code.replace(/@property\s+--tw-[\w-]+\s*\{[^}]*\}/g, '');
      // @layer properties { @supports (…) { *, ::before … { --tw-…: … } } } → @layer properties { *, ::before … { … } }
      const layer = css.search(/@layer properties\s*\{\s*@supports/);
      if (layer >= 0) {
        const supports = css.indexOf('@supports', layer);
        const inner = block(css, css.indexOf('{', supports));
        if (inner) css = css.slice(0, supports) + inner.inner + css.slice(inner.end);
      }
      return { code: css, map: null };
    },
  };
}
