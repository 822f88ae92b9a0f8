/** Where services read the current instant; tests pass a fixed or movable one. */
export type Clock = () => Date;

export const systemClock: Clock = () => new Date();
