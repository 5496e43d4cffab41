import { readdirSync } from 'node:fs'
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

// Every folder of src/features, so a new feature is covered the day it is created.
const features = readdirSync(new URL('./src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)

// The imports between features that exist on purpose, each with its reason; any other one fails
// the lint. Shared code belongs in src/lib or src/components.
const allowedFeatureImports = {
  budget: ['contracts'], // a budget category lists the contracts that name it (its suppliers)
  contracts: ['budget'], // a contract names the budget category its payments add to
  'digital-invitations': ['guests'], // an invitation may be tied to a guest of the list
  events: ['digital-invitations', 'financial-control'], // 'Eventos Avançados' shows their panels as tabs
  'financial-control': ['calendar-feed'], // the payments' calendar subscription card
  planning: ['calendar-feed', 'ceremony'], // the checklist's calendar card and the ceremony tab
}

/** The imports a feature's files may not make: other features (but those allowed) and the app layer. */
function featureZone(feature) {
  return {
    group: [
      '@/features/*',
      ...[feature, ...(allowedFeatureImports[feature] ?? [])].flatMap((f) => [`!@/features/${f}`, `!@/features/${f}/**`]),
      '@/app/*',
      '@/app/**',
    ],
    message: 'Features do not import other features or the app layer; share code through src/lib or src/components.',
  }
}

/** The imports that would bring lucide's runtime or Radix's Slot back onto the landing. */
const landingOnlyPatterns = [
  { group: ['lucide-react', 'lucide-react/**'], message: 'The landing takes its icons from svgIcon (./icons, @/components/public-icons): no lucide runtime on /.' },
  {
    group: ['**/components/ui/button', '@radix-ui/react-slot'],
    message: "The landing takes PlainButton or buttonVariants from '@/components/ui/plain-button': no Radix Slot on /.",
  },
]

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
      'no-restricted-imports': ['error', { patterns: [reactRouterDomPattern, featureZone(feature)] }],
    },
  })),
  // What the landing loads before a click (issue 16: at most 100 kB of gzipped JS): lucide's
  // runtime and Radix's Slot are not in it, whatever the import's spelling. The pre-checkout form,
  // loaded when a plan is chosen, may use both.
  {
    files: ['src/features/landing/**/*.{ts,tsx}'],
    ignores: ['src/features/landing/components/pre-checkout-form.tsx', '**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [reactRouterDomPattern, featureZone('landing'), ...landingOnlyPatterns] }],
    },
  },
  // The guests' RSVP page likewise takes its icons from svgIcon (./icons): lucide's runtime and a
  // file per icon were nine requests a phone waited for beside the invitation's own (issue 16).
  {
    files: ['src/features/rsvp/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            reactRouterDomPattern,
            featureZone('rsvp'),
            { group: ['lucide-react', 'lucide-react/**'], message: 'The RSVP page takes its icons from svgIcon (./icons): no lucide runtime there.' },
          ],
        },
      ],
    },
  },
  {
    // The public pages' layout and its icons: a component, so no feature and no app layer either.
    files: ['src/components/public-layout.tsx', 'src/components/public-icons.ts', 'src/components/svg-icon.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            reactRouterDomPattern,
            { group: ['@/features/**', '@/app/**'], message: 'Components do not import features or the app layer.' },
            ...landingOnlyPatterns,
          ],
        },
      ],
    },
  },
  {
    // Primitive modules, the route table, lib/nav (its link and hooks) and tests export more than components.
    files: ['src/components/ui/**/*.{ts,tsx}', 'src/app/router.tsx', 'src/lib/nav.tsx', 'src/test/**/*.{ts,tsx}', '**/*.test.{ts,tsx}'],
    rules: {
      'react-refresh/only-export-components': 'off',
    },
  },
  {
    files: ['*.config.{js,ts}'],
    languageOptions: { globals: globals.node },
  },
)
