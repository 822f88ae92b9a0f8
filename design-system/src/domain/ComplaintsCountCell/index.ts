export { ComplaintsCountCell, type ComplaintsCountCellProps } from './ComplaintsCountCell';
