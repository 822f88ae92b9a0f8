export interface TruncatedPreview {
  /** The text as shown: whole, or cut with '…' at the end. */
  preview: string;
  isTruncated: boolean;
}

/**
 * docs/back-office.md#layout: the first `maxLength` characters and '…'. Characters are counted as the
 * reader sees them (code points), so an emoji is never cut in half; spaces before the '…' go.
 */
export function truncateText(text: string, maxLength: number): TruncatedPreview {
  const characters = Array.from(text);
  if (characters.length <= maxLength) return { preview: text, isTruncated: false };
  return { preview: `${characters.slice(0, maxLength).join('').trimEnd()}…`, isTruncated: true };
}
