/** Response shapes of the shell's calls: POST /al/api/live/menu and GET /other/api/resource/marquee/home-list. */

/** One entry of the header navigation (primarys). `path` is a site path such as '/lich-truc-tiep'. */
export interface NavItem {
  id: number;
  /** Localized by the request's x-language header. */
  name: string;
  path: string;
  /** Icon key: home, live, schedule, results, fixtures, odds, tips, news, highlight, film, tv, music, game, shorts, comics, community, chat, promotion, menu, account. */
  icon: string;
  isHot: boolean;
  sort: number;
  children: NavItem[];
}

export interface FooterLink {
  id: number;
  name: string;
  path: string;
}

export interface FooterGroup {
  id: number;
  title: string;
  items: FooterLink[];
}

export interface MarqueeItem {
  id: number;
  content: string;
  /** Optional site path the item links to. */
  path: string | null;
  sort: number;
}

export interface MenuData {
  primarys: NavItem[];
  footerNav: FooterGroup[];
  topMarquee: MarqueeItem[];
}

/** One page of a list, with the total for pagers. */
export interface Page<T> {
  list: T[];
  total: number;
  pageNum: number;
  pageSize: number;
}

/** The one envelope of every API answer. */
export interface Envelope<T> {
  code: number;
  msg: string;
  data: T;
}
