import type { LabelledPost } from './dataset';
import { sentencesOf } from './features';
import { normalizeText } from './normalize';

/**
 * A validation split whose text shares no sentence with the training text.
 *
 * The held-out set is written from other sentences than train.jsonl, so a validation split of
 * whole rows (which repeat sentences across rows) would measure memory, not generalisation, and
 * choose a threshold that is far too low for new wording. Here every distinct sentence (and title)
 * goes to one side by a hash: a row trains on its training-side sentences and, when most of its
 * description is validation-side, is validated on those sentences only.
 */
export interface FragmentSplit {
  fit: LabelledPost[];
  validation: LabelledPost[];
}

/** A row is validated only when at least this share of its description is validation-side. */
const MIN_VALIDATION_SHARE = 0.5;

function fnv(text: string, seed: number): number {
  let hash = (0x811c9dc5 ^ seed) >>> 0;
  for (let index = 0; index < text.length; index += 1) hash = Math.imul(hash ^ text.charCodeAt(index), 0x01000193);
  hash ^= hash >>> 15;
  return (Math.imul(hash, 0x2c1b3c6d) >>> 0) / 4294967296;
}

export function splitBySentences(posts: readonly LabelledPost[], share: number, seed: number): FragmentSplit {
  const onValidationSide = (fragment: string): boolean => fnv(normalizeText(fragment), seed) < share;
  const fit: LabelledPost[] = [];
  const validation: LabelledPost[] = [];
  for (const post of posts) {
    const sentences = sentencesOf(post.description);
    const held = sentences.filter(onValidationSide);
    const kept = sentences.filter((sentence) => !onValidationSide(sentence));
    const titleHeld = onValidationSide(post.title);
    if (kept.length > 0) fit.push({ ...post, title: titleHeld ? '' : post.title, description: kept.join(' ') });
    const heldLength = held.reduce((sum, sentence) => sum + sentence.length, 0);
    const totalLength = sentences.reduce((sum, sentence) => sum + sentence.length, 0);
    if (held.length > 0 && heldLength >= MIN_VALIDATION_SHARE * totalLength) {
      validation.push({ ...post, title: titleHeld ? post.title : '', description: held.join(' ') });
    }
  }
  return { fit, validation };
}
