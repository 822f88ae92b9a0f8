export { ToastRegion, type ToastRegionProps } from './ToastRegion';
export {
  closeToast,
  MAX_VISIBLE_TOASTS,
  showToast,
  TOAST_TIMEOUT_MS,
  toastQueue,
  type ShowToastOptions,
  type ToastContent,
  type ToastTone,
} from './toastQueue';
