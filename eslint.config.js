// ESLint flat config: TypeScript, React hooks and accessibility rules; Prettier owns formatting.
import js from '@eslint/js'
import prettier from 'eslint-config-prettier'
import jsxA11y from 'eslint-plugin-jsx-a11y'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import tseslint from 'typescript-eslint'

export default tseslint.config(
  { ignores: ['build/', 'public/build/', '.cache/', 'playwright-report/', 'test-results/', 'node_modules/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['app/**/*.tsx'],
    ...jsxA11y.flatConfigs.recommended,
    rules: {
      ...jsxA11y.flatConfigs.recommended.rules,
      // The first invalid field takes focus through autoFocus, which works on a server-rendered page without JS.
      'jsx-a11y/no-autofocus': 'off',
    },
  },
  {
    // The classic hook rules; the React Compiler rules of v7's preset assume React 19 and its compiler (decision 0042).
    files: ['app/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error' },
  },
  {
    // One style for what Remix reads from a route: `export async function loader/action`.
    files: ['app/routes/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'ExportNamedDeclaration > VariableDeclaration > VariableDeclarator[id.name=/^(loader|action)$/]',
          message: 'Write `export async function loader/action(...)`, not an arrow constant.',
        },
        {
          selector: 'ExportNamedDeclaration > FunctionDeclaration[id.name=/^(loader|action)$/][async=false]',
          message: 'Loaders and actions are `async function`s.',
        },
      ],
    },
  },
  {
    // A promise where a value is meant (`if (!limits.attempt(...))`) is always truthy and silently turns a check off.
    files: ['app/**/*.{ts,tsx}', 'server/**/*.ts'],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: {
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: false }],
      '@typescript-eslint/no-floating-promises': 'error',
    },
  },
  prettier,
)
