/** The member toggles of a clip (toggle.machine.ts) over the short videos' endpoints, and the upload (api/short-upload.ts). */
import { call } from '../../api/call';
import { uploadShort } from '../../api/short-upload';
import * as shorts from '../../contracts/endpoints/short-videos';
import { createToggle } from '../toggle/toggle.machine';
import { createUpload } from './upload.machine';

export const likeToggle = (id: number) =>
  createToggle((on) => call(on ? shorts.shortLike : shorts.shortUnlike, { body: { id } }).then((r) => ({ on: r.liked, count: r.likes })));
export const saveToggle = (id: number) =>
  createToggle((on) => call(on ? shorts.shortSave : shorts.shortUnsave, { body: { id } }).then((r) => ({ on: r.saved, count: null })));
export const followToggle = (creatorId: number) =>
  createToggle((on) =>
    call(on ? shorts.creatorFollow : shorts.creatorUnfollow, { body: { creatorId } }).then((r) => ({ on: r.following, count: r.followers })),
  );

/** The create form's machine, sending browser Files. */
export const shortUploadMachine = createUpload<File>((request, onProgress, signal) => uploadShort(request, onProgress, signal));
