export { AnchorNav, type AnchorLink, type AnchorNavProps } from './AnchorNav';
