import js from '@eslint/js'
import jsxA11y from 'eslint-plugin-jsx-a11y'
import reactHooks from 'eslint-plugin-react-hooks'
import reactRefresh from 'eslint-plugin-react-refresh'
import globals from 'globals'
import tseslint from 'typescript-eslint'

const reactRouterDomPattern = {
  group: ['react-router-dom'],
  message: 'Import from react-router (v7) instead.',
}

const features = ['auth', 'checkout', 'guests', 'landing', 'legal', 'misc', 'profile', 'shell']

export default tseslint.config(
  { ignores: ['dist', 'node_modules', 'coverage', 'src/lib/api-types.ts'] },
  {
    files: ['**/*.{ts,tsx}'],
    extends: [js.configs.recommended, ...tseslint.configs.recommended, jsxA11y.flatConfigs.recommended],
    languageOptions: {
      ecmaVersion: 2022,
      globals: globals.browser,
    },
    plugins: {
      'react-hooks': reactHooks,
      'react-refresh': reactRefresh,
    },
    rules: {
      ...reactHooks.configs['recommended-latest'].rules,
      'react-refresh/only-export-components': ['warn', { allowConstantExport: true }],
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            reactRouterDomPattern,
          ],
        },
      ],
    },
  },
  // Features must not import each other (bulletproof-react): shared code lives
  // in src/lib, src/components or src/app.
  ...features.map((feature) => ({
    files: [`src/features/${feature}/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            reactRouterDomPattern,
            {
              group: ['@/features/*', `!@/features/${feature}`, `!@/features/${feature}/**`, '@/app/*', '@/app/**'],
              message: 'Features do not import other features or the app layer; share code through src/lib or src/components.',
            },
          ],
        },
      ],
    },
  })),
  {
    // Primitive modules, the route table and tests export more than components.
    files: ['src/components/ui/**/*.{ts,tsx}', 'src/app/router.tsx', 'src/test/**/*.{ts,tsx}', '**/*.test.{ts,tsx}'],
    rules: {
      'react-refresh/only-export-components': 'off',
    },
  },
  {
    files: ['*.config.{js,ts}'],
    languageOptions: { globals: globals.node },
  },
)
