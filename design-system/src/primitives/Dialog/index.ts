export { Dialog, type DialogProps } from './Dialog';
export { DialogsInPlace } from './DialogsInPlace';
