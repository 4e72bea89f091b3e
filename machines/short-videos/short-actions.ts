/** The member toggles of a clip (toggle.machine.ts) over the calls of api/short-videos.ts. */
import { createToggle } from '../toggle/toggle.machine';
import { setCreatorFollowed, setShortLiked, setShortSaved, uploadShort } from '../../api/short-videos';
import { createUpload } from './upload.machine';

export const likeToggle = (id: number) => createToggle((on) => setShortLiked(id, on).then((r) => ({ on: r.liked, count: r.likes })));
export const saveToggle = (id: number) => createToggle((on) => setShortSaved(id, on).then((r) => ({ on: r.saved, count: null })));
export const followToggle = (creatorId: number) =>
  createToggle((on) => setCreatorFollowed(creatorId, on).then((r) => ({ on: r.following, count: r.followers })));

/** The create form's machine, sending browser Files. */
export const shortUploadMachine = createUpload<File>((request, onProgress, signal) => uploadShort(request, onProgress, signal));
