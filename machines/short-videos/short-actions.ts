/** The member toggles of a clip (toggle.machine.ts) over the short videos' endpoints, and the upload (api/short-upload.ts). */
import { call } from '../../api/call';
import { uploadForm } from '../../api/upload';
import type { ShortItem } from '../../contracts/schemas/content/shorts';
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
/** The clip's form (POST /other/api/short-video/upload): the caption and category before the file. */
function clipForm({ file, caption, category }: { file: File; caption: string; category: string }): FormData {
  const form = new FormData();
  form.append('caption', caption);
  form.append('category', category);
  form.append('video', file, file.name);
  return form;
}

export const shortUploadMachine = createUpload<File>((request, onProgress, signal) => uploadForm<ShortItem>('other/api/short-video/upload', clipForm(request), onProgress, signal));
