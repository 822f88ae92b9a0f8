export { useSendOnce, type SendOnce } from './useSendOnce';
