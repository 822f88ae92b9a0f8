import type { ViolationCategory } from '@city/contracts';
import type { Post, StyledPool } from '../types';
import { moreDisobediencePosts } from './disobedience';
import { moreDrugPosts } from './drugs';
import { moreExtremismPosts } from './extremism';
import { moreHatredPosts } from './hatred';
import { morePornographyPosts } from './pornography';
import { moreRallyPosts } from './rally';
import { moreSuicidePosts } from './suicide';
import { moreViolencePosts } from './violence';

export { moreHardNegativePosts } from './hard-negatives';
export { moreOrdinaryPosts } from './ordinary';

/** The second wave of handwritten violation posts, per category. */
export const moreViolationPosts: Readonly<Record<ViolationCategory, StyledPool<Post>>> = {
  extremism: moreExtremismPosts,
  hatred: moreHatredPosts,
  rally: moreRallyPosts,
  drugs: moreDrugPosts,
  violence: moreViolencePosts,
  pornography: morePornographyPosts,
  disobedience: moreDisobediencePosts,
  suicide: moreSuicidePosts,
};
