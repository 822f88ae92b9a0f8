export { AccessDenied, type AccessDeniedProps } from './AccessDenied';
export { ACCESS_DENIED_DESCRIPTIONS, ACCESS_DENIED_TITLE, requiredRolesText, type AccessDeniedReason } from './accessDeniedText';
