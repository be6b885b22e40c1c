// What the public lost-dog page (dog(slug, username)) shows to someone who is not the dog's owner: who the dog
// is and, while it is reported lost, where and when it was last seen and the contact the owner gave for it.
// Never the microchip number; never the contact or whereabouts of a dog that is not lost.
import type { Json, OwnedRecord, UserRecord } from './shop-state';

const ALWAYS_PUBLIC = ['id', 'userId', 'name', 'slug', 'description', 'breed', 'age', 'isLost', 'avatar', 'tagImage'] as const;
const PUBLIC_WHILE_LOST = ['lastSeen', 'location', 'contact'] as const;

export function publicDogView(dog: OwnedRecord, viewer: UserRecord | null): OwnedRecord {
  if (viewer && viewer.id === dog.userId) return dog;
  const view: Record<string, Json> = {};
  for (const field of ALWAYS_PUBLIC) view[field] = dog[field] ?? null;
  for (const field of PUBLIC_WHILE_LOST) view[field] = dog.isLost ? dog[field] ?? null : null;
  view.microchip = null;
  return { ...view, id: dog.id, userId: dog.userId };
}

/** Comments as anyone may read them: the words and the name shown, not who wrote them. */
export const publicComment = (comment: OwnedRecord): OwnedRecord => ({ id: comment.id, userId: null, comment: comment.comment, name: comment.name ?? null, user: null });
