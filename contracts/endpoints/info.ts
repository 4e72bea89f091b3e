/** The site's own pages' call (/nhat-ky-thay-doi): the changelog. */
import { Changelog } from '../schemas/content/changelog';
import { endpoint } from './define';

const area = 'info';

export const changelog = endpoint({
  method: 'GET',
  path: '/other/api/changelog',
  area,
  summary: "The site's changelog in the request's language, newest first",
  access: 'anyone',
  rate: 'reads',
  response: Changelog,
});
