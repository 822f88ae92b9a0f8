import type { ComponentType } from 'react';
import {
  CalendarIcon,
  HeartIcon,
  PeopleIcon,
  PersonIcon,
  SearchIcon,
  ShieldIcon,
  type IconProps,
} from '../../primitives/shared';

/** docs/accounts.md#site-frame: the six features of the landing copy, each with its picture. */
export type FeatureIconName = 'profile' | 'create' | 'search' | 'favourites' | 'community' | 'moderation';

const OutlinedHeartIcon = ({ className }: IconProps) => <HeartIcon className={className} filled={false} />;

export const FEATURE_ICONS: Record<FeatureIconName, ComponentType<IconProps>> = {
  profile: PersonIcon,
  create: CalendarIcon,
  search: SearchIcon,
  favourites: OutlinedHeartIcon,
  community: PeopleIcon,
  moderation: ShieldIcon,
};
