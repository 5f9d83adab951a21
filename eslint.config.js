// `npm run lint`: the code's rules, including the architecture's import direction (ARCHITECTURE.md,
// docs/architecture.md "Layout of the folders"), so that a break fails CI. A rule switched off says why, here.
import js from '@eslint/js'
import tseslint from 'typescript-eslint'
import reactHooks from 'eslint-plugin-react-hooks'
import jsxA11y from 'eslint-plugin-jsx-a11y'
import { importX } from 'eslint-plugin-import-x'
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript'
import prettier from 'eslint-config-prettier'
import globals from 'globals'

/** The folders of the site's own code, from the top of the data flow to the bottom. */
const SITE = ['pages', 'templates', 'layouts', 'blocks', 'cms', 'content-rules', 'content-schemas', 'locales', 'renderer', 'browser']

/**
 * Who may not import whom (`target` imports, `from` is imported). Imports run one way:
 * pages → templates → layouts → blocks → cms → content-schemas → locales → content-rules (a
 * template places pieces of the frame, such as the breadcrumbs; the frame uses no template), with
 * renderer/ (used by all of them) and browser/ (used by no server code) beside them; server/ hosts
 * the site and may import anything, and nothing the site renders imports it. Stylesheets count:
 * their imports (`?url`, `?raw`, `?inline`) are imports. embedded-wordpress/ is a product of its own
 * beside server/: it imports only content-schemas/ and content-rules/, and the site
 * reaches it only through the fetch the server hands the content client.
 */
const zones = [
  {
    target: SITE.map((folder) => `./${folder}`),
    from: './server',
    message: 'nothing the site renders imports server/ (it hands what is needed in: a fetch, page facts)',
  },
  { target: './server', from: './browser', message: 'browser/ runs only in the browser' },
  {
    target: SITE.map((folder) => `./${folder}`),
    from: './embedded-wordpress',
    message: 'the site reads the embedded WordPress as it reads any WordPress: through the fetch the server hands the content client',
  },
  {
    target: './embedded-wordpress',
    from: ['./pages', './templates', './layouts', './blocks', './cms', './locales', './renderer', './browser', './server', './build', './stories'],
    message: 'embedded-wordpress/ imports only content-schemas/ and content-rules/: what it shares with the site lives there',
  },
  {
    target: './content-rules',
    from: [
      './pages',
      './templates',
      './layouts',
      './blocks',
      './cms',
      './content-schemas',
      './locales',
      './renderer',
      './browser',
      './server',
      './embedded-wordpress',
    ],
    message:
      'content-rules/ is the ground: the rules both the site and the embedded WordPress follow (its languages, paths, page sizes) import nothing of either',
  },
  {
    target: ['./templates', './layouts', './blocks', './cms', './content-rules', './content-schemas', './locales', './renderer', './browser'],
    from: './pages',
    message: 'pages/ is the top: nothing imports a route',
  },
  {
    target: ['./blocks', './cms', './content-rules', './content-schemas', './locales'],
    from: ['./templates', './layouts'],
    message: 'a block, the content client, a schema or a catalogue never imports a template or a layout',
  },
  {
    target: ['./cms', './content-rules', './content-schemas', './locales'],
    from: './blocks',
    message: 'the content client, schemas and catalogues sit below the blocks',
  },
  { target: ['./content-rules', './content-schemas', './locales'], from: './cms', message: 'schemas and catalogues sit below the content client' },
  { target: './locales', from: './content-schemas', message: 'catalogues sit below the schemas' },
  {
    target: './layouts',
    from: './templates',
    message: "layouts/ sits below the templates: a template places a piece of the frame (breadcrumbs, page links), the frame never a template's code or styles",
  },
  { target: './renderer', from: ['./templates', './layouts', './blocks'], message: 'renderer/ is used by all of them and imports none of them' },
  {
    target: SITE.filter((folder) => folder !== 'browser' && folder !== 'pages').map((folder) => `./${folder}`),
    from: './browser',
    message: "browser/ is the page's script, started by the pages: it uses the site's code, never the reverse (the islands are handed the page's events)",
  },
  ...['blog', 'docs', 'forum'].map((template) => ({
    target: `./templates/${template}`,
    from: ['blog', 'docs', 'forum', 'shared'].filter((other) => other !== template && other !== 'shared').map((other) => `./templates/${other}`),
    message: 'a template does not reach into another: what several use is in templates/shared/',
  })),
  {
    target: ['./cms', './content-rules', './content-schemas', './locales'],
    from: ['./renderer', './browser'],
    message: 'the content client, schemas and catalogues know nothing of rendering or the browser',
  },
]

/**
 * The named exceptions for a site folder's own tests (`*.test.ts` beside the code): what a test may
 * import across the direction, and why. Every other zone holds for them too.
 */
const TEST_EXCEPTIONS = {
  './server':
    "a test may drive the server's own pieces beside the code it tests: the content client the server makes, the forms' parser a form's fields must match",
  './embedded-wordpress': "the content client's tests read the embedded WordPress as their upstream, as the server has them do",
}
const testZones = zones
  .map((zone) => ({ ...zone, from: [zone.from].flat().filter((from) => !(from in TEST_EXCEPTIONS)) }))
  .filter((zone) => zone.from.length > 0)

/** Stories run in the browser, in Storybook: nothing of the server, but for the forms' answer they show. */
const storyZones = [
  {
    target: './stories',
    from: './server',
    except: ['./forms/posted-values.ts', './forms/result-status.ts'],
    message:
      "a story runs in the browser: of the server only what the form stories show of a form's answer without JavaScript (posted-values.ts, result-status.ts)",
  },
  {
    target: './stories',
    from: './embedded-wordpress',
    message: 'a story shows the story data the build loaded (virtual:story-data), not the embedded WordPress itself',
  },
  { target: './stories', from: './tests', message: 'a story is no test: what both need is in the site, or in stories/' },
]

const importResolver = {
  'import-x/resolver-next': [createTypeScriptImportResolver()],
  'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
  'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
}

export default tseslint.config(
  {
    ignores: [
      'dist/**',
      'coverage/**',
      'content/**',
      '.tmp/**',
      '.data/**',
      '.outbox/**',
      '.wordpress/**',
      '.cache/**',
      '.test-results/**',
      '.vitest-attachments/**',
    ],
  },
  js.configs.recommended,
  tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: {
        projectService: { allowDefaultProject: ['*.js', '*.mjs', 'tests/support/*.mjs', 'wordpress/import/*.ts', 'public/sw.js', '.storybook/main.ts'] },
        tsconfigRootDir: import.meta.dirname,
      },
      globals: { ...globals.browser, ...globals.node },
    },
  },
  reactHooks.configs.flat.recommended,
  jsxA11y.flatConfigs.recommended,
  {
    plugins: { 'import-x': importX },
    ignores: ['**/*.test.ts', '**/*.test.tsx', 'tests/**', 'stories/**'],
    settings: importResolver,
    rules: {
      'import-x/no-restricted-paths': ['error', { zones }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    // A site folder's own tests: the same direction, with the exceptions above.
    plugins: { 'import-x': importX },
    files: ['**/*.test.ts', '**/*.test.tsx'],
    ignores: ['tests/**', 'stories/**'],
    settings: importResolver,
    rules: { 'import-x/no-restricted-paths': ['error', { zones: testZones }] },
  },
  {
    // The stories, and the tests of tests/ (which drive the whole site, its server included: no zone).
    plugins: { 'import-x': importX },
    files: ['stories/**/*.ts', 'stories/**/*.tsx'],
    settings: importResolver,
    rules: { 'import-x/no-restricted-paths': ['error', { zones: storyZones }], 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    // import-x sees a stylesheet's imports as any other (`?url`, `?raw`, `?inline` too), but a file
    // referenced by its URL (`new URL('./popups.css', import.meta.url)`, as the popups' styles are) is
    // no import: the frame's direction holds for it as well.
    files: ['layouts/**'],
    ignores: ['**/*.test.ts', '**/*.test.tsx'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "NewExpression[callee.name='URL'][arguments.0.value=/(^|\\/)templates\\//]",
          message: "layouts/ sits below the templates: the frame never references a template's file",
        },
      ],
    },
  },
  {
    // Plain JavaScript (the service worker, the config files, the test summary): no types to check against.
    files: ['**/*.js', '**/*.mjs'],
    extends: [tseslint.configs.disableTypeChecked],
  },
  {
    // Tests read JSON answers, page.evaluate results and parsed fixtures, which the platform types as
    // `any`, and those that drive WordPress's block editor and admin screens use its own untyped
    // globals (`wp`): what a test then asserts is the check. Assertions name methods (`expect(fn)`) unbound.
    files: ['**/*.test.ts', '**/*.test.tsx', 'tests/**/*.ts', 'stories/**/*.ts', 'stories/**/*.tsx'],
    rules: {
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/unbound-method': 'off',
      // An async request handler given to node's createServer (a stub upstream) is the usual shape.
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { arguments: false } }],
    },
  },
  {
    // The environment is read in one place, the configuration module (server/config/site-config.ts),
    // once at start; everything else is handed the parsed configuration. Tests, stories and the
    // build's scripts are the exception: they set variables for the servers they start, and read
    // their own knobs (BENCH_SECONDS, WP_VERSION), which are no setting of the site.
    ignores: ['server/config/site-config.ts', 'tests/**', 'build/**', '**/*.test.ts', '**/*.test.tsx', 'stories/**'],
    rules: {
      'no-restricted-properties': [
        'error',
        { object: 'process', property: 'env', message: 'read settings from the parsed configuration (server/config/site-config.ts), not the environment' },
      ],
    },
  },
  {
    rules: {
      // The sanitizers and request guards match control characters on purpose: that is what they refuse.
      'no-control-regex': 'off',
      // An async function that awaits nothing is how a synchronous store implements an async interface
      // (the SQLite outbox beside PostgreSQL's, the embedded content beside HTTP), and how a test stub answers.
      '@typescript-eslint/require-await': 'off',
      // The React Compiler's rules: the site is not compiled by it, and the pattern they flag in
      // set-state-in-effect is the hydration-safe one (the server's value first, the browser's after
      // hydration: renderer/useNow.ts). rules-of-hooks and exhaustive-deps stay on.
      'react-hooks/set-state-in-effect': 'off',
      // Unused names are errors, except those marked unused on purpose (`_rest` in a destructuring).
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
    },
  },
  prettier,
)
