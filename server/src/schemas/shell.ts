/** Request and response schemas of the shell calls; they mirror contracts/shell.ts. */
import { Type } from '@sinclair/typebox';
import { Envelope, errorResponses, LanguageHeaders } from './common.ts';

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

export const FooterLink = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  path: Type.String(),
});

export const FooterGroup = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  items: Type.Array(FooterLink),
});

export const MarqueeItem = Type.Object({
  id: Type.Integer(),
  content: Type.String(),
  path: Type.Union([Type.String(), Type.Null()]),
  sort: Type.Integer(),
});

export const MenuData = Type.Object({
  primarys: Type.Array(NavItem),
  footerNav: Type.Array(FooterGroup),
  topMarquee: Type.Array(MarqueeItem),
});

export const MenuBody = Type.Object({
  location: Type.Optional(
    Type.String({ maxLength: 64, description: 'The visitor location (currency cookie); the menu is the same everywhere.' }),
  ),
});

export const menuSchema = {
  summary: 'Header navigation, footer groups and the top marquee',
  headers: LanguageHeaders,
  body: MenuBody,
  response: { 200: Envelope(MenuData), ...errorResponses },
};

export const marqueeHomeListSchema = {
  summary: 'Announcements of the home marquee',
  headers: LanguageHeaders,
  response: { 200: Envelope(Type.Array(MarqueeItem)), ...errorResponses },
};
