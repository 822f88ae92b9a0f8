import { BUILDS, buildWhenStale } from '../../scripts/builds.mjs';

/** The compiled BFF serves the built Storybook: only it is built here (the Storybook by storyIndex.ts). */
export default function globalSetup(): void {
  buildWhenStale(BUILDS.filter((build) => build.workspace === '@city/bff'));
}
