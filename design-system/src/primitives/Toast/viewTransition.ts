/**
 * Toast updates run as a view transition of this type, and every toast carries this
 * view-transition-class: Toast.css.ts animates only the toasts, never the whole page.
 */
export const TOAST_VIEW_TRANSITION = 'city-toast';
