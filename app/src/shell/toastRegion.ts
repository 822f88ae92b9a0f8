// Loaded by ToastArea with the first toast: the static import keeps only the region in that chunk.
export { ToastRegion as default } from '@city/design-system';
