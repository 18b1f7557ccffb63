import fs from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import globals from 'globals';
import { importX } from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';

/** Every folder of browser code: none of it may import the server. */
const BROWSER = [
  'src/pages',
  'src/layouts',
  'src/components',
  'src/scripts',
  'src/islands',
  'src/dashboard',
  'src/features',
  'src/ui',
  'src/stores',
  'src/lib',
].map((dir) => `./${dir}`);

/** Browser code written in React (and the helpers it uses), as against the static pages' scripts. */
const REACT = ['src/dashboard', 'src/features', 'src/ui', 'src/stores', 'src/lib'].map((dir) => `./${dir}`);

/** Dashboard features, each its own module: one may not reach into another's files. Read from the tree, so a new feature is covered the day it is added. */
const DASHBOARD_FEATURES = fs
  .readdirSync(new URL('./src/dashboard/features/', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

const boundaries = [
  {
    target: './src/shared',
    from: './src',
    except: ['./shared'],
    message: 'src/shared is used by both the browser and the server: it imports nothing of ours outside src/shared.',
  },
  ...BROWSER.map((target) => ({
    target,
    from: './src/server',
    message: 'Browser code must not import the server; share code through src/shared.',
  })),
  {
    target: './src/server',
    from: BROWSER,
    message: 'The server must not import browser code; share code through src/shared.',
  },
  ...['./src/ui', './src/features'].map((target) => ({
    target,
    from: './src/dashboard',
    message: 'src/ui and src/features serve every page: they must not import the dashboard.',
  })),
  ...REACT.map((target) => ({
    target,
    from: './src/scripts',
    message: "src/scripts holds the static pages' scripts; React code shares browser helpers through src/lib.",
  })),
  ...[...REACT, './src/scripts'].map((target) => ({
    target,
    from: './src/islands',
    message: 'An island is an entry point that only Astro pages mount; share components through src/ui.',
  })),
  {
    target: './src/server/lib',
    from: './src/server/modules',
    message: 'Server libraries serve the modules, never the reverse: pass what they need in (hooks, services).',
  },
  ...DASHBOARD_FEATURES.map((feature) => ({
    target: `./src/dashboard/features/${feature}`,
    from: './src/dashboard/features',
    except: [`./${feature}`],
    message: 'A dashboard feature must not import another feature; move what both need to dashboard/components or dashboard/lib.',
  })),
];

// ---------------------------------------------------------------- server modules
// Each folder of src/server/modules is one module. Two rules keep them apart:
// 1. doors: code outside a module (another module, plugins, lib, db, routes.ts, app.ts, scripts,
//    tests) imports it only through its index.ts; only its own files open the others;
// 2. layers: a module imports only modules in lower layers, so no two modules can depend on each
//    other, directly or round a ring. To let a module use another one of its own layer or a
//    higher one, move the shared code down (to the module it belongs to, or to `discovery`) or
//    pass a function in (hooks, services, events).

/** The server's modules, lowest layer first. A new module folder must be added here. */
const SERVER_MODULE_LAYERS = [
  ['audit-log', 'discovery', 'events', 'health', 'mail', 'payments', 'profile-search', 'reference'],
  ['horoscope', 'notifications', 'sms', 'subscriptions'],
  ['auth'],
  ['documents', 'users'],
  ['photos'],
  ['interests', 'profile'],
  ['account', 'conversations', 'matching', 'moderation'],
  ['dashboard', 'search'],
  ['notification-mail'],
];

const SERVER_MODULES = fs
  .readdirSync(new URL('./src/server/modules/', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
for (const name of SERVER_MODULES) {
  if (!SERVER_MODULE_LAYERS.flat().includes(name)) {
    throw new Error(`eslint.config.js: the server module "${name}" has no layer; add it to SERVER_MODULE_LAYERS.`);
  }
}

/** Everything of the server outside src/server/modules, read from the tree. */
const SERVER_OUTSIDE_MODULES = fs
  .readdirSync(new URL('./src/server/', import.meta.url))
  .filter((name) => name !== 'modules')
  .map((name) => `./src/server/${name}`);

const serverModuleZones = [
  ...SERVER_MODULES.map((name) => ({
    target: [
      ...SERVER_OUTSIDE_MODULES,
      ...SERVER_MODULES.filter((other) => other !== name).map((other) => `./src/server/modules/${other}`),
      './scripts',
      './tests',
    ],
    from: `./src/server/modules/${name}`,
    except: ['./index.ts'],
    message: `Import the ${name} module through its door, modules/${name}/index.ts (export what you need from there).`,
  })),
  ...SERVER_MODULE_LAYERS.flatMap((layer, level) => {
    const sameOrHigher = SERVER_MODULE_LAYERS.slice(level).flat();
    return layer
      .map((name) => ({
        target: `./src/server/modules/${name}`,
        from: sameOrHigher.filter((other) => other !== name).map((other) => `./src/server/modules/${other}`),
        message: `Module ${name} is in layer ${level} of SERVER_MODULE_LAYERS (eslint.config.js) and may import only modules of lower layers; this import would let modules depend on each other. Move the shared code down (to the module it belongs to, or to discovery) or pass a function in.`,
      }))
      .filter((zone) => zone.from.length > 0);
  }),
];
// ---------------------------------------------------------------- end of server modules

export default tseslint.config(
  { ignores: ['dist/', 'data/', 'node_modules/', '.astro/', 'test-results/', 'playwright-report/', 'tmp-scratch/', '**/*.astro'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    // scripts/ and tests/ too: they reach modules through the same doors.
    files: ['src/**/*.{ts,tsx}', 'scripts/**/*.{ts,mjs}', 'tests/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      // The TypeScript parser reads the imported files too, so no-cycle can follow them.
      ...importX.flatConfigs.typescript.settings,
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: './tsconfig.json' })],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: [...boundaries, ...serverModuleZones] }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    files: ['src/**/*.tsx'],
    ...reactHooks.configs.flat.recommended,
  },
  {
    files: ['src/**/*.tsx'],
    ...jsxA11y.flatConfigs.recommended,
  },
);
