export { ClaimsCountCell, type ClaimsCountCellProps } from './ClaimsCountCell';
