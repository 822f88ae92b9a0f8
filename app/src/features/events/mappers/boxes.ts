export interface Box {
  top: number;
  right: number;
  bottom: number;
  left: number;
}

/** Whether two boxes on the screen share any area (touching edges do not). */
export const boxesOverlap = (a: Box, b: Box): boolean =>
  a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
