import { Fragment, type ReactNode } from 'react';
import { Link } from 'wouter';
import { css } from '../../../../styled-system/css';
import { searchHref } from '../../../../machines/community/community.loaders';

const tagLink = css({ color: 'accent.text', fontWeight: 'medium', _hover: { textDecoration: 'underline' } });

/** A hashtag: `#` and letters, digits or `_`, at the start of the text or after a space. */
const HASHTAG = /(^|\s)#([\p{L}\p{N}_]+)/gu;

/** Where a hashtag leads: the board's search for posts with it (the board has no page per tag). */
export const hashtagHref = (tag: string) => searchHref(`#${tag}`, 'posts');

/** User text with each #hashtag a link to the posts that carry it; the rest stays text. */
export function HashtagText({ text }: { text: string }) {
  const nodes: ReactNode[] = [];
  let from = 0;
  for (const match of text.matchAll(HASHTAG)) {
    const start = match.index + match[1]!.length;
    const tag = match[2]!;
    nodes.push(<Fragment key={`t${start}`}>{text.slice(from, start)}</Fragment>);
    nodes.push(
      <Link key={`h${start}`} href={hashtagHref(tag)} className={tagLink} data-testid="hashtag">
        #{tag}
      </Link>,
    );
    from = start + 1 + tag.length;
  }
  nodes.push(<Fragment key="end">{text.slice(from)}</Fragment>);
  return <>{nodes}</>;
}
