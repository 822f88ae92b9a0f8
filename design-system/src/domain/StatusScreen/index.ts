export { StatusScreen, type StatusScreenProps, type StatusScreenTone } from './StatusScreen';
