import { css } from '../../../../styled-system/css';
import type { NewsBlock } from '../../../../contracts/schemas/content/news';

const body = css({
  display: 'flex',
  flexDirection: 'column',
  gap: '4',
  fontSize: { base: 'md', sm: 'lg' },
  lineHeight: 'relaxed',
  color: 'fg.default',
  overflowWrap: 'anywhere',
});
const heading = css({ fontSize: { base: 'lg', sm: 'xl' }, fontWeight: 'bold', lineHeight: 'snug', mt: '2' });
const list = css({ display: 'flex', flexDirection: 'column', gap: '1.5', pl: '6', listStyleType: 'disc', '& li::marker': { color: 'accent.text' } });
const quote = css({ display: 'flex', flexDirection: 'column', gap: '2', m: '0', pl: '4', py: '1', borderLeftWidth: '4px', borderColor: 'accent.default', fontStyle: 'italic', color: 'fg.default' });
const cite = css({ fontStyle: 'normal', fontSize: 'sm', color: 'fg.muted' });

/** The article's body built from its blocks: every text is a text node (nothing from the data is markup). */
export function ArticleBody({ blocks }: { blocks: readonly NewsBlock[] }) {
  return (
    <div className={body} data-testid="news-body">
      {blocks.map((block, index) => {
        switch (block.kind) {
          case 'heading':
            return (
              <h2 key={index} className={heading} data-block="heading">
                {block.text}
              </h2>
            );
          case 'list':
            return (
              <ul key={index} className={list} data-block="list">
                {block.items.map((item, i) => (
                  <li key={i}>{item}</li>
                ))}
              </ul>
            );
          case 'quote':
            return (
              <figure key={index} className={quote} data-block="quote">
                <blockquote>{block.text}</blockquote>
                {block.cite ? <figcaption className={cite}>— {block.cite}</figcaption> : null}
              </figure>
            );
          default:
            return (
              <p key={index} data-block="paragraph">
                {block.text}
              </p>
            );
        }
      })}
    </div>
  );
}
