export { FeatureGrid, type Feature, type FeatureGridProps } from './FeatureGrid';
export type { FeatureIconName } from './featureIcons';
