export { TruncatedText, type TruncatedTextProps } from './TruncatedText';
export { truncateText, type TruncatedPreview } from './truncateText';
