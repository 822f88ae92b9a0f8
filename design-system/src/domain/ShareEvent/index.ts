export { ShareButton, browserShare, type ShareButtonProps, type ShareLink } from './ShareButton';
export { AddressLinks, type AddressLinksProps } from './AddressLinks';
