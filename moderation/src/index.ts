// The public face of @city/moderation: what the BFF and the benchmarks may use. Training, features
// and the dataset generator stay inside this workspace (its CLIs run them).
export {
  loadModelFile,
  loadShippedModel,
  MODELS_DIRECTORY,
  shippedModelPath,
  type ModerationInput,
  type ModerationModel,
  type ModerationScore,
  type UncertainBand,
} from './model';
export { moderateLine } from './line-protocol';
