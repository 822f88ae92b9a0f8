import type { StorybookConfig } from '@storybook/react-vite';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
// Storybook loads this file with its packages left to Node, as Vite does the root's vitest config:
// the app's build plugin is reached by its path (the app exports no build tooling).
// eslint-disable-next-line city/no-relative-reach
import { answerChecks } from '../app/build/answerChecks';

const config: StorybookConfig = {
  stories: [
    // The foundations («Основы») are MDX pages drawn from the theme tokens.
    '../design-system/src/**/*.mdx',
    '../design-system/src/**/*.stories.tsx',
    '../widgets/src/**/*.stories.tsx',
    // «Экраны»: the app's pages with their requests answered by fakes (app/src/screens).
    '../app/src/**/*.stories.tsx',
  ],
  // The screens' fake API (app/src/screens) answers through MSW's service worker, served from here.
  staticDirs: ['../app/storybook-public'],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y', '@storybook/addon-vitest'],
  framework: { name: '@storybook/react-vite', options: {} },
  core: { disableTelemetry: true },
  // The props tables come from the components' TypeScript types and JSDoc (react-docgen).
  typescript: { reactDocgen: 'react-docgen' },
  async viteFinal(viteConfig) {
    // The app's pages (the screens) check some answers with code compiled from the contracts.
    viteConfig.plugins = [...(viteConfig.plugins ?? []), vanillaExtractPlugin(), answerChecks()];
    return viteConfig;
  },
};
export default config;
