import type { StorybookConfig } from '@storybook/react-vite';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';

const config: StorybookConfig = {
  stories: [
    // The foundations («Основы») are MDX pages drawn from the theme tokens.
    '../design-system/src/**/*.mdx',
    '../design-system/src/**/*.stories.tsx',
    '../widgets/src/**/*.stories.tsx',
  ],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y', '@storybook/addon-vitest'],
  framework: { name: '@storybook/react-vite', options: {} },
  core: { disableTelemetry: true },
  // The props tables come from the components' TypeScript types and JSDoc (react-docgen).
  typescript: { reactDocgen: 'react-docgen' },
  async viteFinal(viteConfig) {
    viteConfig.plugins = [...(viteConfig.plugins ?? []), vanillaExtractPlugin()];
    return viteConfig;
  },
};
export default config;
