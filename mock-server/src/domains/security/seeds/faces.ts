// Picture addresses that follow a person or a vehicle rather than a record: the same resident has the
// same face in every capture and alarm (the picture is drawn from the name of its file), and a vehicle's
// picture carries its plate. The file name is a hash of the ID number, never the number itself.
import { defaultImageUrl } from '#mock/realtime/snapshots.js';

/** FNV-1a, 32 bits, as 8 hex digits. */
export function shortHash(text: string): string {
  let hash = 0x811c9dc5;
  for (const ch of text) {
    hash ^= ch.codePointAt(0)!;
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(16).padStart(8, '0');
}

/** The face picture of a person, by ID number. */
export const personFace = (idCardNo: string): string => defaultImageUrl('face', `p-${shortHash(idCardNo)}`);

/** A vehicle picture of a record with the plate drawn on it. */
export const vehiclePhoto = (name: string, plate: string): string =>
  `${defaultImageUrl('car', name)}?plate=${encodeURIComponent(plate)}`;
