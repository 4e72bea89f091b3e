/** The shell's seed: navigation, footer and marquee, with fixed ids, upserted. */
import {
  footerGroups,
  footerLinks,
  marqueeItems,
  navItems,
} from "../../schema.ts";
import { footerSeed, marqueeSeed, navSeed } from "./layout-data.ts";
import { upsertAll, type SeedArea } from "../seed-kit.ts";

export const shellSeed: SeedArea = {
  area: "shell",
  version: "1",
  run: async (db) => {
    const navRows: (typeof navItems.$inferInsert)[] = navSeed.flatMap(
      (item, index) => [
        {
          id: item.id,
          parentId: null,
          name: item.name,
          path: item.path,
          icon: item.icon,
          isHot: item.isHot ?? false,
          sort: index + 1,
        },
        ...(item.children ?? []).map((child, childIndex) => ({
          id: child.id,
          parentId: item.id,
          name: child.name,
          path: child.path,
          icon: child.icon,
          isHot: child.isHot ?? false,
          sort: childIndex + 1,
        })),
      ],
    );
    const groupRows = footerSeed.map((group, index) => ({
      id: group.id,
      title: group.title,
      sort: index + 1,
    }));
    const linkRows = footerSeed.flatMap((group) =>
      group.links.map((link, index) => ({
        id: link.id,
        groupId: group.id,
        name: link.name,
        path: link.path,
        sort: index + 1,
      })),
    );
    const marqueeRows = marqueeSeed.map((item) => ({
      ...item,
      sort:
        marqueeSeed
          .filter((other) => other.placement === item.placement)
          .indexOf(item) + 1,
    }));

    await upsertAll(db, navItems, navRows);
    await upsertAll(db, footerGroups, groupRows);
    await upsertAll(db, footerLinks, linkRows);
    await upsertAll(db, marqueeItems, marqueeRows);
  },
};
