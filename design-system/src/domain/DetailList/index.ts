export { DetailList, type DetailLine } from './DetailList';
