export { StepList, type Step, type StepListProps } from './StepList';
