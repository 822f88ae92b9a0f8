export { Text, type TextProps, type TextTone } from './Text';
