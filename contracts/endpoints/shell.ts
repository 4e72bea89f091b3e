/** The shell's calls, asked on every page: the header and footer navigation with the top marquee, and the home marquee. */
import { MarqueeList, MenuBody, MenuData } from '../schemas/shell';
import { endpoint } from './define';

const area = 'shell';

/** The body may be left out: no body, an empty one or null is the same as `{}` (the server fills it in). */
export const menu = endpoint({
  method: 'POST',
  path: '/al/api/live/menu',
  area,
  summary: 'Header navigation, footer groups and the top marquee',
  access: 'anyone',
  rate: 'reads',
  body: MenuBody,
  defaultBody: {},
  response: MenuData,
});

export const marqueeHomeList = endpoint({
  method: 'GET',
  path: '/other/api/resource/marquee/home-list',
  area,
  summary: 'Announcements of the home marquee',
  access: 'anyone',
  rate: 'reads',
  response: MarqueeList,
});
