export { preloadSelect, Select, type SelectOption, type SelectProps } from './Select';
