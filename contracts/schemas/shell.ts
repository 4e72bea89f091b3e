/** The shell's calls: POST /al/api/live/menu (header, footer, marquee) and GET /other/api/resource/marquee/home-list. */
import { Type, type Static } from '@sinclair/typebox';

export const NavItem = Type.Recursive(
  (Self) =>
    Type.Object({
      id: Type.Integer(),
      name: Type.String(),
      path: Type.String({ description: "A site path such as '/lich-truc-tiep'." }),
      icon: Type.String(),
      isHot: Type.Boolean(),
      sort: Type.Integer(),
      children: Type.Array(Self),
    }),
  { $id: 'NavItem' },
);
export type NavItem = Static<typeof NavItem>;

export const FooterLink = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  path: Type.String(),
});
export type FooterLink = Static<typeof FooterLink>;

export const FooterGroup = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  items: Type.Array(FooterLink),
});
export type FooterGroup = Static<typeof FooterGroup>;

export const MarqueeItem = Type.Object({
  id: Type.Integer(),
  content: Type.String(),
  path: Type.Union([Type.String(), Type.Null()]),
  sort: Type.Integer(),
});
export type MarqueeItem = Static<typeof MarqueeItem>;

/** The home marquee's lines, in order. */
export const MarqueeList = Type.Array(MarqueeItem);
export type MarqueeList = Static<typeof MarqueeList>;

/** A way to sign in besides a username and password, offered only where the server is set up for it. */
export const SignInProvider = Type.Union([Type.Literal('google')]);
export type SignInProvider = Static<typeof SignInProvider>;

export const MenuData = Type.Object({
  primarys: Type.Array(NavItem),
  footerNav: Type.Array(FooterGroup),
  topMarquee: Type.Array(MarqueeItem),
  signInProviders: Type.Array(SignInProvider, { description: 'The sign-in providers this server is configured for (Google when GOOGLE_CLIENT_ID is set)' }),
});
export type MenuData = Static<typeof MenuData>;

export const MenuBody = Type.Object({
  location: Type.Optional(
    Type.String({ maxLength: 64, description: 'The visitor location (currency cookie); the menu is the same everywhere.' }),
  ),
});
export type MenuBody = Static<typeof MenuBody>;
