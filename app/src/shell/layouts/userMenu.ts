// Loaded by the main layout for a signed-in person only: the menu's popover and drawer (react-aria's
// overlays) stay out of the pages a visitor opens.
export { UserMenu as default } from '@city/design-system';
