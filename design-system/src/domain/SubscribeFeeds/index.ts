export { SubscribeFeeds, type SubscribeFeedsProps } from './SubscribeFeeds';
export { SubscribeFeedsDialog, type SubscribeFeedsDialogProps, type SubscribeFeedsLinks } from './SubscribeFeedsDialog';
export { CopyLinkRow, COPIED_MS, copyWithClipboard, type CopyLinkRowProps, type CopyText } from './CopyLinkRow';
