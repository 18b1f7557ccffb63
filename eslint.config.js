import fs from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import globals from 'globals';
import { importX } from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import astro from 'eslint-plugin-astro';

/**
 * src/ holds three programs and what they share (docs/architecture.md): the static site
 * (src/site), the browser app (src/app) and the server (src/server), beside src/shared.
 */
const BROWSER = ['./src/site', './src/app'];

/** Browser features, one folder each, named like the server module they talk to. Read from the tree, so a new feature is covered the day it is added. */
const FEATURES = fs
  .readdirSync(new URL('./src/app/features/', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

const sharedZone = {
  target: './src/shared',
  from: './src',
  except: ['./shared'],
  message: 'src/shared is used by both the browser and the server: it imports nothing of ours outside src/shared.',
};

const boundaries = [
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
  ...['./src/app/ui', './src/app/features/profile/form'].map((target) => ({
    target,
    from: './src/app/dashboard',
    message: 'src/app/ui and the profile form serve the islands too: they must not import the dashboard.',
  })),
  {
    target: './src/app',
    from: './src/site/page-scripts',
    message: "src/site/page-scripts holds the static pages' scripts; React code shares browser helpers through src/app/client.",
  },
  {
    target: ['./src/app/dashboard', './src/app/features', './src/app/ui', './src/app/stores', './src/app/client', './src/app/pwa', './src/site/page-scripts'],
    from: './src/app/islands',
    message: 'An island is an entry point that only Astro pages mount; share components through src/app/ui.',
  },
  {
    target: ['./src/app/dashboard/parts', './src/app/dashboard/helpers'],
    from: './src/app/features',
    message: "The dashboard's shared parts and helpers serve the features, never the reverse: move what both need here, or pass it in.",
  },
  {
    target: './src/server/lib',
    from: './src/server/modules',
    message: 'Server libraries serve the modules, never the reverse: pass what they need in (hooks, services).',
  },
  ...FEATURES.map((feature) => ({
    target: `./src/app/features/${feature}`,
    from: './src/app/features',
    except: [`./${feature}`, ...FEATURES.filter((other) => other !== feature).map((other) => `./${other}/index.ts`)],
    message: `A feature imports another only through its door, features/<name>/index.ts; move what both need to src/app/dashboard/parts or helpers.`,
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
  ['consents'],
  ['horoscope', 'notifications', 'push', 'sms', 'subscriptions'],
  ['auth'],
  ['documents', 'users'],
  ['contact-terms'],
  ['photos'],
  ['interests', 'profile'],
  ['account', 'biodata', 'calls', 'conversations', 'matching', 'moderation', 'selfie-verification'],
  ['dashboard', 'family', 'grievances', 'search'],
  ['assisted', 'notification-mail'],
  ['data-rights'],
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

/**
 * A migration is frozen the day it ships: it must write the same rows and columns on every
 * database it ever runs on, so it copies what it needs instead of importing code that changes.
 */
const frozenMigrations = [
  {
    target: './src/server/db/migrations',
    from: ['./src/server/modules', './src/server/db/seeds'],
    message: 'A migration is frozen: copy what it needs (a constant, seed rows) into the migration instead of importing modules or seeds, which change later.',
  },
];

/** The API client and browser utilities sit below the stores and components that use them. */
const browserLibZone = {
  target: './src/app/client',
  from: ['./src/app/stores', './src/app/ui', './src/app/features', './src/app/dashboard', './src/app/islands', './src/site'],
  message:
    'src/app/client (the API client and browser utilities) knows no store and no component: they call it and hand it what it needs (the auth store calls readAccessTokenFrom in src/app/client/access-token.ts).',
};

export default tseslint.config(
  { ignores: ['dist/', 'dist-server/', 'data/', 'node_modules/', '.astro/', 'test-results/', 'playwright-report/', 'tmp-scratch/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
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
      'import-x/no-restricted-paths': ['error', { zones: [sharedZone, ...boundaries, ...serverModuleZones, ...frozenMigrations, browserLibZone] }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    // A catalogue's tests read the browser app's keys (menus, profile fields) to check every one is translated.
    files: ['src/shared/i18n/**/*.test.ts'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        { zones: [{ ...sharedZone, except: ['./shared', './app'] }, ...boundaries, ...serverModuleZones, ...frozenMigrations, browserLibZone] },
      ],
    },
  },
  {
    // The database layer works on tables it is handed by name (the migrations, the generic
    // resources) and so may take a database of any tables, `Kysely<any>`: that and no other `any`.
    files: ['src/server/db/**/*.ts', 'src/server/lib/crud/**/*.ts'],
    rules: {
      '@typescript-eslint/no-explicit-any': 'off',
      'no-restricted-syntax': [
        'error',
        {
          selector:
            'TSAnyKeyword:not(:matches(TSTypeReference[typeName.name="Kysely"], NewExpression[callee.name="Kysely"]) > TSTypeParameterInstantiation > TSAnyKeyword)',
          message:
            "Only the database layer's `Kysely<any>` may use `any`: use `unknown` and narrow, a generic, or the types in src/server/db/schema.generated.ts.",
        },
      ],
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
  // Astro pages and components: the plugin's rules, and the same accessibility rules as the React code.
  ...astro.configs['flat/recommended'],
  // (Its block that loads eslint-plugin-jsx-a11y names no files; kept to .astro, it does not clash with the .tsx block's copy.)
  ...astro.configs['flat/jsx-a11y-recommended'].map((block) => (block.files ? block : { ...block, files: ['**/*.astro'] })),
);
