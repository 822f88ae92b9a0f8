export { Heading, type HeadingLevel, type HeadingProps } from './Heading';
