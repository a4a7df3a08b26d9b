// One lint setup for the TypeScript/React code; the Deno services use `deno lint`.
import js from "@eslint/js";
import tseslint from "typescript-eslint";
import reactHooks from "eslint-plugin-react-hooks";
import jsxA11y from "eslint-plugin-jsx-a11y";
import storybook from "eslint-plugin-storybook";
import prettier from "eslint-config-prettier";
import globals from "globals";

export default tseslint.config(
  {
    ignores: [
      "**/node_modules/",
      "**/dist/",
      "**/dist-server/",
      "storybook-static/",
      "services/",
      "packages/api/src/generated/",
      "openapi/sync/protocol.ts",
      "openapi/sync/validators.ts",
      "openapi/catalog/types.ts",
      "test-results/",
      "playwright-report/",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ["**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      "@typescript-eslint/consistent-type-imports": "error",
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_" },
      ],
    },
  },
  { files: ["**/*.tsx"], ...jsxA11y.flatConfigs.recommended },
  ...storybook.configs["flat/recommended"],
  {
    files: [
      "scripts/**/*.mjs",
      "packages/*/test/**/*.mjs",
      "*.js",
      "*.ts",
      "e2e/**/*.ts",
      "**/vite.config.ts",
    ],
    languageOptions: { globals: globals.node },
  },
  {
    files: ["packages/ui/**/*.{ts,tsx}", "apps/site/src/**/*.{ts,tsx}", ".storybook/**/*.{ts,tsx}"],
    languageOptions: { globals: globals.browser },
  },
  {
    // The component library is presentational: data arrives as props.
    files: ["packages/ui/src/**/*.{ts,tsx}"],
    rules: {
      "no-restricted-globals": [
        "error",
        { name: "fetch", message: "Components never fetch; pass data as props." },
      ],
      "no-restricted-imports": ["error", { patterns: ["@sinema/api", "@sinema/api/*"] }],
    },
  },
  {
    files: ["packages/api/src/**/*.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        { patterns: ["react", "react-dom", "@sinema/ui", "@sinema/ui/*"] },
      ],
    },
  },
  {
    // A served page is clickable before it is hydrated: every spec takes
    // `test` from e2e/fixtures.ts, whose page waits for hydration.
    files: ["e2e/**/*.spec.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          paths: [
            {
              name: "@playwright/test",
              importNames: ["test", "expect"],
              message: "Import test and expect from ./fixtures (its page waits for hydration).",
            },
          ],
        },
      ],
    },
  },
  prettier,
);
