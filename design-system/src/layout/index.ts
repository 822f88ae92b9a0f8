export * from './Stack';
export * from './Heading';
export * from './Text';
export * from './Card';
