export { FormDialog, type FormDialogProps } from './FormDialog';
export { useFormSend, type FormSend, type FormSendOptions } from './useFormSend';
